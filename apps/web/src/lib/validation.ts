import { parseValidationMessage } from '@aurora/contracts/validation-messages';
import type { TFunction } from 'i18next';

/**
 * A validation sentence in the interface language: the contracts' schemas, zod's error map
 * (`zod-config.ts`) and the server all write the English sentences of one table, which the web
 * app has in every language; a sentence outside it (a server rule's own) is shown as it came.
 */
export function validationText(message: string, t: TFunction): string {
  const parsed = parseValidationMessage(message);
  return parsed ? t(`validation.${parsed.key}`, parsed.values) : message;
}
