import type { ActivityItem, ActivityType } from '@aurora/contracts/records';
import type { LucideIcon } from 'lucide-react';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * A timeline entry that tells more than one line, drawn by the entity that knows its data (a
 * call's outcome, notes and recording, from `entities/calls`): the kit cannot import entities, so
 * the app hands them in with `ActivityEntryKindsProvider`.
 */
export type ActivityEntryKind = {
  /** The rail's icon, and its tint classes when it has one (a missed call is red). */
  icon: (item: ActivityItem) => { icon: LucideIcon; tone?: string | undefined };
  /** What happened; `base` is the organization's path (`/mx`) for links. */
  Body: ComponentType<{ item: ActivityItem; base: string }>;
};

const ActivityEntryKinds = createContext<Partial<Record<ActivityType, ActivityEntryKind>>>({});

export const ActivityEntryKindsProvider = ActivityEntryKinds.Provider;

export const useActivityEntryKind = (type: ActivityType) => useContext(ActivityEntryKinds)[type];
