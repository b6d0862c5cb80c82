import type { RecordRef } from '@aurora/contracts/records';
import { useClientContacts } from './get-client-contacts';

/**
 * A client's people as select options (primary first, then by name), plus `current` when it is no
 * longer among them, so a record keeps showing the contact it points at.
 */
export function ClientContactOptions({
  clientId,
  current,
}: {
  clientId: number | null;
  current: RecordRef | null | undefined;
}) {
  const contacts = useClientContacts(clientId);
  return (
    <>
      {current && !contacts.data?.some((contact) => contact.id === current.id) ? (
        <option value={String(current.id)}>{current.name}</option>
      ) : null}
      {contacts.data?.map((contact) => (
        <option key={contact.id} value={String(contact.id)}>
          {contact.full_name}
        </option>
      ))}
    </>
  );
}
