import type { Note } from '@aurora/contracts/notes';
import { NOTE_MAX_LENGTH } from '@aurora/contracts/notes';
import { Pencil, Pin, PinOff, StickyNote, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { isAdmin } from '../../lib/permissions';
import { useSession } from '../../lib/session-store';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { Card, CardHeader } from '../ui/card';
import { ConfirmDialog } from '../ui/dialog';
import { Textarea } from '../ui/input';
import { QueryErrorPanel } from '../ui/query-error-card';
import { RelativeTime } from '../ui/relative-time';
import { LoadingPanel, StatePanel } from '../ui/state-panel';
import { toast, toastFailure } from '../ui/toast-store';
import { Tooltip } from '../ui/tooltip';
import { useDeleteNote } from './api/delete-note';
import { useNotes } from './api/get-notes';
import type { RecordSubject } from './api/keys';
import { useUpdateNote } from './api/update-note';
import { isSaveShortcut, NoteComposer, saveShortcutLabel } from './note-composer';

function IconAction({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={label}
        onClick={onClick}
        className="text-neutral-500"
      >
        {children}
      </Button>
    </Tooltip>
  );
}

function NoteItem({ note, subject, canEdit }: { note: Note; subject: RecordSubject; canEdit: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateNote(subject);
  const remove = useDeleteNote(subject);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.body);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const author = note.author?.name ?? t('activity.someone');
  const edited = new Date(note.updated_at).getTime() - new Date(note.created_at).getTime() > 1000;

  const save = async () => {
    if (!draft.trim()) return;
    setError(null);
    try {
      await update.mutateAsync({ id: note.id, input: { body: draft } });
      setEditing(false);
    } catch (failure) {
      setError(errorMessage(failure, t('notes.saveFailed')));
    }
  };

  const togglePin = async () => {
    try {
      await update.mutateAsync({ id: note.id, input: { pinned: !note.pinned } });
      toast({ title: note.pinned ? t('notes.unpinnedToast') : t('notes.pinnedToast'), color: 'success' });
    } catch (failure) {
      toastFailure({ title: t('notes.saveFailed'), error: failure });
    }
  };

  return (
    <li
      aria-label={t('notes.noteBy', { name: author })}
      className={cn(
        'rounded-lg border px-3 py-2.5',
        note.pinned
          ? 'border-warning-200 bg-warning-50/60 dark:border-warning-500/30 dark:bg-warning-500/5'
          : 'border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900',
      )}
    >
      <div className="flex items-start gap-2.5">
        <Avatar name={author} size="sm" className="mt-0.5" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-1.5 text-xs text-neutral-500 dark:text-neutral-400">
            <span className="font-medium text-neutral-900 dark:text-white">{author}</span>
            <span aria-hidden="true">·</span>
            <RelativeTime value={note.created_at} />
            {edited ? <span>({t('notes.edited')})</span> : null}
            {note.pinned ? (
              <span className="inline-flex items-center gap-0.5 font-medium text-warning-700 dark:text-warning-300">
                <Pin aria-hidden="true" className="size-3" />
                {t('notes.pinned')}
              </span>
            ) : null}
          </div>
          {editing ? (
            <div className="mt-2">
              <Textarea
                aria-label={t('notes.editLabel')}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (isSaveShortcut(event)) {
                    event.preventDefault();
                    void save();
                  } else if (event.key === 'Escape') {
                    event.stopPropagation();
                    setEditing(false);
                    setDraft(note.body);
                  }
                }}
                maxLength={NOTE_MAX_LENGTH}
                rows={3}
                autoFocus
              />
              {error ? <p className="mt-1 text-xs text-error-600 dark:text-error-400">{error}</p> : null}
              <div className="mt-2 flex items-center justify-end gap-2">
                <span className="mr-auto text-xs text-neutral-400">
                  {t('notes.shortcut', { keys: saveShortcutLabel() })}
                </span>
                <Button
                  size="sm"
                  onClick={() => {
                    setEditing(false);
                    setDraft(note.body);
                  }}
                >
                  {t('common.cancel')}
                </Button>
                <Button size="sm" variant="primary" onClick={() => void save()} loading={update.isPending}>
                  {t('common.save')}
                </Button>
              </div>
            </div>
          ) : (
            <p className="mt-1 text-sm whitespace-pre-wrap break-words text-neutral-800 dark:text-neutral-200">
              {note.body}
            </p>
          )}
        </div>
        {canEdit && !editing ? (
          <div className="-mt-1 -mr-1 flex shrink-0 items-center">
            <IconAction
              label={note.pinned ? t('notes.unpin') : t('notes.pin')}
              onClick={() => void togglePin()}
            >
              {note.pinned ? <PinOff /> : <Pin />}
            </IconAction>
            <IconAction
              label={t('notes.edit')}
              onClick={() => {
                setDraft(note.body);
                setEditing(true);
              }}
            >
              <Pencil />
            </IconAction>
            <IconAction label={t('notes.delete')} onClick={() => setConfirming(true)}>
              <Trash2 />
            </IconAction>
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('notes.deleteTitle')}
        description={t('notes.deleteDescription')}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(note.id);
            setConfirming(false);
            toast({ title: t('notes.deleted'), color: 'success' });
          } catch (failure) {
            toastFailure({ title: t('notes.deleteFailed'), error: failure });
          }
        }}
      />
    </li>
  );
}

/**
 * The record's notes: a composer (Ctrl/Cmd+Enter saves), then pinned notes, then the newest.
 * Authors (and administrators) pin, edit and delete their notes.
 */
export function NotesPanel({ subject, bare = false }: { subject: RecordSubject; bare?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const notes = useNotes(subject);
  const admin = isAdmin(user);

  const body = (
    <div className="flex flex-col gap-4 px-4 py-4">
      <NoteComposer subject={subject} />
      {notes.isPending ? (
        <LoadingPanel label={t('notes.loading')} />
      ) : notes.isError ? (
        <QueryErrorPanel title={t('notes.loadError')} onRetry={() => void notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <StatePanel
          icon={<StickyNote />}
          title={t('notes.empty')}
          description={t('notes.emptyHint')}
          className="py-8"
        />
      ) : (
        <ul aria-label={t('notes.title')} className="flex flex-col gap-2">
          {notes.data.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              subject={subject}
              canEdit={admin || (user !== null && note.author?.id === user.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
  if (bare) return body;
  return (
    <Card aria-label={t('notes.title')}>
      <CardHeader title={t('notes.title')} />
      {body}
    </Card>
  );
}
