import { SEEDED_REFERENCE_NAMES } from '@aurora/contracts/reference-names';
import type { TFunction } from 'i18next';

/**
 * The name of a reference row the app seeded, in the interface language: keyed by its stable key,
 * and only while it still has its seeded (English) name; a renamed or custom one keeps its own.
 */
export function referenceName(
  t: TFunction,
  group: 'statuses' | 'definitions',
  kind: string,
  key: string,
  storedName: string,
): string {
  const seeded = (SEEDED_REFERENCE_NAMES[group] as Record<string, Record<string, string> | undefined>)[
    kind
  ]?.[key];
  return seeded === storedName
    ? t(`reference.${group}.${kind}.${key}` as 'common.save', storedName)
    : storedName;
}
