import type { listOrganizationsQuerySchema } from '@aurora/contracts/organizations';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  isNull,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '#platform/db/client.ts';
import { preparedQuery } from '#platform/db/prepared.ts';
import { qualified } from '#platform/db/sql.ts';
import type { OrganizationScope } from './context.ts';
import { organizationMembers } from './members.table.ts';
import { organizations } from './organizations.table.ts';
import { agents, users } from './users.table.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationWithCount = OrganizationRow & { membersCount: number };
export type OrganizationValues = Omit<
  typeof organizations.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

const membersCount =
  sql<number>`(select count(*) from ${organizationMembers} where ${qualified(organizationMembers.organizationId)} = ${qualified(organizations.id)})`
    .mapWith(Number)
    .as('members_count');

const notDeleted = isNull(organizations.deletedAt);

const isMember = (userId: number | Placeholder) =>
  sql<boolean>`exists (select 1 from ${organizationMembers} where ${qualified(organizationMembers.organizationId)} = ${qualified(organizations.id)} and ${qualified(organizationMembers.userId)} = ${userId})`;

const SORT_COLUMNS = {
  code: organizations.code,
  name: organizations.name,
  country: organizations.country,
  created_at: organizations.createdAt,
} as const;

type ListFilter = Pick<z.output<typeof listOrganizationsQuerySchema>, 'page' | 'per_page' | 'sort' | 'q'> & {
  /** Only the organizations this user is a member of. */
  memberUserId?: number | undefined;
};

/** Non-deleted organizations, one page of them, with the total for pagination. */
export async function listOrganizations(
  db: Database,
  filter: ListFilter,
): Promise<{ rows: OrganizationWithCount[]; total: number }> {
  const conditions: (SQL | undefined)[] = [notDeleted];
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(organizations.code, pattern),
        ilike(organizations.name, pattern),
        ilike(organizations.legalName, pattern),
      ),
    );
  }
  if (filter.memberUserId !== undefined) conditions.push(isMember(filter.memberUserId));
  const where = and(...conditions);
  const descending = filter.sort.startsWith('-');
  const column = SORT_COLUMNS[filter.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const [rows, totals] = await Promise.all([
    db
      .select({ ...getTableColumns(organizations), membersCount })
      .from(organizations)
      .where(where)
      .orderBy(descending ? desc(column) : asc(column), asc(organizations.id))
      .limit(filter.per_page)
      .offset((filter.page - 1) * filter.per_page),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findOrganization(
  db: Database,
  organizationId: number,
): Promise<OrganizationWithCount | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(organizations), membersCount })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), notDeleted));
  return row;
}

export async function findOrganizationByCode(
  db: Database,
  code: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(sql`upper(${organizations.code})`, code.toUpperCase()), notDeleted));
  return row;
}

/** Looks a code up over every row, deleted ones included, because a used code stays taken. */
export async function isCodeTaken(
  db: Database,
  code: string,
  exceptOrganizationId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(sql`upper(${organizations.code})`, code.toUpperCase()));
  return row !== undefined && row.id !== exceptOrganizationId;
}

/** The non-deleted organization with this code, and whether the user is one of its members. */
const scopeColumns = {
  id: organizations.id,
  code: organizations.code,
  name: organizations.name,
  country: organizations.country,
  timeZone: organizations.timezone,
  currency: organizations.defaultCurrency,
  locale: organizations.locale,
  calls: {
    ringTimeoutSeconds: organizations.ringTimeoutSeconds,
    recordingEnabled: organizations.recordingEnabled,
    voicemailGreeting: organizations.voicemailGreeting,
  },
  contact: { phone: organizations.phone, email: organizations.email },
  legal: { name: organizations.legalName, taxId: organizations.taxId, address: organizations.address },
};

const organizationByCodeForUser = preparedQuery((db) =>
  db
    .select({ ...scopeColumns, isMember: isMember(sql.placeholder('userId')) })
    .from(organizations)
    .where(and(eq(sql`upper(${organizations.code})`, sql.placeholder('code')), notDeleted))
    .prepare('find_organization_by_code_for_user'),
);

const organizationScopeById = preparedQuery((db) =>
  db
    .select(scopeColumns)
    .from(organizations)
    .where(and(eq(organizations.id, sql.placeholder('id')), notDeleted))
    .prepare('find_organization_scope'),
);

export async function findOrganizationScope(
  db: Database,
  organizationId: number,
): Promise<OrganizationScope | undefined> {
  const [row] = await organizationScopeById(db).execute({ id: organizationId });
  return row;
}

export async function findOrganizationByCodeForUser(
  db: Database,
  code: string,
  userId: number,
): Promise<(OrganizationScope & { isMember: boolean }) | undefined> {
  const [row] = await organizationByCodeForUser(db).execute({ code: code.toUpperCase(), userId });
  return row;
}

export async function insertOrganization(db: Database, values: OrganizationValues): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('INSERT organizations returned no row');
  return row;
}

export async function updateOrganization(
  db: Database,
  organizationId: number,
  values: Partial<OrganizationValues>,
): Promise<void> {
  await db
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(organizations.id, organizationId), notDeleted));
}

export async function softDeleteOrganization(db: Database, organizationId: number): Promise<void> {
  await db
    .update(organizations)
    .set({ deletedAt: new Date() })
    .where(and(eq(organizations.id, organizationId), notDeleted));
}

/** Non-deleted organizations the user is a member of, by code. */
export async function listOrganizationsOfUser(
  db: Database,
  userId: number,
): Promise<{ id: number; code: string; name: string }[]> {
  return db
    .select({ id: organizations.id, code: organizations.code, name: organizations.name })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, userId), notDeleted))
    .orderBy(asc(organizations.code));
}

export type MemberRow = { id: number; name: string; email: string; joinedAt: Date };

export async function listMembers(db: Database, organizationId: number): Promise<MemberRow[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email, joinedAt: organizationMembers.createdAt })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(users.name), asc(users.id));
}

export async function findMember(
  db: Database,
  organizationId: number,
  userId: number,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, joinedAt: organizationMembers.createdAt })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );
  return row;
}

/** Inserts the membership; false when it already existed. */
export async function insertMember(db: Database, organizationId: number, userId: number): Promise<boolean> {
  const inserted = await db
    .insert(organizationMembers)
    .values({ organizationId, userId })
    .onConflictDoNothing()
    .returning({ id: organizationMembers.id });
  return inserted.length > 0;
}

export async function deleteMember(db: Database, organizationId: number, userId: number): Promise<void> {
  await db
    .delete(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );
}

export async function countMembersAndAgents(
  db: Database,
  organizationId: number,
): Promise<{ members: number; agents: number }> {
  const [row] = await db
    .select({ members: count(), agents: count(agents.id) })
    .from(organizationMembers)
    .leftJoin(agents, eq(agents.userId, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId));
  return { members: row?.members ?? 0, agents: row?.agents ?? 0 };
}
