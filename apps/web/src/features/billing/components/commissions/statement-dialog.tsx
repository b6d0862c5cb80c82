import {
  type CommissionStatement,
  type ConfirmStatementInput,
  confirmStatementSchema,
  DECIMAL_MARKS,
  STATEMENT_SEPARATORS,
  type StatementLine,
} from '@aurora/contracts/billing/payables';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIsMutating } from '@tanstack/react-query';
import { Fragment, useEffect, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmptyCell } from '../../../../components/data-table/cells';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field, TextField } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-layout';
import { Select } from '../../../../components/ui/input';
import { QueryErrorPanel } from '../../../../components/ui/query-error-card';
import { LoadingPanel } from '../../../../components/ui/state-panel';
import { toast, toastFailure } from '../../../../components/ui/toast-store';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';
import { useServerSubmit } from '../../../../lib/use-server-submit';
import {
  CONFIRM_STATEMENT_KEY,
  useConfirmCommissionStatement,
} from '../../api/payables/confirm-commission-statement';
import { useCommissionStatement } from '../../api/payables/get-commission-statement';
import { useCommissions } from '../../api/payables/get-commissions';
import { useResolveStatementLine } from '../../api/payables/resolve-statement-line';
import { td, th } from '../payables/billing-cells';

const SEPARATOR_KEYS = { ',': 'comma', ';': 'semicolon' } as const;
const DECIMAL_KEYS = { '.': 'point', ',': 'comma' } as const;

/**
 * One commission statement. A draft shows the file as the server read it (the separator and
 * decimal mark it detected, the columns, each line and the booking it would pay) for the person
 * to confirm, with the day the money came in; a confirmed one its matched lines, and the unmatched
 * ones to give to one of the supplier's bookings or to ignore.
 */
export function StatementDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const statement = useCommissionStatement(id);
  const confirming = useIsMutating({ mutationKey: CONFIRM_STATEMENT_KEY }) > 0;
  const data = statement.data;
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={
        data ? t('payables.statements.dialogTitle', { name: data.file_name }) : t('payables.statements.title')
      }
      description={data ? <StatementFacts statement={data} /> : undefined}
      footer={
        data?.status === 'draft' ? (
          <>
            <Button onClick={onClose}>{t('payables.statements.later')}</Button>
            <Button type="submit" form="billing-statement-confirm" variant="primary" loading={confirming}>
              {t('payables.statements.confirm')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{t('common.close')}</Button>
        )
      }
    >
      {statement.isPending ? (
        <LoadingPanel label={t('payables.statements.loadingOne')} />
      ) : statement.isError || !data ? (
        <QueryErrorPanel
          title={t('payables.statements.loadError')}
          description={statement.error?.message}
          onRetry={() => void statement.refetch()}
        />
      ) : data.status === 'draft' ? (
        <DraftStatement statement={data} />
      ) : (
        <ConfirmedStatement statement={data} />
      )}
    </Dialog>
  );
}

function StatementFacts({ statement }: { statement: CommissionStatement }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{statement.supplier.name}</span>
      <span aria-hidden="true">·</span>
      <span>{statement.currency}</span>
      <span aria-hidden="true">·</span>
      <span>{t('payables.statements.uploaded', { date: format.dateTime(statement.created_at) })}</span>
      <Badge tone={statement.status === 'draft' ? 'warning' : 'success'}>
        {t(`payables.statements.status.${statement.status}`)}
      </Badge>
    </span>
  );
}

type ConfirmValues = { separator: string; decimal_mark: string; received_on: string; reference: string };
const CONFIRM_FIELDS = ['separator', 'decimal_mark', 'received_on', 'reference'] as const;

function DraftStatement({ statement }: { statement: CommissionStatement }) {
  const { t } = useTranslation();
  const format = useFormat();
  const confirm = useConfirmCommissionStatement();
  const form = useForm<ConfirmValues, unknown, ConfirmStatementInput>({
    resolver: zodResolver(confirmStatementSchema) as unknown as Resolver<
      ConfirmValues,
      unknown,
      ConfirmStatementInput
    >,
    defaultValues: {
      separator: statement.separator,
      decimal_mark: statement.decimal_mark,
      received_on: format.today(),
      reference: '',
    },
  });
  const { submit } = useServerSubmit(form, CONFIRM_FIELDS, async (input) => {
    const confirmed = await confirm.mutateAsync({ id: statement.id, input });
    const unmatched = confirmed.lines.filter((line) => line.state === 'unmatched').length;
    toast({
      title: t('payables.statements.confirmed'),
      description: unmatched > 0 ? t('payables.statements.toResolve', { count: unmatched }) : undefined,
      color: 'success',
    });
  });
  const [separator, decimalMark] = useWatch({ control: form.control, name: ['separator', 'decimal_mark'] });
  const changed = separator !== statement.separator || decimalMark !== statement.decimal_mark;
  const matched = statement.lines.filter((line) => line.state === 'matched').length;
  return (
    <div className="flex flex-col gap-4">
      <form
        id="billing-statement-confirm"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-3"
      >
        <FormAlert
          message={form.formState.errors.root?.message}
          reference={form.formState.errors.root?.reference?.message}
        />
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {t('payables.statements.detected', {
            separator: t(`payables.statements.inSentence.${SEPARATOR_KEYS[statement.separator]}`),
            decimal: t(`payables.statements.inSentence.${DECIMAL_KEYS[statement.decimal_mark]}Mark`),
          })}
        </p>
        <div className="grid gap-3 sm:grid-cols-4">
          <Field id="billing-statement-separator" label={t('payables.statements.separator')} required>
            {(aria) => (
              <Select {...aria} {...form.register('separator')}>
                {STATEMENT_SEPARATORS.map((value) => (
                  <option key={value} value={value}>
                    {t(`payables.statements.separators.${SEPARATOR_KEYS[value]}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="billing-statement-decimal" label={t('payables.statements.decimalMark')} required>
            {(aria) => (
              <Select {...aria} {...form.register('decimal_mark')}>
                {DECIMAL_MARKS.map((value) => (
                  <option key={value} value={value}>
                    {t(`payables.statements.decimals.${DECIMAL_KEYS[value]}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <TextField
            form={form}
            name="received_on"
            id="billing-statement-received-on"
            label={t('payables.receipt.receivedOn')}
            type="date"
            required
          />
          <TextField
            form={form}
            name="reference"
            id="billing-statement-reference"
            label={t('payables.receipt.reference')}
            maxLength={100}
          />
        </div>
        {changed ? (
          <p
            role="status"
            className="rounded-md bg-warning-50 px-3 py-2 text-sm text-warning-800 dark:bg-warning-500/10 dark:text-warning-300"
          >
            {t('payables.statements.formatChanged')}
          </p>
        ) : null}
      </form>
      <Columns statement={statement} />
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        {t('payables.statements.preview', { count: statement.lines.length, matched })}
      </p>
      <LinesTable
        statement={statement}
        lines={statement.lines}
        caption={t('payables.statements.previewCaption')}
      />
      <Totals statement={statement} />
    </div>
  );
}

function Columns({ statement }: { statement: CommissionStatement }) {
  const { t } = useTranslation();
  const entries = (['confirmation_number', 'traveller', 'date', 'amount', 'currency'] as const).filter(
    (key) => statement.columns[key] !== null,
  );
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-neutral-600 dark:text-neutral-400">
      {entries.map((key) => (
        <div key={key} className="flex gap-1">
          <dt>{t(`payables.statements.columns.${key}`)}:</dt>
          <dd className="font-mono text-neutral-900 dark:text-neutral-100">{statement.columns[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

function Totals({ statement }: { statement: CommissionStatement }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-md bg-neutral-50 px-3 py-2 text-sm dark:bg-neutral-800/60">
      {(['matched', 'unmatched', 'ignored'] as const).map((state) => (
        <div key={state}>
          <dt className="text-xs text-neutral-500 dark:text-neutral-400">
            {t(`payables.statements.totals.${state}`)}
          </dt>
          <dd className="font-semibold tabular-nums text-neutral-900 dark:text-white">
            {money.format(statement.totals[state], statement.currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ConfirmedStatement({ statement }: { statement: CommissionStatement }) {
  const { t } = useTranslation();
  const unmatched = statement.lines.filter((line) => line.state === 'unmatched');
  const others = statement.lines.filter((line) => line.state !== 'unmatched');
  return (
    <div className="flex flex-col gap-4">
      <Totals statement={statement} />
      <section aria-labelledby="billing-statement-unmatched" className="flex flex-col gap-2">
        <h3
          id="billing-statement-unmatched"
          className="text-sm font-semibold text-neutral-900 dark:text-white"
        >
          {t('payables.statements.unmatchedTitle', { count: unmatched.length })}
        </h3>
        {unmatched.length === 0 ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            {t('payables.statements.allResolved')}
          </p>
        ) : (
          <>
            <p className="text-xs text-neutral-600 dark:text-neutral-400">
              {t('payables.statements.unmatchedHint')}
            </p>
            <LinesTable
              statement={statement}
              lines={unmatched}
              caption={t('payables.statements.unmatchedTitle', { count: unmatched.length })}
              resolve
            />
          </>
        )}
      </section>
      {others.length > 0 ? (
        <section aria-labelledby="billing-statement-matched" className="flex flex-col gap-2">
          <h3
            id="billing-statement-matched"
            className="text-sm font-semibold text-neutral-900 dark:text-white"
          >
            {t('payables.statements.matchedTitle', { count: others.length })}
          </h3>
          <LinesTable
            statement={statement}
            lines={others}
            caption={t('payables.statements.matchedTitle', { count: others.length })}
          />
        </section>
      ) : null}
    </div>
  );
}

function LinesTable({
  statement,
  lines,
  caption,
  resolve = false,
}: {
  statement: CommissionStatement;
  lines: StatementLine[];
  caption: string;
  resolve?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  return (
    <div className="max-h-[45vh] overflow-auto rounded-md border border-neutral-200 dark:border-neutral-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 border-b border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-950">
          <tr>
            <th scope="col" className={`${th} pl-3 text-right`}>
              {t('payables.statements.columns.line')}
            </th>
            <th scope="col" className={th}>
              {t('payables.statements.columns.confirmation_number')}
            </th>
            <th scope="col" className={th}>
              {t('payables.statements.columns.traveller')}
            </th>
            <th scope="col" className={th}>
              {t('payables.statements.columns.date')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('payables.statements.columns.amount')}
            </th>
            {resolve ? null : (
              <th scope="col" className={`${th} pr-3`}>
                {t('payables.statements.columns.booking')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className={resolve ? undefined : 'divide-y divide-neutral-100 dark:divide-neutral-800'}>
          {lines.map((line) => (
            <Fragment key={line.line}>
              <tr
                className={
                  resolve ? 'border-t border-neutral-100 first:border-t-0 dark:border-neutral-800' : undefined
                }
              >
                <td className={`${td} pl-3 text-right tabular-nums text-neutral-500`}>{line.line}</td>
                <td className={`${td} font-mono text-xs`}>{line.confirmation_number ?? <EmptyCell />}</td>
                <td className={`${td} max-w-40 truncate`} title={line.traveller ?? undefined}>
                  {line.traveller ?? <EmptyCell />}
                </td>
                <td className={`${td} whitespace-nowrap tabular-nums`}>
                  {line.date ? format.day(line.date) : <EmptyCell />}
                </td>
                <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                  {money.format(line.amount, statement.currency)}
                </td>
                {resolve ? null : (
                  <td className={`${td} w-[36%] max-w-0 pr-3`}>
                    <LineBooking line={line} />
                  </td>
                )}
              </tr>
              {resolve ? (
                <tr>
                  <td />
                  <td colSpan={4} className="px-3 pb-3">
                    <ResolveLine statement={statement} line={line} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LineBooking({ line }: { line: StatementLine }) {
  const { t } = useTranslation();
  if (line.state === 'ignored')
    return <Badge tone="neutral">{t('payables.statements.lineStates.ignored')}</Badge>;
  if (!line.booking) return <Badge tone="warning">{t('payables.statements.noMatch')}</Badge>;
  return (
    <span className="block">
      <span
        className="block truncate font-medium text-neutral-900 dark:text-white"
        title={line.booking.title}
      >
        <span className="font-mono text-xs text-neutral-600 dark:text-neutral-400">
          {line.booking.trip.reference}
        </span>{' '}
        {line.booking.title}
      </span>
      {line.match ? (
        <span className="block text-xs text-success-700 dark:text-success-300">
          {t(`payables.statements.matches.${line.match}`)}
        </span>
      ) : null}
    </span>
  );
}

/** An unmatched line of a confirmed statement: one of the supplier's bookings (its currency), or ignored. */
function ResolveLine({ statement, line }: { statement: CommissionStatement; line: StatementLine }) {
  const { t } = useTranslation();
  const money = useMoney();
  const resolve = useResolveStatementLine();
  const bookings = useCommissions({ supplier_id: statement.supplier.id });
  const [bookingId, setBookingId] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (bookingId) setMissing(false);
  }, [bookingId]);
  const options = (bookings.data?.data ?? []).filter(
    (commission) => commission.currency === statement.currency,
  );
  const failed = (error: Error) => toastFailure({ title: t('payables.statements.resolveFailed'), error });
  const selectId = `billing-statement-line-${line.line}`;
  return (
    <div className="flex flex-wrap items-start gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={selectId} className="sr-only">
          {t('payables.statements.assignTo', { line: line.line })}
        </label>
        <Select
          id={selectId}
          value={bookingId}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${selectId}-error` : undefined}
          onChange={(event) => setBookingId(event.target.value)}
        >
          <option value="">
            {bookings.isPending
              ? t('payables.statements.loadingBookings')
              : t('payables.receipt.chooseBooking')}
          </option>
          {options.map((commission) => (
            <option key={commission.booking.id} value={String(commission.booking.id)}>
              {`${commission.booking.trip.reference} · ${commission.booking.title} · ${money.format(commission.open, commission.currency)}`}
            </option>
          ))}
        </Select>
        {missing ? (
          <p id={`${selectId}-error`} className="mt-1 text-xs text-error-600 dark:text-error-400">
            {t('payables.receipt.errors.chooseBooking')}
          </p>
        ) : null}
      </div>
      <Button
        size="sm"
        variant="primary"
        loading={resolve.isPending && resolve.variables?.input.action === 'assign'}
        disabled={resolve.isPending}
        onClick={() => {
          if (!bookingId) {
            setMissing(true);
            return;
          }
          resolve.mutate(
            { id: statement.id, line: line.line, input: { action: 'assign', booking_id: Number(bookingId) } },
            { onError: failed },
          );
        }}
      >
        {t('payables.statements.assign')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        loading={resolve.isPending && resolve.variables?.input.action === 'ignore'}
        disabled={resolve.isPending}
        aria-label={t('payables.statements.ignoreLine', { line: line.line })}
        onClick={() =>
          resolve.mutate(
            { id: statement.id, line: line.line, input: { action: 'ignore' } },
            { onError: failed },
          )
        }
      >
        {t('payables.statements.ignore')}
      </Button>
    </div>
  );
}
