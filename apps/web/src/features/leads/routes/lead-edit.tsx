import type { UpdateLeadInput } from '@aurora/contracts/leads';
import { ChevronLeft, Lock, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { toast } from '../../../components/ui/toast-store';
import { useLead } from '../api/get-lead';
import { useUpdateLead } from '../api/update-lead';
import { LeadForm } from '../components/lead-form';

export function LeadEditRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const orgCode = params.orgCode ?? '';
  const id = Number(params.id);
  const lead = useLead(id);
  const update = useUpdateLead(id);
  const detailPath = `/${orgCode}/leads/${id}`;

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow={
          <Link
            to={detailPath}
            className="inline-flex items-center gap-1 hover:text-neutral-900 hover:underline dark:hover:text-white"
          >
            <ChevronLeft aria-hidden="true" className="size-3.5" />
            {lead.data?.full_name ?? t('modules.leads')}
          </Link>
        }
        title={
          lead.data ? t('leadForm.editTitle', { name: lead.data.full_name }) : t('leadForm.editTitleShort')
        }
      />
      {lead.isPending ? (
        <Card>
          <LoadingPanel label={t('leadPage.loading')} />
        </Card>
      ) : lead.isError ? (
        <Card>
          <StatePanel
            tone="error"
            icon={<TriangleAlert />}
            title={t('leadPage.loadError')}
            description={lead.error.message}
          />
        </Card>
      ) : lead.data.converted_at ? (
        <Card>
          <StatePanel
            icon={<Lock />}
            title={t('leadPage.readOnlyTitle')}
            description={t('leadPage.readOnlyDescription')}
            action={
              <Link to={detailPath} className={buttonClasses('secondary')}>
                {t('leadPage.backToLead')}
              </Link>
            }
          />
        </Card>
      ) : (
        <LeadForm
          key={lead.data.id}
          mode="edit"
          lead={lead.data}
          onCancel={() => navigate(detailPath)}
          onSubmit={async (values) => {
            const saved = await update.mutateAsync(values as UpdateLeadInput);
            toast({ title: t('leadForm.updated', { name: saved.full_name }), color: 'success' });
            navigate(detailPath);
          }}
        />
      )}
    </div>
  );
}
