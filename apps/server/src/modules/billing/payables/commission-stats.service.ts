import type { Database } from '#platform/db/client.ts';
import { sumCommissionsOfOwner } from './commission-stats.repository.ts';

/** The agent dashboard's commission earned this month: received for their trips' bookings. */
export const commissionsEarnedBy = (db: Database, userId: number, now: Date) =>
  sumCommissionsOfOwner(db, userId, now);
