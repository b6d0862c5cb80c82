import type { Contact } from '@aurora/contracts/contacts';
import { createContactSchema } from '@aurora/contracts/contacts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-layout';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { type NewTravellerInput, useCreateTraveller } from '../api/create-traveller';

const travellerSchema = createContactSchema.pick({
  first_name: true,
  last_name: true,
  date_of_birth: true,
  passport_number: true,
  passport_expiry: true,
});

type TravellerPayload = z.output<typeof travellerSchema>;

type TravellerValues = {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  passport_number: string;
  passport_expiry: string;
};

const FIELDS = ['first_name', 'last_name', 'date_of_birth', 'passport_number', 'passport_expiry'] as const;

const EMPTY: TravellerValues = {
  first_name: '',
  last_name: '',
  date_of_birth: '',
  passport_number: '',
  passport_expiry: '',
};

/**
 * A new traveller of the trip's client, without leaving the trip's form: the person is saved as
 * a contact of the client (names as on the passport, birth date, passport), then chosen.
 */
export function NewTravellerDialog({
  clientId,
  clientName,
  open,
  onOpenChange,
  onCreated,
}: {
  clientId: number;
  clientName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (contact: Contact) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTraveller(clientId);
  const form = useForm<TravellerValues, unknown, TravellerPayload>({
    // The inputs hold strings; the contract's schema turns empty ones into nulls.
    resolver: zodResolver(travellerSchema) as unknown as Resolver<TravellerValues, unknown, TravellerPayload>,
    defaultValues: EMPTY,
  });
  const { submit } = useServerSubmit(form, FIELDS, async (values) => {
    const contact = await create.mutateAsync(values satisfies NewTravellerInput);
    form.reset(EMPTY);
    onCreated(contact);
  });
  const formId = 'trip-new-traveller';
  const id = (name: keyof TravellerValues) => `trip-traveller-${name}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(EMPTY);
        onOpenChange(next);
      }}
      size="md"
      title={t('tripForm.newTraveller.title')}
      description={t('tripForm.newTraveller.description', { client: clientName })}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={form.formState.isSubmitting}>
            {t('tripForm.newTraveller.add')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        // The dialog sits inside the trip's form in React's tree: its submit must not bubble there.
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <FormAlert
            message={form.formState.errors.root?.message}
            reference={form.formState.errors.root?.reference?.message}
          />
        </div>
        <TextField
          form={form}
          name="first_name"
          id={id('first_name')}
          label={t('tripForm.newTraveller.firstName')}
          required
          hint={t('tripForm.newTraveller.namesHint')}
        />
        <TextField
          form={form}
          name="last_name"
          id={id('last_name')}
          label={t('tripForm.newTraveller.lastName')}
        />
        <TextField
          form={form}
          name="date_of_birth"
          id={id('date_of_birth')}
          label={t('tripForm.newTraveller.dateOfBirth')}
          type="date"
        />
        <div className="hidden sm:block" />
        <TextField
          form={form}
          name="passport_number"
          id={id('passport_number')}
          label={t('tripForm.newTraveller.passportNumber')}
          maxLength={30}
        />
        <TextField
          form={form}
          name="passport_expiry"
          id={id('passport_expiry')}
          label={t('tripForm.newTraveller.passportExpiry')}
          type="date"
        />
      </form>
    </Dialog>
  );
}
