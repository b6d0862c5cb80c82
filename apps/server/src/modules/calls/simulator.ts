import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { CallDirection } from '@aurora/contracts/calls';
import { isRingingForAnyone } from '#modules/teams/teams.service.ts';
import { type Clock, systemClock } from '#platform/clock.ts';
import type { TelephonyContext } from '#platform/telephony/telephony.plugin.ts';
import {
  applyCallProgress,
  applyRecording,
  type DialOutcome,
  findCallForProvider,
  handleDialEnded,
} from './call-events.service.ts';
import { priceAtRate } from './call-usage.service.ts';
import type { CallRow } from './calls.repository.ts';
import { sineWav } from './wav.ts';

export type SimulatorDelays = {
  /** Initiated -> ringing. */
  ringDelayMs: number;
  /** Ringing -> the outcome (answered, busy...); also the voicemail's length before it is saved. */
  answerDelayMs: number;
  /** The `...0004` number hangs up this long after answering. */
  hangupDelayMs: number;
  /** Each step of an incoming call rings this long; undefined: the step's own seconds. */
  ringTimeoutMs: number | undefined;
};

/** What the simulator charges per billed minute, by direction (decimal text). */
export type SimulatorRates = { currency: string } & Record<CallDirection, string>;

/** What an outgoing call to a number ending in these digits does (see SIMULATOR_MAGIC_NUMBERS). */
const MAGIC_OUTCOMES: Record<string, 'busy' | 'no-answer' | 'failed' | 'hangs-up'> = {
  '0001': 'busy',
  '0002': 'no-answer',
  '0003': 'failed',
  '0004': 'hangs-up',
};

/** Longest generated recording; a long call still gets a short file. */
const MAX_RECORDING_SECONDS = 10;
const VOICEMAIL_SECONDS = 3;

export type Simulator = {
  /** The browser's `device.connect()` for an outgoing live call: starts its timeline (false: already started). */
  connect: (call: CallRow) => boolean;
  /** The browser hangs up: an answered call completes (with its recording), a ringing one is canceled. */
  hangup: (ctx: TelephonyContext, call: CallRow) => Promise<CallRow | undefined>;
  /**
   * Plays what an incoming call's caller gets next: a step of ringing (nobody answering in time,
   * or everybody declining, moves it on), or the voicemail, which records a short message.
   */
  follow: (outcome: DialOutcome) => Promise<void>;
  /** The ring timeout of a step, run by its delayed job: moves the call on if it still rings that step. */
  ringOut: (step: RingStep) => Promise<void>;
  /** An agent's device accepts an incoming call. */
  answer: (ctx: TelephonyContext, call: CallRow, userId: number) => Promise<CallRow | undefined>;
  /** An agent's device rejects it; once it rings for nobody of the step, the call moves on. */
  decline: (ctx: TelephonyContext, call: CallRow, userId: number) => Promise<void>;
  /** Stops whatever is scheduled for the call (discarded, abandoned). */
  forget: (callId: number) => void;
  /** Calls with something scheduled (tests). */
  pending: () => number;
  close: () => void;
};

/** A step of an incoming call's route, as the ring timeout's delayed job names it. */
export type RingStep = { callId: number; ringStep: number };

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/**
 * The simulator's timeline. It plays Twilio's part by calling the very handlers Twilio's webhooks
 * reach (`applyCallProgress`, `handleDialEnded`, `applyRecording`). A step's ring timeout is a
 * delayed job (`scheduleRingOut`), so another instance, or this one restarted, moves the call on.
 * The simulated far end (ringing, answering, hanging up, a voicemail being spoken) runs on timers
 * in this process: after a restart nothing of it fires, and the abandoned-call rule closes what
 * was left open. Each step of the timeline is an entry of its own, with a context of its own; the
 * device's actions take the context of the request that made them.
 */
export function createSimulator(options: {
  context: () => TelephonyContext;
  clock?: Clock;
  delays: SimulatorDelays;
  /** Its price list: completed calls are priced with it, as Twilio prices its calls. */
  rates: SimulatorRates;
  /** Queues the delayed job that calls `ringOut` for this step after `delayMs`. */
  scheduleRingOut: (step: RingStep, delayMs: number) => Promise<void>;
  log?: { error: (object: object, message: string) => void };
}): Simulator {
  const { context, delays } = options;
  const clock = options.clock ?? systemClock;
  const timers = new Map<number, Set<unknown>>();

  const schedule = (callId: number, ms: number, run: (ctx: TelephonyContext) => Promise<unknown>) => {
    const handles = timers.get(callId) ?? new Set();
    timers.set(callId, handles);
    const handle = clock.setTimeout(() => {
      handles.delete(handle);
      if (handles.size === 0) timers.delete(callId);
      return run(context()).catch((error: unknown) =>
        options.log?.error({ err: error, callId }, 'simulator step failed'),
      );
    }, ms);
    handles.add(handle);
  };

  const forget = (callId: number) => {
    for (const handle of timers.get(callId) ?? []) clock.clearTimeout(handle);
    timers.delete(callId);
  };

  const record = async (ctx: TelephonyContext, callId: number, seconds: number, voicemail: boolean) => {
    const recordingSid = sid('RESIM');
    const key = `simulator/${callId}-${recordingSid}.wav`;
    const audio = sineWav({ seconds, frequency: voicemail ? 523.25 : 440 });
    await ctx.recordings.put(key, Readable.from(audio));
    await applyRecording(ctx, { callId, recordingSid, key, durationSeconds: Math.round(seconds), voicemail });
  };

  const complete = async (ctx: TelephonyContext, callId: number) => {
    const ended = await applyCallProgress(ctx, { callId, status: 'completed' });
    // The price follows the duration, as Twilio's comes with its last status callback.
    const call =
      ended?.status === 'completed'
        ? await applyCallProgress(ctx, {
            callId,
            status: 'completed',
            price: priceAtRate(ended.durationSeconds ?? 0, options.rates[ended.direction]),
            priceUnit: options.rates.currency,
          })
        : ended;
    if (call?.status === 'completed' && call.recordingEnabled && call.answeredAt) {
      const seconds = Math.min(MAX_RECORDING_SECONDS, Math.max(1, call.durationSeconds ?? 1));
      await record(ctx, callId, seconds, false);
    }
    return call;
  };

  const follow = async (outcome: DialOutcome) => {
    const callId = outcome.call?.id;
    if (callId === undefined) return;
    if (outcome.next === 'ring') {
      const ms = delays.ringTimeoutMs ?? outcome.ringing.seconds * 1000;
      await options.scheduleRingOut({ callId, ringStep: outcome.call.ringStep }, ms);
    } else if (outcome.next === 'voicemail') {
      // The caller speaks for a moment after the tone, then the message is saved.
      schedule(callId, delays.answerDelayMs, (ctx) => record(ctx, callId, VOICEMAIL_SECONDS, true));
    }
  };

  const nobodyAnswered = async (ctx: TelephonyContext, callId: number) => {
    forget(callId);
    await follow(await handleDialEnded(ctx, callId, 'no-answer'));
  };

  return {
    connect: (call) => {
      if (call.status !== 'initiated' || timers.has(call.id)) return false;
      const providerCallId = sid('CASIM');
      const outcome = MAGIC_OUTCOMES[(call.phoneTo ?? '').slice(-4)];
      schedule(call.id, delays.ringDelayMs, async (ctx) => {
        await applyCallProgress(ctx, { callId: call.id, status: 'ringing', providerCallId });
        schedule(call.id, delays.answerDelayMs, async (ctx) => {
          if (outcome && outcome !== 'hangs-up') {
            await handleDialEnded(ctx, call.id, outcome);
            return;
          }
          await applyCallProgress(ctx, { callId: call.id, status: 'in-progress' });
          if (outcome === 'hangs-up')
            schedule(call.id, delays.hangupDelayMs, (ctx) => complete(ctx, call.id));
        });
      });
      return true;
    },
    hangup: async (ctx, call) => {
      forget(call.id);
      if (call.status === 'in-progress') return complete(ctx, call.id);
      if (call.status === 'initiated' || call.status === 'ringing') {
        return applyCallProgress(ctx, { callId: call.id, status: 'canceled' });
      }
      return call;
    },
    follow,
    ringOut: async ({ callId, ringStep }) => {
      const ctx = context();
      const call = await findCallForProvider(ctx, callId);
      // Answered, declined on, or ended meanwhile: this timeout is no longer the step's.
      if (call?.status !== 'ringing' || call.ringStep !== ringStep) return;
      await nobodyAnswered(ctx, callId);
    },
    answer: async (ctx, call, userId) => {
      forget(call.id);
      return applyCallProgress(ctx, { callId: call.id, status: 'in-progress', legUserId: userId });
    },
    decline: async (ctx, call, userId) => {
      // The declined leg leaves the agent's ringing list, which every instance reads.
      await applyCallProgress(ctx, { callId: call.id, status: 'busy', legUserId: userId });
      if (!(await isRingingForAnyone(ctx.db, call.id))) await nobodyAnswered(ctx, call.id);
    },
    forget,
    pending: () => timers.size,
    close: () => {
      for (const callId of [...timers.keys()]) forget(callId);
    },
  };
}
