import type { Contact } from '@aurora/contracts/contacts';
import { Eye, GitMerge, MoreHorizontal, Pencil, Plus, Trash2, UsersRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneLink } from '../../../components/phone/phone-link';
import { RelatedItem, RelatedPanel } from '../../../components/record/related-panel';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { MenuContent, MenuItem, MenuSeparator } from '../../../components/ui/menu';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { useDeleteContact } from '../api/delete-contact';
import type { ContactSheetState } from './contact-sheet';
import { MergeContactsDialog } from './merge-contacts-dialog';
import { useRelationshipLabel } from './relationship';

/** The client's people: open, add, edit, merge two, remove. */
export function ContactsPanel({
  clientId,
  contacts,
  loading,
  error,
  onOpen,
}: {
  clientId: number;
  contacts: Contact[];
  loading: boolean;
  error: string | null;
  onOpen: (state: ContactSheetState) => void;
}) {
  const { t } = useTranslation();
  const relationshipLabel = useRelationshipLabel();
  const remove = useDeleteContact(clientId);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [merging, setMerging] = useState<Contact | null>(null);

  return (
    <>
      <RelatedPanel
        title={t('contactsPanel.title')}
        description={contacts.length > 0 ? t('contactsPanel.count', { count: contacts.length }) : undefined}
        loading={loading}
        loadingLabel={t('contactsPanel.loading')}
        error={error}
        actions={
          <Button size="sm" onClick={() => onOpen({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            {t('contactsPanel.add')}
          </Button>
        }
        empty={{
          icon: <UsersRound />,
          title: t('contactsPanel.empty'),
          description: t('contactsPanel.emptyHint'),
        }}
      >
        {contacts.map((contact) => (
          <RelatedItem
            key={contact.id}
            title={contact.full_name}
            onOpen={() => onOpen({ mode: 'view', contactId: contact.id })}
            leading={<Avatar name={contact.full_name} size="md" />}
            badges={
              <>
                {contact.is_primary ? <Badge tone="primary">{t('contactForm.primary')}</Badge> : null}
                {contact.relationship ? <Badge>{relationshipLabel(contact.relationship)}</Badge> : null}
              </>
            }
            subtitle={
              contact.phone ? (
                <PhoneLink
                  phone={contact.phone}
                  contact_id={contact.id}
                  callable_type="contact"
                  callable_id={contact.id}
                  layout="inline"
                />
              ) : (
                (contact.email ?? t('contactsPanel.noReach'))
              )
            }
            actions={
              <DropdownMenu.Root>
                <DropdownMenu.Trigger asChild>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('contactsPanel.actionsFor', { name: contact.full_name })}
                  >
                    <MoreHorizontal />
                  </Button>
                </DropdownMenu.Trigger>
                <MenuContent align="end">
                  <MenuItem onSelect={() => onOpen({ mode: 'view', contactId: contact.id })}>
                    <Eye aria-hidden="true" />
                    {t('contactsPanel.open')}
                  </MenuItem>
                  <MenuItem onSelect={() => onOpen({ mode: 'edit', contactId: contact.id })}>
                    <Pencil aria-hidden="true" />
                    {t('common.edit')}
                  </MenuItem>
                  <MenuItem disabled={contacts.length < 2} onSelect={() => setMerging(contact)}>
                    <GitMerge aria-hidden="true" />
                    {t('contactsPanel.merge')}
                  </MenuItem>
                  <MenuSeparator />
                  <MenuItem
                    onSelect={() => setDeleting(contact)}
                    className="text-error-700 dark:text-error-400"
                  >
                    <Trash2 aria-hidden="true" />
                    {t('common.delete')}
                  </MenuItem>
                </MenuContent>
              </DropdownMenu.Root>
            }
          />
        ))}
      </RelatedPanel>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('contactsPanel.deleteTitle', { name: deleting?.full_name ?? '' })}
        description={t('contactsPanel.deleteDescription', { name: deleting?.full_name ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast({ title: t('contactsPanel.deleted', { name: deleting.full_name }), color: 'success' });
            setDeleting(null);
          } catch (failure) {
            toastFailure({ title: t('contactsPanel.deleteFailed'), error: failure });
          }
        }}
      />
      <MergeContactsDialog
        clientId={clientId}
        contact={merging}
        contacts={contacts}
        open={merging !== null}
        onOpenChange={(open) => {
          if (!open) setMerging(null);
        }}
        onMerged={(survivor, mergedName) => {
          setMerging(null);
          toast({ title: t('merge.done', { from: mergedName, to: survivor.full_name }), color: 'success' });
        }}
      />
    </>
  );
}
