import type { Organization } from '@aurora/contracts/organizations';
import { Pencil, Trash2, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { OrganizationStatsGrid } from '../../../components/organization/organization-stats-grid';
import { RecordLoadState } from '../../../components/record/record-load-state';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { BackLink, PageHeader } from '../../../components/ui/page-header';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { readableTextColor } from '../../../lib/color-contrast';
import { useCurrencies } from '../../../lib/currencies';
import { countryLabel, currencyLabel, languageLabel, timeZoneLabel } from '../../../lib/display-names';
import { formatPhone } from '../../../lib/phone';
import { useOrganization } from '../api/get-organization';
import { useOrganizationStats } from '../api/get-organization-stats';
import { DeleteOrganizationDialog } from '../components/delete-organization-dialog';
import { MembersPanel } from '../components/members-panel';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:gap-4">
      <dt className="w-44 shrink-0 text-xs font-medium text-neutral-500 sm:pt-0.5 dark:text-neutral-400">
        {label}
      </dt>
      <dd className="min-w-0 text-sm break-words text-neutral-900 dark:text-neutral-100">
        {children ?? '—'}
      </dd>
    </div>
  );
}

function OrganizationDetails({ organization }: { organization: Organization }) {
  const { t, i18n } = useTranslation();
  // Names a currency the browser does not know (a code an administrator added to the reference data).
  const currencyName = useCurrencies().data?.find(
    (currency) => currency.code === organization.default_currency,
  )?.name;
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  return (
    <Card aria-labelledby="details-title">
      <CardHeader titleId="details-title" title={t('organizations.details')} />
      <dl className="grid divide-neutral-100 px-4 lg:grid-cols-2 lg:gap-x-8 dark:divide-neutral-800">
        <Detail label={t('organizations.fields.legal_name')}>{organization.legal_name}</Detail>
        <Detail label={t('organizations.fields.tax_id')}>{organization.tax_id}</Detail>
        <Detail label={t('organizations.fields.country')}>
          {countryLabel(organization.country, i18n.language)}
        </Detail>
        <Detail label={t('organizations.fields.timezone')}>{timeZoneLabel(organization.timezone)}</Detail>
        <Detail label={t('organizations.fields.default_currency')}>
          {currencyLabel(organization.default_currency, i18n.language, currencyName)}
        </Detail>
        <Detail label={t('organizations.fields.locale')}>
          <span title={organization.locale}>{languageLabel(organization.locale, i18n.language)}</span>
        </Detail>
        <Detail label={t('organizations.fields.email')}>{organization.email}</Detail>
        <Detail label={t('organizations.fields.phone')}>
          {organization.phone ? (
            <span className="tabular-nums" title={organization.phone}>
              {formatPhone(organization.phone)}
            </span>
          ) : null}
        </Detail>
        <Detail label={t('organizations.fields.address')}>{organization.address}</Detail>
        <Detail label={t('organizations.fields.logo_url')}>{organization.logo_url}</Detail>
        <Detail label={t('organizations.fields.badge_color')}>
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-3 rounded"
              style={{ backgroundColor: organization.badge_color }}
            />
            <span className="font-mono text-xs">{organization.badge_color}</span>
          </span>
        </Detail>
        <Detail label={t('organizations.fields.recording_enabled')}>
          {yesNo(organization.recording_enabled)}
        </Detail>
        <Detail label={t('organizations.fields.ring_timeout_seconds')}>
          {t('organizations.seconds', { seconds: organization.ring_timeout_seconds })}
        </Detail>
        <Detail label={t('organizations.fields.voicemail_greeting')}>
          {organization.voicemail_greeting}
        </Detail>
      </dl>
    </Card>
  );
}

export function OrganizationDetailRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const organization = useOrganization(id);
  const stats = useOrganizationStats(id);
  const [deleting, setDeleting] = useState(false);

  if (!organization.isSuccess) {
    return (
      <RecordLoadState
        record={organization}
        loadingLabel={t('organizations.loadingOne')}
        errorTitle={t('organizations.loadOneError')}
        backToList="/organizations"
      />
    );
  }

  const data = organization.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink to="/organizations">{t('common.backToList')}</BackLink>}
        title={
          <span className="inline-flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 items-center justify-center rounded-md text-xs font-semibold"
              style={{ backgroundColor: data.badge_color, color: readableTextColor(data.badge_color) }}
            >
              {data.code}
            </span>
            {data.name}
          </span>
        }
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <Badge>{data.code}</Badge>
            {data.is_active ? (
              <Badge tone="success">{t('organizations.active')}</Badge>
            ) : (
              <Badge>{t('organizations.inactive')}</Badge>
            )}
          </span>
        }
        actions={
          <>
            <Link to={`/organizations/${data.id}/edit`} className={buttonClasses('secondary')}>
              <Pencil aria-hidden="true" />
              {t('common.edit')}
            </Link>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" />
              {t('common.delete')}
            </Button>
          </>
        }
      />
      <section aria-label={t('organizations.statistics')}>
        {stats.isPending ? (
          <Card>
            <LoadingPanel label={t('organizations.loadingStats')} />
          </Card>
        ) : stats.isError ? (
          <Card>
            <StatePanel tone="error" icon={<TriangleAlert />} title={stats.error.message} />
          </Card>
        ) : (
          <OrganizationStatsGrid stats={stats.data} organization={data} />
        )}
      </section>
      <OrganizationDetails organization={data} />
      <MembersPanel organizationId={data.id} />
      <DeleteOrganizationDialog
        organization={data}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={() => navigate('/organizations', { replace: true })}
      />
    </div>
  );
}
