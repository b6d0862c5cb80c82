import { CALLABLE_TYPES, type CallableType } from '@aurora/contracts/calls';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast-store';
import { useCreateCall } from '../api/create-call';
import { type CallLogContext, CallLogForm } from '../components/call-log-form';

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** `?phone=&contact_id=&callable_type=&callable_id=`: a record's page may open the form about itself. */
function contextOf(params: URLSearchParams): CallLogContext {
  const type = params.get('callable_type');
  const callableType = (CALLABLE_TYPES as readonly string[]).includes(type ?? '')
    ? (type as CallableType)
    : undefined;
  const callableId = positive(params.get('callable_id'));
  return {
    phone: params.get('phone') ?? undefined,
    contact_id: positive(params.get('contact_id')),
    callable_type: callableType && callableId ? callableType : undefined,
    callable_id: callableType ? callableId : undefined,
  };
}

/** `/{org}/calls/log`: the spec's manual call log form (its route is not given by the spec). */
export function CallLogRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgCode = useParams().orgCode ?? '';
  const create = useCreateCall();
  const [params] = useSearchParams();
  const context = contextOf(params);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <Link
        to={`/${orgCode}/calls`}
        className="inline-flex items-center gap-1 text-sm text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('calls.detail.back')}
      </Link>
      <PageHeader title={t('calls.log.title')} description={t('calls.log.description')} />
      <Card className="p-5">
        <CallLogForm
          context={context}
          onCancel={() => navigate(`/${orgCode}/calls`)}
          onSubmit={async (payload) => {
            const call = await create.mutateAsync(payload);
            toast({ title: t('calls.log.saved'), color: 'success' });
            navigate(`/${orgCode}/calls/${call.id}`);
          }}
        />
      </Card>
    </div>
  );
}
