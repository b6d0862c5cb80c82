import { createSupplierSchema } from '@aurora/contracts/travel/suppliers';
import {
  firstIssue,
  type ImportTarget,
  type Lookups,
  lookupKey,
  type Mapped,
  ownerIdOf,
  phoneColumns,
  RowError,
  truthy,
} from '#records/imports/import-target.ts';
import { basisPointsOf } from '../bookings/booking-amounts.ts';
import {
  findSuppliersByKeys,
  insertSuppliersBulk,
  type SupplierValues,
  supplierKeys,
  updateSupplierFromImport,
} from './suppliers.service.ts';

const textFields = createSupplierSchema.pick({
  name: true,
  email: true,
  website: true,
  commission_rate: true,
  payment_terms: true,
});

/** A rate as spreadsheets write it: `12.5`, `12,5`, `12.5 %`, read as the decimal `12.5`. */
const commissionRateOf = (value: string) => value.trim().replace(/\s*%$/, '').replace(',', '.');

/** A website typed without its scheme (`www.xcaret.com`) is read as an https one. */
const websiteOf = (value: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(value.trim()) ? value : `https://${value.trim()}`;

function mapSupplier(fields: Record<string, string>, lookups: Lookups): Mapped {
  const parsed = textFields.safeParse({
    name: fields.name ?? '',
    email: fields.email || null,
    website: fields.website ? websiteOf(fields.website) : null,
    commission_rate: fields.commission_rate ? commissionRateOf(fields.commission_rate) : null,
    payment_terms: fields.payment_terms || null,
  });
  if (!parsed.success) throw new RowError(firstIssue(parsed.error));
  const supplier = parsed.data;
  if (!fields.category) throw new RowError('category: The category field is required.');
  const category = lookupKey(lookups.definitions.get('supplier_categories'), fields.category);
  if (!category) throw new RowError(`category: Unknown category "${fields.category.trim()}".`);
  const values: Partial<SupplierValues> = { name: supplier.name, category };
  if (fields.email) values.email = supplier.email;
  if (fields.website) values.website = supplier.website;
  if (supplier.commission_rate) values.commissionRateBasisPoints = basisPointsOf(supplier.commission_rate);
  if (fields.payment_terms) values.paymentTerms = supplier.payment_terms;
  if (fields.currency) {
    const currency = fields.currency.trim().toUpperCase();
    if (!lookups.currencies.has(currency)) {
      throw new RowError(`currency: Unknown currency "${fields.currency.trim()}".`);
    }
    values.currency = currency;
  }
  Object.assign(values, phoneColumns(fields.phone, lookups));
  if (fields.preferred) values.preferred = truthy(fields.preferred);
  if (fields.owner_email) values.ownerId = ownerIdOf(fields.owner_email, lookups);
  return {
    values,
    keys: supplierKeys(supplier),
    note: fields.note || null,
    // As on the supplier's screen: the organization's currency unless the row gives one.
    defaults: { currency: lookups.currency },
  };
}

export const supplierImport: ImportTarget = {
  module: 'suppliers',
  subjectType: 'supplier',
  required: [
    { anyOf: ['name'], label: 'name' },
    { anyOf: ['category'], label: 'category' },
  ],
  headerAliases: {
    name: 'name',
    nombre: 'name',
    proveedor: 'name',
    supplier: 'name',
    suppliername: 'name',
    categoria: 'category',
    tipo: 'category',
    type: 'category',
    sitioweb: 'website',
    web: 'website',
    paginaweb: 'website',
    url: 'website',
    comision: 'commission_rate',
    commission: 'commission_rate',
    commissionrate: 'commission_rate',
    commissionpercent: 'commission_rate',
    condicionesdepago: 'payment_terms',
    terminosdepago: 'payment_terms',
    paymentterms: 'payment_terms',
    moneda: 'currency',
    preferido: 'preferred',
    preferente: 'preferred',
    responsable: 'owner_email',
  },
  map: mapSupplier,
  find: findSuppliersByKeys,
  // Every created row has its name and category, and its currency (given or by default).
  insert: (db, organizationId, actorId, values) =>
    insertSuppliersBulk(db, organizationId, actorId, values as SupplierValues[]),
  update: updateSupplierFromImport,
};
