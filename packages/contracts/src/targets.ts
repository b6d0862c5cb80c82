/**
 * Monthly targets: an administrator sets, for a month, what each agent and each team should reach;
 * the dashboards show the progress against them and the month's pace.
 *
 * - `GET /api/v2/{org}/targets/{month}`: the month's targets (every member reads them).
 * - `PUT /api/v2/{org}/targets/{month}`: the month's whole set, replacing what was there
 *   (administrators). A subject with no row has no target for that metric.
 *
 * `won_amount` is in minor units of the organization's currency, like opportunity amounts;
 * `answer_rate` is a percentage (0 to 100); the others are counts.
 */
import { z } from 'zod';
import { idSchema } from './http.ts';
import { isMonth } from './months.ts';
import { OPPORTUNITY_AMOUNT_MAX } from './opportunities.ts';

export const TARGET_METRICS = ['won_amount', 'won_deals', 'calls', 'answer_rate'] as const;
export type TargetMetric = (typeof TARGET_METRICS)[number];

export const TARGET_SUBJECTS = ['agent', 'team'] as const;
export type TargetSubject = (typeof TARGET_SUBJECTS)[number];

/** The most a target may say, per metric. */
export const TARGET_MAX: Record<TargetMetric, number> = {
  won_amount: OPPORTUNITY_AMOUNT_MAX,
  won_deals: 100_000,
  calls: 1_000_000,
  answer_rate: 100,
};

/** The most rows one month may hold: every agent and team of a large group, times the metrics. */
export const TARGETS_PER_MONTH_MAX = 4000;

export const targetMonthParamSchema = z.object({
  month: z.string().refine(isMonth, { error: 'The month must be a month like 2026-03.' }),
});

export const targetInputSchema = z
  .object({
    subject_type: z.enum(TARGET_SUBJECTS),
    subject_id: idSchema,
    metric: z.enum(TARGET_METRICS),
    value: z
      .number({ error: 'Must be a whole number.' })
      .int({ error: 'Must be a whole number.' })
      .min(0, { error: 'Must not be negative.' }),
  })
  .superRefine((target, ctx) => {
    const max = TARGET_MAX[target.metric];
    if (target.value > max)
      ctx.addIssue({ code: 'custom', path: ['value'], message: `Must be at most ${max}.` });
  });
export type TargetInput = z.output<typeof targetInputSchema>;

export const monthTargetsInputSchema = z.object({
  targets: z
    .array(targetInputSchema)
    .max(TARGETS_PER_MONTH_MAX, { error: `At most ${TARGETS_PER_MONTH_MAX} targets in a month.` }),
});
export type MonthTargetsInput = z.output<typeof monthTargetsInputSchema>;

export const targetSchema = z.object({
  subject_type: z.enum(TARGET_SUBJECTS),
  subject: z.object({ id: z.number().int(), name: z.string() }),
  metric: z.enum(TARGET_METRICS),
  value: z.number().int(),
});
export type Target = z.infer<typeof targetSchema>;

export const monthTargetsSchema = z.object({
  month: z.string(),
  /** The currency of `won_amount`: the organization's. */
  currency: z.string(),
  targets: z.array(targetSchema),
});
export type MonthTargets = z.infer<typeof monthTargetsSchema>;
