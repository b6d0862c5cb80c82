import type { Contact } from '@aurora/contracts/contacts';
import { Pencil } from 'lucide-react';
import { type ComponentType, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneLink } from '../../../components/phone/phone-link';
import { DetailItem, DetailsSection } from '../../../components/record/details-panel';
import { DuplicateWarning } from '../../../components/record/duplicate-warning';
import { RecordTabs } from '../../../components/record/record-tabs';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Sheet } from '../../../components/ui/sheet';
import { toast } from '../../../components/ui/toast-store';
import { formatDay } from '../../../lib/format';
import { type CreatedContact, useCreateContact } from '../api/create-contact';
import { useUpdateContact } from '../api/update-contact';
import { ContactForm, type ContactPayload } from './contact-form';
import { useRelationshipLabel } from './relationship';

/** What the sheet shows: a new contact's form, or a contact's details or form. */
export type ContactSheetState = { mode: 'create' } | { mode: 'view' | 'edit'; contactId: number } | null;

function ContactDetails({ contact }: { contact: Contact }) {
  const { t, i18n } = useTranslation();
  const relationshipLabel = useRelationshipLabel();
  const day = (value: string | null) => (value ? formatDay(value, i18n.language) : null);
  return (
    <div className="divide-y divide-neutral-100 dark:divide-neutral-800">
      <DetailsSection title={t('contactForm.sections.reach')}>
        <DetailItem label={t('leadForm.fields.email')}>
          {contact.email ? (
            <a
              href={`mailto:${contact.email}`}
              className="text-primary-700 hover:underline dark:text-primary-300"
            >
              {contact.email}
            </a>
          ) : null}
        </DetailItem>
        <DetailItem label={t('leadForm.fields.phone')}>
          {contact.phone ? (
            <PhoneLink
              phone={contact.phone}
              contact_id={contact.id}
              callable_type="contact"
              callable_id={contact.id}
            />
          ) : null}
        </DetailItem>
        {contact.phones.map((phone) => (
          <DetailItem key={`${phone.type}-${phone.value}`} label={t(`typedList.types.${phone.type}`)}>
            <PhoneLink
              phone={phone.value}
              contact_id={contact.id}
              callable_type="contact"
              callable_id={contact.id}
            />
          </DetailItem>
        ))}
        {contact.emails.map((email) => (
          <DetailItem
            key={`${email.type}-${email.value}`}
            label={t('leadDetails.emailOfType', { type: t(`typedList.types.${email.type}`) })}
          >
            {email.value}
          </DetailItem>
        ))}
      </DetailsSection>
      <DetailsSection title={t('contactForm.sections.person')}>
        <DetailItem label={t('contactForm.fields.relationship')}>
          {contact.relationship ? relationshipLabel(contact.relationship) : null}
        </DetailItem>
        <DetailItem label={t('contactForm.fields.date_of_birth')}>
          {contact.date_of_birth ? (
            <>
              {day(contact.date_of_birth)}
              {contact.age_group ? (
                <span className="text-neutral-500 dark:text-neutral-400">
                  {' '}
                  · {t(`contactForm.ageGroups.${contact.age_group}`)}
                </span>
              ) : null}
            </>
          ) : null}
        </DetailItem>
        <DetailItem label={t('contactForm.fields.nationality')}>{contact.nationality}</DetailItem>
      </DetailsSection>
      <DetailsSection title={t('contactForm.sections.documents')}>
        <DetailItem label={t('contactForm.fields.passport_number')}>{contact.passport_number}</DetailItem>
        <DetailItem label={t('contactForm.fields.passport_country')}>{contact.passport_country}</DetailItem>
        <DetailItem label={t('contactForm.fields.passport_expiry')}>
          {day(contact.passport_expiry)}
        </DetailItem>
      </DetailsSection>
      <DetailsSection title={t('contactForm.sections.preferences')}>
        <DetailItem label={t('contactForm.fields.seat_preference')}>
          {contact.seat_preference ? t(`contactForm.seats.${contact.seat_preference}`) : null}
        </DetailItem>
        <DetailItem label={t('contactForm.fields.meal_preference')}>{contact.meal_preference}</DetailItem>
        <DetailItem label={t('contactForm.fields.frequent_flyer')}>
          {contact.frequent_flyer.length > 0
            ? contact.frequent_flyer.map((entry) => `${entry.airline} ${entry.number}`).join(', ')
            : null}
        </DetailItem>
      </DetailsSection>
      <DetailsSection title={t('contactForm.sections.emergency')}>
        <DetailItem label={t('contactForm.fields.emergency_contact_name')}>
          {contact.emergency_contact_name}
        </DetailItem>
        <DetailItem label={t('contactForm.fields.emergency_contact_phone')}>
          {contact.emergency_contact_phone ? <PhoneLink phone={contact.emergency_contact_phone} /> : null}
        </DetailItem>
      </DetailsSection>
    </div>
  );
}

/**
 * A contact of the client, in a sheet over the client page: details, what other features relate
 * to it (`related`, which the app fills: the trips the contact travels on) and its notes, files
 * and timeline; or its form (new or edit). Closing a form with changes asks first.
 */
export function ContactSheet({
  clientId,
  state,
  contacts,
  onStateChange,
  related: Related,
}: {
  clientId: number;
  state: ContactSheetState;
  contacts: Contact[];
  onStateChange: (state: ContactSheetState) => void;
  related?: ComponentType<{ contactId: number }> | undefined;
}) {
  const { t } = useTranslation();
  const relationshipLabel = useRelationshipLabel();
  const formId = useId();
  const create = useCreateContact(clientId);
  const update = useUpdateContact(clientId);
  const [dirty, setDirty] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const [created, setCreated] = useState<CreatedContact | null>(null);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  const contactId = state && state.mode !== 'create' ? state.contactId : null;
  // A contact just created may not be in the refreshed list yet.
  const contact =
    contacts.find((item) => item.id === contactId) ??
    (created?.data.id === contactId ? created?.data : undefined);
  const close = () => {
    setDirty(false);
    onStateChange(null);
  };
  const requestClose = () => {
    if (state && state.mode !== 'view' && dirty) setConfirmClose(true);
    else close();
  };

  const submit = async (values: ContactPayload) => {
    if (state?.mode === 'create') {
      const answer = await create.mutateAsync(values as Parameters<typeof create.mutateAsync>[0]);
      toast({ title: t('contactForm.created', { name: answer.data.full_name }), color: 'success' });
      setDirty(false);
      if (answer.warnings.duplicates.length > 0) {
        setCreated(answer);
        onStateChange({ mode: 'view', contactId: answer.data.id });
      } else {
        close();
      }
    } else if (contact) {
      const saved = await update.mutateAsync({ id: contact.id, input: values });
      toast({ title: t('contactForm.updated', { name: saved.full_name }), color: 'success' });
      setDirty(false);
      onStateChange({ mode: 'view', contactId: saved.id });
    }
  };

  const editing = state?.mode === 'create' || state?.mode === 'edit';
  const title =
    state?.mode === 'create'
      ? t('contactForm.createTitle')
      : contact
        ? state?.mode === 'edit'
          ? t('contactForm.editTitle', { name: contact.full_name })
          : contact.full_name
        : t('contactForm.notFound');

  return (
    <>
      <Sheet
        open={state !== null}
        onOpenChange={(open) => {
          if (!open) requestClose();
        }}
        title={title}
        description={
          state?.mode === 'view' && contact ? (
            <span className="inline-flex flex-wrap items-center gap-1.5">
              {t('record.subjects.contact')}
              {contact.is_primary ? <Badge tone="primary">{t('contactForm.primary')}</Badge> : null}
              {contact.relationship ? <Badge>{relationshipLabel(contact.relationship)}</Badge> : null}
            </span>
          ) : undefined
        }
        actions={
          state?.mode === 'view' && contact ? (
            <Button size="sm" onClick={() => onStateChange({ mode: 'edit', contactId: contact.id })}>
              <Pencil aria-hidden="true" />
              {t('common.edit')}
            </Button>
          ) : null
        }
        footer={
          editing ? (
            <>
              <Button onClick={requestClose}>{t('common.cancel')}</Button>
              <Button
                type="submit"
                form={formId}
                variant="primary"
                loading={create.isPending || update.isPending}
              >
                {state?.mode === 'create' ? t('contactForm.create') : t('common.save')}
              </Button>
            </>
          ) : undefined
        }
      >
        {state?.mode === 'create' ? (
          <ContactForm formId={formId} mode="create" onSubmit={submit} onDirtyChange={onDirtyChange} />
        ) : !contact ? (
          <p className="px-5 py-8 text-center text-sm text-neutral-500">{t('contactForm.notFoundHint')}</p>
        ) : state?.mode === 'edit' ? (
          <ContactForm
            key={contact.id}
            formId={formId}
            mode="edit"
            contact={contact}
            onSubmit={submit}
            onDirtyChange={onDirtyChange}
          />
        ) : (
          <div className="flex flex-col gap-4 pb-5">
            {created && created.data.id === contact.id ? (
              <div className="px-5 pt-4">
                <DuplicateWarning duplicates={created.warnings.duplicates} />
              </div>
            ) : null}
            <ContactDetails contact={contact} />
            {Related ? (
              <div className="border-t border-neutral-100 dark:border-neutral-800">
                <Related contactId={contact.id} />
              </div>
            ) : null}
            <div className="px-5">
              <RecordTabs subject={{ module: 'contacts', id: contact.id }} />
            </div>
          </div>
        )}
      </Sheet>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={t('form.unsavedTitle')}
        description={t('form.unsavedDescription')}
        confirmLabel={t('form.discard')}
        onConfirm={() => {
          setConfirmClose(false);
          close();
        }}
      />
    </>
  );
}
