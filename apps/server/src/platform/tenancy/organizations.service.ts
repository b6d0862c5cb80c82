import type { OrganizationRef } from '@aurora/contracts/auth';
import type { PaginationMeta } from '@aurora/contracts/http';
import type {
  listOrganizationsQuerySchema,
  Organization,
  organizationInputSchema,
  organizationUpdateSchema,
} from '@aurora/contracts/organizations';
import type { z } from 'zod';
import type { Database } from '#platform/db/client.ts';
import { type FieldErrors, invalid, isUniqueViolation, notFound } from '#platform/errors.ts';
import { normalizePhone } from '#platform/phones.ts';
import { currencyExists } from '#platform/reference/reference.service.ts';
import type { OrganizationScope } from './context.ts';
import {
  countMembersAndAgents,
  findOrganization,
  findOrganizationByCode,
  findOrganizationByCodeForUser,
  findOrganizationScope,
  insertOrganization,
  isCodeTaken,
  listOrganizations as listOrganizationRows,
  listOrganizationsOfUser,
  type OrganizationRow,
  type OrganizationValues,
  type OrganizationWithCount,
  softDeleteOrganization,
  updateOrganization as updateOrganizationRow,
} from './organizations.repository.ts';

export const ORGANIZATION_NOT_FOUND = 'Organization not found.';

export type OrganizationInput = z.output<typeof organizationInputSchema>;
export type OrganizationUpdate = z.output<typeof organizationUpdateSchema>;
export type ListOrganizationsQuery = z.output<typeof listOrganizationsQuerySchema>;

export const toOrganizationJson = (row: OrganizationWithCount): Organization => ({
  id: row.id,
  code: row.code,
  name: row.name,
  legal_name: row.legalName,
  tax_id: row.taxId,
  country: row.country,
  timezone: row.timezone,
  default_currency: row.defaultCurrency,
  locale: row.locale,
  badge_color: row.badgeColor,
  logo_url: row.logoUrl,
  phone: row.phone,
  email: row.email,
  address: row.address,
  is_active: row.isActive,
  recording_enabled: row.recordingEnabled,
  voicemail_greeting: row.voicemailGreeting,
  ring_timeout_seconds: row.ringTimeoutSeconds,
  members_count: row.membersCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toOrganizationRefJson = (
  row: Pick<OrganizationRow, 'id' | 'code' | 'name'>,
): OrganizationRef => ({
  id: row.id,
  code: row.code,
  name: row.name,
});

/** Administrators see every organization; everybody else only the ones they are a member of. */
export async function listOrganizations(
  db: Database,
  viewer: { userId: number; isAdmin: boolean },
  query: ListOrganizationsQuery,
): Promise<{ data: Organization[]; meta: PaginationMeta }> {
  const { rows, total } = await listOrganizationRows(db, {
    page: query.page,
    per_page: query.per_page,
    sort: query.sort,
    q: query.q,
    memberUserId: viewer.isAdmin ? undefined : viewer.userId,
  });
  return {
    data: rows.map(toOrganizationJson),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}

/** The non-deleted organization, or a 404. */
export async function getOrganization(db: Database, organizationId: number): Promise<OrganizationWithCount> {
  const row = await findOrganization(db, organizationId);
  if (!row) throw notFound(ORGANIZATION_NOT_FOUND);
  return row;
}

export async function createOrganization(
  db: Database,
  input: OrganizationInput,
): Promise<OrganizationWithCount> {
  const errors = await checkOrganization(db, input);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  try {
    const row = await insertOrganization(db, {
      ...toValues(input),
      code: input.code,
      name: input.name,
      country: input.country,
      timezone: input.timezone,
      defaultCurrency: input.default_currency,
    });
    return { ...row, membersCount: 0 };
  } catch (error) {
    throw isUniqueViolation(error) ? codeTaken() : error;
  }
}

/** Partial update: absent fields keep their value. */
export async function updateOrganization(
  db: Database,
  organizationId: number,
  input: OrganizationUpdate,
): Promise<OrganizationWithCount> {
  const current = await getOrganization(db, organizationId);
  // A national number given alone is read in the organization's current country.
  const changes = { ...input, country: input.country ?? current.country };
  const errors = await checkOrganization(db, changes, organizationId);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  try {
    await updateOrganizationRow(db, organizationId, toValues(changes));
  } catch (error) {
    throw isUniqueViolation(error) ? codeTaken() : error;
  }
  return getOrganization(db, organizationId);
}

/** Soft delete: the row stays, so its code stays taken and old records keep their organization. */
export async function deleteOrganization(db: Database, organizationId: number): Promise<void> {
  await getOrganization(db, organizationId);
  await softDeleteOrganization(db, organizationId);
}

/** Members and agents of an organization, for its counters. */
export const countMembersOfOrganization = (db: Database, organizationId: number) =>
  countMembersAndAgents(db, organizationId);

/**
 * The organization of an org-scoped URL. Administrators reach every organization (the list they
 * load at sign-in is all of them, and they manage them all); anyone else needs membership.
 * Unknown, deleted and not-accessible all answer the same 404, so the answer never confirms that
 * an organization exists.
 */
export async function resolveOrganizationForUser(
  db: Database,
  code: string,
  caller: { userId: number; isAdmin: boolean },
): Promise<OrganizationScope> {
  const row = await findOrganizationByCodeForUser(db, code, caller.userId);
  if (!row || !(row.isMember || caller.isAdmin)) throw notFound(ORGANIZATION_NOT_FOUND);
  const { isMember: _, ...organization } = row;
  return organization;
}

/** An organization with what rules need of it, for work outside a request (jobs, seeds, the CLI). */
export async function getOrganizationScope(db: Database, organizationId: number): Promise<OrganizationScope> {
  const organization = await findOrganizationScope(db, organizationId);
  if (!organization) throw notFound(ORGANIZATION_NOT_FOUND);
  return organization;
}

/** The non-deleted organization with this code (any case), if any. */
export const getOrganizationByCode = (db: Database, code: string) => findOrganizationByCode(db, code);

export async function getOrganizationsOfUser(db: Database, userId: number): Promise<OrganizationRef[]> {
  return (await listOrganizationsOfUser(db, userId)).map(toOrganizationRefJson);
}

type CheckedFields = Partial<Pick<OrganizationInput, 'code' | 'default_currency' | 'phone' | 'country'>>;

/** Rules zod cannot check alone: unique code, known currency, a phone that parses in the country. */
async function checkOrganization(
  db: Database,
  fields: CheckedFields,
  organizationId?: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (fields.code && (await isCodeTaken(db, fields.code, organizationId))) {
    errors.code = ['The code has already been taken.'];
  }
  if (fields.default_currency && !(await currencyExists(db, fields.default_currency))) {
    errors.default_currency = ['The selected default currency is invalid.'];
  }
  if (fields.phone && normalizePhone(fields.phone, fields.country) === null) {
    errors.phone = ['Must be a valid phone number.'];
  }
  return errors;
}

function toValues(input: OrganizationUpdate): Partial<OrganizationValues> {
  return {
    code: input.code,
    name: input.name,
    legalName: input.legal_name,
    taxId: input.tax_id,
    country: input.country,
    timezone: input.timezone,
    defaultCurrency: input.default_currency,
    locale: input.locale,
    badgeColor: input.badge_color,
    logoUrl: input.logo_url,
    phone:
      input.phone === undefined || input.phone === null
        ? input.phone
        : normalizePhone(input.phone, input.country),
    email: input.email,
    address: input.address,
    isActive: input.is_active,
    recordingEnabled: input.recording_enabled,
    voicemailGreeting: input.voicemail_greeting,
    ringTimeoutSeconds: input.ring_timeout_seconds,
  };
}

const codeTaken = () => invalid({ code: ['The code has already been taken.'] });
