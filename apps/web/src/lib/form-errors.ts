import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts a 422 answer's field errors on the form's fields; messages for fields the form does not
 * show (and the overall message when no field matched) go to the form's root error. Nested keys
 * (`phones.1.value`) land on the row's field when the form has the list (`phones`).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): void {
  if (!(error instanceof ApiError)) return;
  const leftovers: string[] = [];
  let matched = 0;
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message) continue;
    const known = fields as readonly string[];
    if (known.includes(field) || known.includes(field.split('.')[0] ?? field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: matched === 0 });
      matched += 1;
    } else {
      leftovers.push(message);
    }
  }
  if (leftovers.length > 0 || matched === 0) {
    setError('root' as Path<T>, { type: 'server', message: leftovers.join(' ') || error.message });
  }
}
