import {
  type AnalyticsSettings,
  analyticsSettingsSchema,
  SERVICE_LEVEL_SECONDS,
} from '@aurora/contracts/analytics';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-layout';
import { Input, Select } from '../../../components/ui/input';
import { LoadingPanel } from '../../../components/ui/state-panel';
import { toast } from '../../../components/ui/toast-store';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useAnalyticsSettings, useUpdateAnalyticsSettings } from '../api/analytics-settings';

const THRESHOLDS = [
  ['thresholds.longest_wait_seconds', 'longestWait'],
  ['thresholds.calls_waiting', 'callsWaiting'],
  ['thresholds.missed_today', 'missedToday'],
  ['thresholds.service_level_percent', 'serviceLevelPercent'],
] as const satisfies ReadonlyArray<readonly [Path<AnalyticsSettings>, string]>;

const FIELDS = ['service_level_seconds', ...THRESHOLDS.map(([name]) => name)] as const;

/** The administrators' settings: the service level's seconds and the wallboard's red thresholds. */
export function SettingsDialog({
  organizationCode,
  open,
  onOpenChange,
}: {
  organizationCode: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const settings = useAnalyticsSettings(organizationCode, open);
  const update = useUpdateAnalyticsSettings(organizationCode);
  const form = useForm<AnalyticsSettings>({ resolver: zodResolver(analyticsSettingsSchema) });
  useEffect(() => {
    if (settings.data) form.reset(settings.data);
  }, [settings.data, form]);
  const { submit } = useServerSubmit(form, FIELDS, async (values) => {
    await update.mutateAsync(values);
    toast({ title: t('callAnalytics.settings.saved'), color: 'success' });
    onOpenChange(false);
  });
  const errorOf = (name: Path<AnalyticsSettings>) => form.getFieldState(name, form.formState).error?.message;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('callAnalytics.settings.title')}
      description={t('callAnalytics.settings.description')}
      footer={
        settings.data ? (
          <Button variant="primary" type="submit" form="analytics-settings" loading={update.isPending}>
            {t('callAnalytics.settings.save')}
          </Button>
        ) : null
      }
    >
      {settings.isError ? (
        <FormAlert message={t('callAnalytics.settings.loadError')} />
      ) : !settings.data ? (
        <LoadingPanel label={t('callAnalytics.loading')} />
      ) : (
        <form id="analytics-settings" noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormAlert
            message={form.formState.errors.root?.message}
            reference={form.formState.errors.root?.reference?.message}
          />
          <Field
            id="analytics-service-level-seconds"
            label={t('callAnalytics.settings.serviceLevelSeconds')}
            error={errorOf('service_level_seconds')}
          >
            {(aria) => (
              <Select {...aria} {...form.register('service_level_seconds', { valueAsNumber: true })}>
                {SERVICE_LEVEL_SECONDS.map((seconds) => (
                  <option key={seconds} value={seconds}>
                    {seconds}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {THRESHOLDS.map(([name, label]) => (
            <Field
              key={name}
              id={`analytics-${name}`}
              label={t(`callAnalytics.settings.${label}`)}
              error={errorOf(name)}
            >
              {(aria) => <Input {...aria} type="number" {...form.register(name, { valueAsNumber: true })} />}
            </Field>
          ))}
        </form>
      )}
    </Dialog>
  );
}
