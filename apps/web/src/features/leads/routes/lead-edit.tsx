import type { UpdateLeadInput } from '@aurora/contracts/leads';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RecordEditFrame } from '../../../components/record/record-edit-frame';
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
    <RecordEditFrame
      record={lead}
      nameOf={(data) => data.full_name}
      detailPath={detailPath}
      texts={{
        list: t('modules.leads'),
        title: (name) => t('leadForm.editTitle', { name }),
        titleShort: t('leadForm.editTitleShort'),
        loading: t('leadPage.loading'),
        loadError: t('leadPage.loadError'),
      }}
    >
      {(data) =>
        data.converted_at ? (
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
            key={data.id}
            mode="edit"
            lead={data}
            onCancel={() => navigate(detailPath)}
            onSubmit={async (values) => {
              const saved = await update.mutateAsync(values as UpdateLeadInput);
              toast({ title: t('leadForm.updated', { name: saved.full_name }), color: 'success' });
              navigate(detailPath);
            }}
          />
        )
      }
    </RecordEditFrame>
  );
}
