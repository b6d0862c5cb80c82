import { z } from 'zod';

/**
 * Why a component is not ready. Only these words leave the server: the error itself (which may
 * name a host, a bucket or a key) is logged on the instance.
 */
export const readinessReasonSchema = z.enum(['timeout', 'failed', 'stale', 'stopped']);
export type ReadinessReason = z.infer<typeof readinessReasonSchema>;

/** One component of `GET /ready`. `disabled`: not configured here (Redis without REDIS_URL). */
export const readinessCheckSchema = z.object({
  status: z.enum(['up', 'down', 'disabled']),
  reason: readinessReasonSchema.optional(),
  /** How long the check took. */
  duration_ms: z.number().int().nonnegative(),
});
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

/**
 * `GET /ready`: whether this instance should receive traffic. Answered 200 when `ready`, 503 with
 * the same body when not (a component down, or the instance shutting down).
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  /** True from SIGTERM on: the balancer should stop sending requests before the instance closes. */
  shutting_down: z.boolean(),
  checks: z.object({
    database: readinessCheckSchema,
    redis: readinessCheckSchema,
    jobs: readinessCheckSchema,
    storage: readinessCheckSchema,
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
