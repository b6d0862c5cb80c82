import type { Contact } from '@aurora/contracts/contacts';
import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-layout';
import { errorMessage, errorReference } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatPhone } from '../../../lib/phone';
import { useMergeContacts } from '../api/merge-contacts';

// The radio covers its card, invisible: the whole card is the control (and stays testable by role).
const radioOverlay = 'absolute inset-0 size-full cursor-pointer appearance-none opacity-0';

const describe = (contact: Contact) =>
  [contact.email, contact.phone ? formatPhone(contact.phone) : null, contact.date_of_birth]
    .filter(Boolean)
    .join(' · ');

function ContactOption({
  contact,
  name,
  checked,
  onChange,
}: {
  contact: Contact;
  name: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-500',
        checked
          ? 'border-primary-500 bg-primary-50/60 ring-1 ring-primary-500 dark:bg-primary-500/10'
          : 'border-neutral-200 hover:bg-neutral-50 dark:border-neutral-800 dark:hover:bg-neutral-800/50',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className={radioOverlay} />
      <Avatar name={contact.full_name} size="sm" />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium text-neutral-900 dark:text-white">
          {contact.full_name}
        </span>
        <span className="block truncate text-xs text-neutral-500 dark:text-neutral-400">
          {describe(contact) || '—'}
        </span>
      </span>
    </label>
  );
}

/**
 * Merges two contacts of a client: pick the duplicate of `contact`, then which one to keep. The
 * confirmation says what moves (notes, files, timeline) and what is filled in.
 */
export function MergeContactsDialog({
  clientId,
  contact,
  contacts,
  open,
  onOpenChange,
  onMerged,
}: {
  clientId: number;
  contact: Contact | null;
  /** The other contacts it may be merged with. */
  contacts: Contact[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMerged: (survivor: Contact, mergedName: string) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const merge = useMergeContacts(clientId);
  const candidates = contacts.filter((item) => item.id !== contact?.id);
  const [otherId, setOtherId] = useState<number | null>(null);
  const [keepId, setKeepId] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ message: string; reference: string | undefined }>();

  useEffect(() => {
    if (open) {
      setOtherId(null);
      setKeepId(contact?.id ?? null);
      setFailure(undefined);
    }
  }, [open, contact?.id]);

  const other = candidates.find((item) => item.id === otherId) ?? null;
  const survivor = keepId === other?.id ? other : contact;
  const merged = keepId === other?.id ? contact : other;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={t('merge.title', { name: contact?.full_name ?? '' })}
      description={t('merge.description')}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={merge.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="primary"
            disabled={!survivor || !merged}
            loading={merge.isPending}
            onClick={async () => {
              if (!survivor || !merged) return;
              setFailure(undefined);
              try {
                const result = await merge.mutateAsync({ survivorId: survivor.id, otherId: merged.id });
                onMerged(result, merged.full_name);
              } catch (error) {
                setFailure({
                  message: errorMessage(error, t('merge.failed')),
                  reference: errorReference(error),
                });
              }
            }}
          >
            {t('merge.submit')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <FormAlert message={failure?.message} reference={failure?.reference} />
        {candidates.length === 0 ? (
          <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('merge.noOthers')}</p>
        ) : (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1.5 text-xs font-medium text-neutral-700 dark:text-neutral-300">
              {t('merge.pickDuplicate')}
            </legend>
            {candidates.map((item) => (
              <ContactOption
                key={item.id}
                contact={item}
                name={`${name}-other`}
                checked={otherId === item.id}
                onChange={() => setOtherId(item.id)}
              />
            ))}
          </fieldset>
        )}
        {contact && other ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1.5 text-xs font-medium text-neutral-700 dark:text-neutral-300">
              {t('merge.pickSurvivor')}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {[contact, other].map((item) => (
                <ContactOption
                  key={item.id}
                  contact={item}
                  name={`${name}-keep`}
                  checked={keepId === item.id}
                  onChange={() => setKeepId(item.id)}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        {survivor && merged ? (
          <div
            aria-live="polite"
            className="rounded-lg border border-warning-300 bg-warning-50 px-3 py-2.5 text-sm text-warning-900 dark:border-warning-500/30 dark:bg-warning-500/10 dark:text-warning-100"
          >
            <p className="flex flex-wrap items-center gap-1.5 font-medium">
              {merged.full_name}
              <ArrowRight aria-label={t('merge.into')} className="size-3.5" />
              {survivor.full_name}
            </p>
            <ul className="mt-1.5 list-disc pl-5 text-xs text-warning-800 dark:text-warning-200">
              <li>{t('merge.movesRecords', { from: merged.full_name, to: survivor.full_name })}</li>
              <li>{t('merge.fillsFields', { to: survivor.full_name, from: merged.full_name })}</li>
              <li>{t('merge.unitesPhones')}</li>
              <li>{t('merge.deletes', { name: merged.full_name })}</li>
            </ul>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
