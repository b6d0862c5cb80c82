import {
  CALL_METRICS,
  type ThresholdLevel,
  thresholdLevel,
  type Wallboard,
  type WallboardState,
} from '@aurora/contracts/analytics';
import { ArrowLeft, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { formatCallDuration } from '../../../entities/calls/call-duration';
import { callKeys } from '../../../entities/calls/keys';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useOrganizations } from '../../../lib/organization-store';
import { formatPhone } from '../../../lib/phone';
import { useRealtimeSession } from '../../../lib/realtime-session';
import { useWallboard } from '../api/get-wallboard';
import { useAnalyticsAccess } from '../components/analytics-access';
import { useRefreshOnAgentEvents } from '../components/use-refresh-on-agent-events';
import { useServerClock } from '../components/use-server-clock';

const STATE_COLOURS: Record<WallboardState, string> = {
  available: 'border-success-500 bg-success-500/15',
  ringing: 'border-warning-400 bg-warning-400/20 animate-pulse',
  on_call: 'border-primary-400 bg-primary-500/20',
  wrap_up: 'border-sky-400 bg-sky-500/15',
  unavailable: 'border-error-500 bg-error-500/15',
  offline: 'border-neutral-700 bg-neutral-800/60 text-neutral-400',
};

const LEVEL_COLOURS: Record<ThresholdLevel, string> = {
  green: 'text-success-400',
  yellow: 'text-warning-300',
  red: 'text-error-400',
};

const secondsBetween = (since: string, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(since)) / 1000));

/** One big figure, coloured by where it stands against its threshold (none: plain). */
function Figure({ label, value, level }: { label: string; value: ReactNode; level?: ThresholdLevel }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={label}
      data-level={level}
      className="rounded-xl border border-neutral-800 bg-neutral-900 px-6 py-4"
    >
      <p className="text-lg text-neutral-400">{label}</p>
      <p className={cn('text-6xl font-semibold tabular-nums', level ? LEVEL_COLOURS[level] : 'text-white')}>
        {value}
        {level ? <span className="sr-only"> ({t(`wallboard.levels.${level}`)})</span> : null}
      </p>
    </section>
  );
}

function Board({ board, receivedAt }: { board: Wallboard; receivedAt: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const now = useServerClock(board.now, receivedAt);
  const { thresholds, today } = board;
  const longestWait = board.ringing[0] ? secondsBetween(board.ringing[0].since, now) : 0;
  const serviceLevel = CALL_METRICS.service_level.value(today);
  return (
    <>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <Figure
          label={t('wallboard.callsWaiting')}
          value={format.number(board.ringing.length)}
          level={thresholdLevel(board.ringing.length, thresholds.calls_waiting, true)}
        />
        <Figure
          label={t('wallboard.longestWait')}
          value={formatCallDuration(longestWait)}
          level={thresholdLevel(longestWait, thresholds.longest_wait_seconds, true)}
        />
        <Figure label={t('wallboard.answeredToday')} value={format.number(today.answered)} />
        <Figure
          label={t('wallboard.missedToday')}
          value={format.number(today.missed)}
          level={thresholdLevel(today.missed, thresholds.missed_today, true)}
        />
        <Figure
          label={t('wallboard.serviceLevel', { seconds: board.service_level_seconds })}
          value={
            serviceLevel === null
              ? '—'
              : format.number(serviceLevel, { style: 'percent', maximumFractionDigits: 0 })
          }
          level={thresholdLevel(
            serviceLevel === null ? null : serviceLevel * 100,
            thresholds.service_level_percent,
            false,
          )}
        />
      </div>
      <div className="mt-6 grid gap-6 xl:grid-cols-[3fr_1fr]">
        <section aria-labelledby="wallboard-agents">
          <h2 id="wallboard-agents" className="mb-3 text-2xl font-semibold text-neutral-300">
            {t('wallboard.agents')}
          </h2>
          {board.agents.length === 0 ? (
            <p className="text-xl text-neutral-400">{t('wallboard.noAgents')}</p>
          ) : (
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-3">
              {board.agents.map((item) => (
                <li
                  key={item.agent.id}
                  aria-label={item.agent.name}
                  data-state={item.state}
                  className={cn('rounded-xl border-2 px-4 py-3', STATE_COLOURS[item.state])}
                >
                  <p className="truncate text-2xl font-semibold">{item.agent.name}</p>
                  <p className="text-lg">
                    {t(`wallboard.states.${item.state}`)}
                    {item.reason ? ` · ${item.reason}` : ''}
                  </p>
                  {item.since ? (
                    <p className="text-lg tabular-nums text-neutral-300">
                      {t('wallboard.for', { duration: formatCallDuration(secondsBetween(item.since, now)) })}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="wallboard-ringing">
          <h2 id="wallboard-ringing" className="mb-3 text-2xl font-semibold text-neutral-300">
            {t('wallboard.ringing')}
          </h2>
          {board.ringing.length === 0 ? (
            <p className="text-xl text-neutral-400">{t('wallboard.noneRinging')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {board.ringing.map((call) => (
                <li
                  key={call.call_id}
                  className="flex items-baseline justify-between gap-3 rounded-xl border border-warning-400/60 bg-warning-400/10 px-4 py-3"
                >
                  <span className="min-w-0">
                    <span className="block truncate text-xl">
                      {call.caller ? formatPhone(call.caller) : t('wallboard.unknownCaller')}
                    </span>
                    {call.line_name ? <span className="block text-neutral-400">{call.line_name}</span> : null}
                  </span>
                  <span className="text-2xl font-semibold tabular-nums">
                    {formatCallDuration(secondsBetween(call.since, now))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

/**
 * `/{org}/analytics/wallboard?team=`: a team's TV, full screen, without the app's shell. Live from
 * the organization channel (calls' and agents' events refetch it; no polling); the durations tick
 * on the server's clock.
 */
export function WallboardRoute() {
  const { t } = useTranslation();
  useRealtimeSession();
  const code = useOrganizations().current?.code ?? '';
  const access = useAnalyticsAccess(code);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('team')) || null;
  // A leader sees one of their teams; an administrator may see every team at once.
  const teamId = access.admin
    ? asked
    : ((access.teams.find((team) => team.id === asked) ?? access.teams[0])?.id ?? null);
  const board = useWallboard(code, teamId, access.allowed === true);
  useRefreshOnAgentEvents(callKeys.wallboard(code, teamId));

  return (
    <main className="dark min-h-dvh bg-neutral-950 p-6 text-white">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <Link
            to={`/${code.toLowerCase()}/analytics/calls`}
            aria-label={t('wallboard.back')}
            className="rounded-md p-2 text-neutral-400 hover:bg-neutral-800 hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-6" />
          </Link>
          <h1 className="text-4xl font-semibold">{board.data?.team?.name ?? t('wallboard.title')}</h1>
        </div>
        {access.allowed ? (
          <label className="flex items-center gap-3 text-lg text-neutral-400">
            {t('wallboard.team')}
            <select
              value={teamId ?? ''}
              onChange={(event) =>
                setParams(event.target.value ? { team: event.target.value } : {}, { replace: true })
              }
              className="rounded-md border border-neutral-700 bg-neutral-900 px-3 py-2 text-lg text-white"
            >
              {access.admin ? <option value="">{t('wallboard.allTeams')}</option> : null}
              {access.teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </header>
      {access.allowed === false ? (
        <StatePanel
          icon={<Lock />}
          title={t('wallboard.notAllowed')}
          description={t('wallboard.notAllowedHint')}
        />
      ) : board.isError ? (
        <StatePanel tone="error" title={t('wallboard.loadError')} />
      ) : !board.data ? (
        <LoadingPanel label={t('wallboard.loading')} />
      ) : (
        <Board board={board.data} receivedAt={board.dataUpdatedAt} />
      )}
    </main>
  );
}
