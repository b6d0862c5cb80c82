import type { UpdateSupplierInput } from '@aurora/contracts/travel/suppliers';
import { ExternalLink, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PhoneLink } from '../../../components/phone/phone-link';
import { RecordHeader } from '../../../components/record/record-header';
import { RecordLoadState } from '../../../components/record/record-load-state';
import { RecordMoreActions } from '../../../components/record/record-more-actions';
import { RecordTabs } from '../../../components/record/record-tabs';
import { Badge } from '../../../components/ui/badge';
import { toast } from '../../../components/ui/toast-store';
import { useSupplier } from '../../../entities/suppliers/get-supplier';
import { useDeleteSupplier } from '../api/delete-supplier';
import { useSupplierBookings } from '../api/get-supplier-bookings';
import { useUpdateSupplier } from '../api/update-supplier';
import { SupplierBookingsCard } from '../components/supplier-bookings';
import { hostOf } from '../components/supplier-columns';
import { SupplierCommissions } from '../components/supplier-commissions';
import { SupplierForm } from '../components/supplier-form';
import { formatRate, useSupplierCategories } from '../components/supplier-reference';

/**
 * A supplier's one screen (the spec gives suppliers no detail page): who it is and the form to
 * change it, what it owes in commissions, its bookings across trips, and its notes, files and
 * timeline beside them on a wide screen.
 */
export function SupplierEditRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const base = `/${params.orgCode ?? ''}`;
  const listPath = `${base}/suppliers`;
  const id = Number(params.id);
  const supplier = useSupplier(id);
  const bookings = useSupplierBookings(id);
  const update = useUpdateSupplier(id);
  const remove = useDeleteSupplier();
  const categories = useSupplierCategories();

  if (!supplier.isSuccess) {
    return (
      <RecordLoadState
        record={supplier}
        loadingLabel={t('suppliers.page.loading')}
        errorTitle={t('suppliers.page.loadError')}
        backToList={listPath}
      />
    );
  }

  const data = supplier.data;
  return (
    <div>
      <RecordHeader
        back={{ to: listPath, label: t('suppliers.title') }}
        title={data.name}
        avatarShape="square"
        kind={`${t('suppliers.page.kind')} · ${categories.labelOf(data.category)}`}
        badges={
          data.preferred ? (
            <Badge tone="warning">
              <Star aria-hidden="true" className="size-3 fill-current" />
              {t('suppliers.page.preferred')}
            </Badge>
          ) : null
        }
        taskSubject={{ type: 'supplier', id: data.id, name: data.name }}
        facts={[
          {
            label: t('suppliers.page.facts.phone'),
            value: (
              <PhoneLink phone={data.phone} layout="inline" callable_type="supplier" callable_id={data.id} />
            ),
          },
          {
            label: t('suppliers.page.facts.email'),
            value: data.email ? (
              <a href={`mailto:${data.email}`} className="hover:underline">
                {data.email}
              </a>
            ) : (
              '—'
            ),
          },
          {
            label: t('suppliers.page.facts.website'),
            value: data.website ? (
              <a
                href={data.website}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 text-primary-700 hover:underline dark:text-primary-300"
              >
                {hostOf(data.website)}
                <ExternalLink aria-hidden="true" className="size-3" />
              </a>
            ) : (
              '—'
            ),
          },
          {
            label: t('suppliers.page.facts.commission'),
            value: data.commission_rate
              ? formatRate(data.commission_rate, i18n.language)
              : t('suppliers.page.noCommission'),
          },
          { label: t('suppliers.page.facts.currency'), value: data.currency },
          { label: t('suppliers.page.facts.owner'), value: data.owner?.name ?? t('record.unassigned') },
        ]}
        actions={
          <RecordMoreActions
            title={t('suppliers.page.deleteTitle', { name: data.name })}
            description={t('suppliers.page.deleteDescription', {
              name: data.name,
              count: data.bookings_count,
            })}
            onDelete={() => remove.mutateAsync(data.id)}
            leave={{ deleted: t('suppliers.page.deleted', { name: data.name }), to: listPath }}
          />
        }
      />
      <div className="mb-6">
        <SupplierCommissions summary={bookings.data?.commissions} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] 2xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="min-w-0">
          <SupplierForm
            key={data.id}
            mode="edit"
            supplier={data}
            onCancel={() => navigate(listPath)}
            onSubmit={async (values) => {
              const saved = await update.mutateAsync(values as UpdateSupplierInput);
              toast({ title: t('suppliers.form.updated', { name: saved.name }), color: 'success' });
              return saved;
            }}
          />
        </div>
        <div className="min-w-0">
          <RecordTabs subject={{ module: 'suppliers', id: data.id }} />
        </div>
      </div>
      {/* Across the page: a booking's row needs the width the form's column does not have. */}
      <div className="mt-6">
        <SupplierBookingsCard query={bookings} base={base} />
      </div>
    </div>
  );
}
