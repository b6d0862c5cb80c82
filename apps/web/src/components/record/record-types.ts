import { MODULE_OF_SUBJECT, type RecordModule, recordUrl, type SubjectType } from '@aurora/contracts/records';
import { Building2, Handshake, type LucideIcon, Plane, Target, Truck, UserRound } from 'lucide-react';

export type RecordType = {
  module: RecordModule;
  /** The icon of its results and links (search palette). */
  icon: LucideIcon;
  /** Its name, singular: "Lead". */
  labelKey: `record.subjects.${SubjectType}`;
  /** Its name as a group of search results: "Leads". */
  groupKey: `search.groups.${SubjectType}`;
  /** It has no page of its own and opens on its client's page, so a link needs the client's id. */
  opensOnClient: boolean;
};

/**
 * The record types the web app shows, one entry each: the timeline, the search palette, the call
 * log and the record links read them instead of branching on the type. The web path itself is the
 * rule the server shares (`recordUrl` in the contracts).
 */
export const RECORD_TYPES = {
  lead: {
    module: MODULE_OF_SUBJECT.lead,
    icon: Target,
    labelKey: 'record.subjects.lead',
    groupKey: 'search.groups.lead',
    opensOnClient: false,
  },
  client: {
    module: MODULE_OF_SUBJECT.client,
    icon: Building2,
    labelKey: 'record.subjects.client',
    groupKey: 'search.groups.client',
    opensOnClient: false,
  },
  contact: {
    module: MODULE_OF_SUBJECT.contact,
    icon: UserRound,
    labelKey: 'record.subjects.contact',
    groupKey: 'search.groups.contact',
    opensOnClient: true,
  },
  opportunity: {
    module: MODULE_OF_SUBJECT.opportunity,
    icon: Handshake,
    labelKey: 'record.subjects.opportunity',
    groupKey: 'search.groups.opportunity',
    opensOnClient: false,
  },
  trip: {
    module: MODULE_OF_SUBJECT.trip,
    icon: Plane,
    labelKey: 'record.subjects.trip',
    groupKey: 'search.groups.trip',
    opensOnClient: false,
  },
  supplier: {
    module: MODULE_OF_SUBJECT.supplier,
    icon: Truck,
    labelKey: 'record.subjects.supplier',
    groupKey: 'search.groups.supplier',
    opensOnClient: false,
  },
} as const satisfies Record<SubjectType, RecordType>;

/** A link is always known for a type with its own page; for the others it needs the client. */
type Link<T extends SubjectType> = (typeof RECORD_TYPES)[T]['opensOnClient'] extends false
  ? string
  : string | null;

/**
 * The link to a record below the organization's `base` (`/mx`); null when it cannot be built: a
 * contact whose client is not known.
 */
export function recordLink(base: string, type: SubjectType, id: number, clientId: number): string;
export function recordLink<T extends SubjectType>(
  base: string,
  type: T,
  id: number,
  clientId?: number | null,
): Link<T>;
export function recordLink(
  base: string,
  type: SubjectType,
  id: number,
  clientId?: number | null,
): string | null {
  if (RECORD_TYPES[type].opensOnClient && !clientId) return null;
  return `${base}${recordUrl(type, id, clientId)}`;
}
