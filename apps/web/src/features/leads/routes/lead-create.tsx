import type { CreateLeadInput } from '@aurora/contracts/leads';
import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { createNote } from '../../../components/record/api/create-note';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast-store';
import { useCreateLead } from '../api/create-lead';
import { LeadForm } from '../components/lead-form';

export function LeadCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgCode = useParams().orgCode ?? '';
  const create = useCreateLead();

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow={
          <Link
            to={`/${orgCode}/leads`}
            className="inline-flex items-center gap-1 hover:text-neutral-900 hover:underline dark:hover:text-white"
          >
            <ChevronLeft aria-hidden="true" className="size-3.5" />
            {t('modules.leads')}
          </Link>
        }
        title={t('leadForm.createTitle')}
        description={t('leadForm.createDescription')}
      />
      <LeadForm
        mode="create"
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
          toast({ title: t('leadForm.created', { name: lead.full_name }), color: 'success' });
          if (warnings.duplicates.length > 0) {
            toast({
              title: t('duplicates.afterSave', { count: warnings.duplicates.length }),
              description: warnings.duplicates.map((duplicate) => duplicate.name).join(', '),
              color: 'warning',
            });
          }
          navigate(`/${orgCode}/leads/${lead.id}`);
        }}
      />
    </div>
  );
}
