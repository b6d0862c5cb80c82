import type { SearchResult } from '@aurora/contracts/search';

export type RecentRecord = Pick<SearchResult, 'type' | 'id' | 'title' | 'subtitle' | 'url'>;

const MAX_RECENT = 6;
const keyOf = (organizationCode: string) => `aurora.recentRecords.${organizationCode.toLowerCase()}`;

/** The records last opened from the search, newest first, per organization. */
export function readRecent(organizationCode: string): RecentRecord[] {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(organizationCode)) ?? '[]');
    return Array.isArray(stored) ? (stored as RecentRecord[]).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(organizationCode: string, record: RecentRecord): void {
  const others = readRecent(organizationCode).filter(
    (item) => !(item.type === record.type && item.id === record.id),
  );
  const { type, id, title, subtitle, url } = record;
  try {
    localStorage.setItem(
      keyOf(organizationCode),
      JSON.stringify([{ type, id, title, subtitle, url }, ...others].slice(0, MAX_RECENT)),
    );
  } catch {
    // Storage full or blocked: recents are a convenience.
  }
}

export function clearRecent(organizationCode: string): void {
  localStorage.removeItem(keyOf(organizationCode));
}
