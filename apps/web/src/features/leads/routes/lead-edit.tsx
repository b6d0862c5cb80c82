import type { UpdateLeadInput } from '@aurora/contracts/leads';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RecordEditPage } from '../../../components/record/record-edit-page';
import { RecordLoadState } from '../../../components/record/record-load-state';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StatePanel } from '../../../components/ui/state-panel';
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
    <RecordEditPage
      back={{ to: detailPath, label: lead.data?.full_name ?? t('modules.leads') }}
      title={
        lead.data ? t('leadForm.editTitle', { name: lead.data.full_name }) : t('leadForm.editTitleShort')
      }
    >
      {!lead.isSuccess ? (
        <RecordLoadState
          record={lead}
          loadingLabel={t('leadPage.loading')}
          errorTitle={t('leadPage.loadError')}
        />
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
    </RecordEditPage>
  );
}
