import {
  type CallSettings,
  MISSED_CALL_SLA_MINUTES_MAX,
  updateCallSettingsSchema,
  WRAP_UP_SECONDS_MAX,
} from '@aurora/contracts/teams';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-layout';
import { Input } from '../../../components/ui/input';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { toast } from '../../../components/ui/toast-store';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useCallSettings, useUpdateCallSettings } from '../api/call-settings';

type Values = { wrap_up_seconds: string; missed_call_sla_minutes: string };
type Payload = z.output<typeof updateCallSettingsSchema>;
const FIELDS = ['wrap_up_seconds', 'missed_call_sla_minutes'] as const;
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const schema = z
  .custom<Values>()
  .transform(
    (values): z.input<typeof updateCallSettingsSchema> => ({
      wrap_up_seconds: number(values.wrap_up_seconds),
      missed_call_sla_minutes: number(values.missed_call_sla_minutes),
    }),
  )
  .pipe(updateCallSettingsSchema);

function CallSettingsForm({
  settings,
  organizationCode,
}: {
  settings: CallSettings;
  organizationCode: string;
}) {
  const { t } = useTranslation();
  const update = useUpdateCallSettings(organizationCode);
  const form = useForm<Values, unknown, Payload>({
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, Payload>,
    defaultValues: {
      wrap_up_seconds: String(settings.wrap_up_seconds),
      missed_call_sla_minutes: String(settings.missed_call_sla_minutes),
    },
  });
  const { submit } = useServerSubmit(form, FIELDS, async (payload) => {
    const saved = await update.mutateAsync(payload);
    form.reset({
      wrap_up_seconds: String(saved.wrap_up_seconds),
      missed_call_sla_minutes: String(saved.missed_call_sla_minutes),
    });
    toast({ title: t('callSettings.saved'), color: 'success' });
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label={t('callSettings.title')} className="flex flex-col gap-3">
      <FormAlert message={errors.root?.message} reference={errors.root?.reference?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="call-settings-wrap-up"
          label={t('callSettings.wrap_up_seconds')}
          hint={t('callSettings.wrapUpHint')}
          error={errors.wrap_up_seconds?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              type="number"
              min={0}
              max={WRAP_UP_SECONDS_MAX}
              {...form.register('wrap_up_seconds')}
            />
          )}
        </Field>
        <Field
          id="call-settings-sla"
          label={t('callSettings.missed_call_sla_minutes')}
          hint={t('callSettings.slaHint')}
          error={errors.missed_call_sla_minutes?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              type="number"
              min={1}
              max={MISSED_CALL_SLA_MINUTES_MAX}
              {...form.register('missed_call_sla_minutes')}
            />
          )}
        </Field>
      </div>
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="primary"
          size="sm"
          loading={update.isPending}
          disabled={!form.formState.isDirty}
        >
          {t('callSettings.save')}
        </Button>
      </div>
    </form>
  );
}

/** "Call handling" (administrators): wrap-up seconds and the missed-call callback SLA. */
export function CallSettingsCard({ organizationCode }: { organizationCode: string }) {
  const { t } = useTranslation();
  const settings = useCallSettings(organizationCode, true);
  return (
    <Card className="p-4">
      <h2 className="text-sm font-semibold text-neutral-900 dark:text-white">{t('callSettings.title')}</h2>
      <p className="mb-3 text-xs text-neutral-500 dark:text-neutral-400">{t('callSettings.description')}</p>
      {settings.isPending ? (
        <LoadingPanel label={t('teams.loading')} />
      ) : settings.isError ? (
        <StatePanel tone="error" icon={<TriangleAlert />} title={t('callSettings.loadError')} />
      ) : (
        <CallSettingsForm
          key={JSON.stringify(settings.data)}
          settings={settings.data}
          organizationCode={organizationCode}
        />
      )}
    </Card>
  );
}
