import { NOTE_MAX_LENGTH } from '@aurora/contracts/notes';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { Button } from '../ui/button';
import { Textarea } from '../ui/input';
import { useCreateNote } from './api/create-note';
import type { RecordSubject } from './api/keys';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Ctrl+Enter, or Cmd+Enter on a Mac: how a note is saved from the keyboard. */
export const isSaveShortcut = (event: KeyboardEvent) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);

export function saveShortcutLabel(): string {
  return isMac() ? '⌘ Enter' : 'Ctrl Enter';
}

/** A textarea to add a note to the record; Ctrl/Cmd+Enter saves. */
export function NoteComposer({ subject }: { subject: RecordSubject }) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateNote(subject);
  const empty = body.trim().length === 0;

  const save = async () => {
    if (empty || create.isPending) return;
    setError(null);
    try {
      await create.mutateAsync({ body });
      setBody('');
    } catch (failure) {
      setError(errorMessage(failure, t('notes.saveFailed')));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="rounded-lg border border-neutral-200 bg-white shadow-xs focus-within:border-primary-500 focus-within:ring-3 focus-within:ring-primary-500/20 dark:border-neutral-700 dark:bg-neutral-900"
    >
      <label htmlFor={id} className="sr-only">
        {t('notes.add')}
      </label>
      <Textarea
        id={id}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (isSaveShortcut(event)) {
            event.preventDefault();
            void save();
          }
        }}
        placeholder={t('notes.placeholder')}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        className="resize-y border-0 shadow-none focus:ring-0"
      />
      <div className="flex items-center justify-between gap-2 px-2.5 pb-2">
        <p
          id={`${id}-hint`}
          className={
            error
              ? 'text-xs text-error-600 dark:text-error-400'
              : 'text-xs text-neutral-500 dark:text-neutral-400'
          }
        >
          {error ?? t('notes.shortcut', { keys: saveShortcutLabel() })}
        </p>
        <Button type="submit" variant="primary" size="sm" disabled={empty} loading={create.isPending}>
          {t('notes.save')}
        </Button>
      </div>
    </form>
  );
}
