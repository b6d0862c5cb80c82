import type { CreateLeadInput } from '@aurora/contracts/leads';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { createNote } from '../../../components/record/api/create-note';
import { toastDuplicatesAfterSave } from '../../../components/record/record-form';
import { RecordFormPage } from '../../../components/record/record-form-page';
import { toast } from '../../../components/ui/toast-store';
import { useLinkCall } from '../../../entities/calls/link-call';
import { useCreateLead } from '../api/create-lead';
import { LeadForm } from '../components/lead-form';

export function LeadCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgCode = useParams().orgCode ?? '';
  const create = useCreateLead();
  const link = useLinkCall();
  // `?phone=&call=`: a call from an unknown number made into a lead, which the call is then about.
  const [search] = useSearchParams();
  const phone = search.get('phone');
  const callId = Number(search.get('call'));

  return (
    <RecordFormPage
      back={{ to: `/${orgCode}/leads`, label: t('modules.leads') }}
      title={t('leadForm.createTitle')}
      description={t('leadForm.createDescription')}
    >
      <LeadForm
        mode="create"
        prefill={phone ? { phone } : undefined}
        onCancel={() => navigate(`/${orgCode}/leads`)}
        onSubmit={async (values, { note }) => {
          const { data: lead, warnings } = await create.mutateAsync(values as CreateLeadInput);
          if (note.trim()) {
            try {
              await createNote({ module: 'leads', id: lead.id }, { body: note });
            } catch {
              toast({ title: t('leadForm.noteFailed'), color: 'warning' });
            }
          }
          if (Number.isInteger(callId) && callId > 0) {
            try {
              await link.mutateAsync({ id: callId, input: { callable_type: 'lead', callable_id: lead.id } });
            } catch {
              toast({ title: t('leadForm.callLinkFailed'), color: 'warning' });
            }
          }
          toast({ title: t('leadForm.created', { name: lead.full_name }), color: 'success' });
          toastDuplicatesAfterSave(t, warnings.duplicates);
          navigate(`/${orgCode}/leads/${lead.id}`);
        }}
      />
    </RecordFormPage>
  );
}
