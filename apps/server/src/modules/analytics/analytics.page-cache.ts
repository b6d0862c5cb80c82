import { type CallAnalyticsQuery, callAnalyticsSchema } from '@aurora/contracts/analytics';
import { dataOf } from '@aurora/contracts/http';
import { dayIn } from '@aurora/contracts/time-zones';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Clock } from '#platform/clock.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import { findPageVersion } from './analytics.repository.ts';
import { getCallAnalytics, type Viewer } from './analytics.service.ts';

/*
 * The analytics page computed once and served to everyone who asks the same question, in this
 * process (decision 044). A page is keyed by what it depends on: the organization, the revision of
 * its call rollups, its service level and how far its agents' days are rolled (read on every
 * request, so a call that ended on any instance shows at once), the viewer's scope, today and the
 * query. What moves without a revision (the agents' time in states as the clock runs, deals won,
 * bookings confirmed, team membership) is at most PAGE_TTL_MS old.
 */

/** How long a page is served at most: the age of the figures that move without a revision. */
export const PAGE_TTL_MS = 30_000;

/** Pages kept per process; a year's page is about 100 kB. */
const PAGES = 200;

/** The answer of `GET /{org}/analytics/calls`: its route's response schema too. */
export const callAnalyticsAnswerSchema = dataOf(callAnalyticsSchema);

/** A page as it is sent, checked against its contract once, when computed. */
export type Answer = z.output<typeof callAnalyticsAnswerSchema>;
type Compute = () => Promise<Answer>;

export type PageCache = LRUCache<string, Answer, Compute>;

export function createPageCache(clock: Clock): PageCache {
  return new LRUCache<string, Answer, Compute>({
    max: PAGES,
    ttl: PAGE_TTL_MS,
    perf: { now: () => clock.now().getTime() },
    // The app's clock on every look: a remembered reading would outlive a manual clock's move.
    ttlResolution: 0,
    // Callers asking while a page is being computed wait for that computation; a failure is not kept.
    fetchMethod: (_key, _stale, { context }) => context(),
    // A page pushed out while being computed still answers the requests waiting for it.
    ignoreFetchAbort: true,
  });
}

/**
 * The answer of `GET /{org}/analytics/calls` from `pages`, computed when no page answers the same
 * question.
 */
export async function cachedCallAnalytics(
  pages: PageCache,
  ctx: OrganizationContext,
  viewer: Viewer,
  query: CallAnalyticsQuery,
): Promise<Answer> {
  const { organization } = ctx;
  const key = JSON.stringify([
    organization.id,
    await findPageVersion(ctx.db, organization.id),
    // Administrators share one page; anyone else's depends on who they are (a team leader sees
    // everyone, an agent only themselves).
    viewer.isAdmin ? 'everyone' : viewer.userId,
    dayIn(ctx.clock.now(), organization.timeZone),
    query,
  ]);
  const answer = await pages.fetch(key, {
    context: async () =>
      callAnalyticsAnswerSchema.parse({ data: await getCallAnalytics(ctx, viewer, query) }),
  });
  if (!answer) throw new Error(`analytics page ${key} was neither found nor computed`);
  return answer;
}
