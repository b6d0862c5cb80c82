import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useClientContacts } from '../../../entities/contacts/get-client-contacts';
import { ContactSheet, type ContactSheetState } from './contact-sheet';
import { ContactsPanel } from './contacts-panel';

/**
 * A client's contacts on the client's page: the panel, and the sheet that shows, adds or edits
 * one. The open contact is in the URL (`?contact=31`), so search results and converted leads link
 * straight to it. The app places this on the clients feature's page (app/routes/client-page.tsx),
 * and gives the open contact what other features relate to it (`contactRelated`).
 */
export function ClientContacts({
  clientId,
  contactRelated,
}: {
  clientId: number;
  contactRelated?: ComponentType<{ contactId: number }> | undefined;
}) {
  const { t } = useTranslation();
  const contacts = useClientContacts(clientId);
  const [searchParams, setSearchParams] = useSearchParams();
  const contactParam = Number(searchParams.get('contact'));
  const [sheet, setSheet] = useState<ContactSheetState>(
    contactParam > 0 ? { mode: 'view', contactId: contactParam } : null,
  );

  // A link to `?contact=31` (search, a converted lead) opens that contact, even on this page already.
  useEffect(() => {
    if (contactParam > 0) {
      setSheet((current) =>
        current && current.mode !== 'create' && current.contactId === contactParam
          ? current
          : { mode: 'view', contactId: contactParam },
      );
    }
  }, [contactParam]);

  const changeSheet = (next: ContactSheetState) => {
    setSheet(next);
    setSearchParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next && next.mode !== 'create') updated.set('contact', String(next.contactId));
        else updated.delete('contact');
        return updated;
      },
      { replace: true },
    );
  };

  const contactList = contacts.data ?? [];
  return (
    <>
      <ContactsPanel
        clientId={clientId}
        contacts={contactList}
        loading={contacts.isPending}
        error={contacts.isError ? t('contactsPanel.loadError') : null}
        onOpen={changeSheet}
      />
      <ContactSheet
        clientId={clientId}
        state={sheet}
        contacts={contactList}
        onStateChange={changeSheet}
        related={contactRelated}
      />
    </>
  );
}
