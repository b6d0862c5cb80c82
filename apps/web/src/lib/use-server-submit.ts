import { type BaseSyntheticEvent, type RefObject, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, errorReference } from './api-client';
import { applyServerErrors } from './form-errors';

/**
 * The submit handler of a form that saves to the API: runs the form's validation, then
 * `onSubmit`; a 422 answer lands on the fields (`fields` lists the names the form shows), any
 * other error in the form's root error, with the request's reference (`errorReference`) as
 * `root.reference` when support must look it up. `saved` is true from the moment a save starts until it
 * fails, so the unsaved-changes guard lets the navigation that follows a save through.
 */
export function useServerSubmit<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  fields: ReadonlyArray<Path<TValues>>,
  onSubmit: (values: TOutput) => Promise<void>,
): { submit: (event?: BaseSyntheticEvent) => Promise<void>; saved: RefObject<boolean> } {
  const saved = useRef(false);
  const submit = form.handleSubmit(async (values) => {
    try {
      saved.current = true;
      await onSubmit(values);
    } catch (error) {
      saved.current = false;
      if (error instanceof ApiError && error.status === 422) {
        applyServerErrors(error, form.setError, fields);
      } else {
        form.setError('root', {
          type: 'server',
          message: error instanceof Error ? error.message : String(error),
        });
        // Under the root error, so the next submit clears both: `errors.root.reference.message`.
        const reference = errorReference(error);
        if (reference) form.setError('root.reference', { type: 'server', message: reference });
      }
    }
  });
  return { submit, saved };
}
