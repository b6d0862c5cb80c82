import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { en } from '../../../lib/locales/en';

type RelationshipKey = keyof (typeof en)['contactForm']['relationships'];

const KEYS: ReadonlySet<string> = new Set<RelationshipKey>([
  'spouse',
  'partner',
  'child',
  'parent',
  'sibling',
  'grandparent',
  'grandchild',
  'assistant',
  'colleague',
  'friend',
]);

/**
 * A contact's relationship as people read it. The field is free text, but imports and the demo
 * data store keys (`spouse`, `child`): those are shown translated, anything else as typed.
 */
export function useRelationshipLabel() {
  const { t } = useTranslation();
  return useCallback(
    (relationship: string) => {
      const key = relationship.trim().toLowerCase();
      return KEYS.has(key) ? t(`contactForm.relationships.${key as RelationshipKey}`) : relationship;
    },
    [t],
  );
}
