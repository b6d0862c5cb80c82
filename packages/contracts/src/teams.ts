/**
 * Teams of an organization (`/api/v2/{org}/teams`): agents who answer a set of numbers, with a
 * ring strategy, business hours in the organization's time zone, and a fallback when nobody
 * answers or the team is closed.
 */
import { z } from 'zod';

export const RING_STRATEGIES = ['simultaneous', 'round_robin', 'longest_idle'] as const;
export type RingStrategy = (typeof RING_STRATEGIES)[number];

/** What an unanswered or out-of-hours call does: record a voicemail, ring another team, or play the number's greeting. */
export const FALLBACK_ACTIONS = ['voicemail', 'team', 'greeting'] as const;
export type FallbackAction = (typeof FALLBACK_ACTIONS)[number];

export const DEFAULT_AGENT_RING_SECONDS = 25;
export const DEFAULT_TOTAL_RING_SECONDS = 90;

/** ISO weekdays, 1 = Monday ... 7 = Sunday. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use a time as HH:MM.' });
export const openingSchema = z.object({ open: clockTimeSchema, close: clockTimeSchema });
export type Opening = z.infer<typeof openingSchema>;

/** Opening hours per weekday in the organization's time zone; a missing or empty day is closed. */
export const businessHoursSchema = z.partialRecord(z.enum(WEEKDAYS), z.array(openingSchema));
export type BusinessHours = z.infer<typeof businessHoursSchema>;
