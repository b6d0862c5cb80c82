import { ADMIN_ROLE } from '@aurora/contracts/constants';
import type {
  createMemberSchema,
  DirectoryMember,
  Member,
  updateMemberSchema,
} from '@aurora/contracts/organizations';
import type { z } from 'zod';
import type { Database } from '#platform/db/client.ts';
import { invalid, notFound } from '#platform/errors.ts';
import type { OrganizationData } from '#platform/tenancy/context.ts';
import {
  deleteMember,
  findMember,
  insertMember,
  listMembers as listMemberRows,
  listOrganizationsOfUser,
  type MemberRow,
} from './organizations.repository.ts';
import { getOrganization } from './organizations.service.ts';
import {
  createUser,
  getUser,
  getUserByEmail,
  getUserProfiles,
  setAgent,
  setDefaultOrganization,
  setUserRoles,
  type UserProfile,
} from './users.service.ts';

export const MEMBER_NOT_FOUND = 'Member not found.';

export const toMemberJson = (row: MemberRow, profile: UserProfile | undefined): Member => ({
  id: row.id,
  name: row.name,
  email: row.email,
  roles: profile?.roles ?? [],
  agent: profile?.agent ?? null,
  joined_at: row.joinedAt.toISOString(),
});

/**
 * The organization's members. Its callers have the organization already (the request's, the
 * job's), so it is not looked up again here; an unknown id has no members.
 */
export async function listMembers(db: Database, organizationId: number): Promise<Member[]> {
  const rows = await listMemberRows(db, organizationId);
  const profiles = await getUserProfiles(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toMemberJson(row, profiles.get(row.id)));
}

/** The organization's members by name, as any member may see them (owner pickers, assignment). */
export async function listMemberDirectory({
  db,
  organization,
}: OrganizationData): Promise<DirectoryMember[]> {
  const organizationId = organization.id;
  const members = await listMembers(db, organizationId);
  return members
    .map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      is_agent: member.agent !== null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function getMember(db: Database, organizationId: number, userId: number): Promise<Member> {
  const row = await findMember(db, organizationId, userId);
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  const profiles = await getUserProfiles(db, [userId]);
  return toMemberJson(row, profiles.get(userId));
}

/** Adds an existing user; their first organization also becomes their default one. */
export async function addMember(db: Database, organizationId: number, email: string): Promise<Member> {
  await getOrganization(db, organizationId);
  const user = await getUserByEmail(db, email);
  if (!user) throw invalid({ email: ['The selected email is invalid.'] });
  if (!(await insertMember(db, organizationId, user.id))) {
    throw invalid({ email: ['This user is already a member of this organization.'] });
  }
  if (user.defaultOrganizationId === null) await setDefaultOrganization(db, user.id, organizationId);
  return getMember(db, organizationId, user.id);
}

/** Creates the user (roles, agent record) and the membership together; this organization is their default. */
export async function createMember(
  db: Database,
  organizationId: number,
  input: z.output<typeof createMemberSchema>,
): Promise<Member> {
  await getOrganization(db, organizationId);
  const user = await db.transaction(async (tx) => {
    const created = await createUser(tx, {
      name: input.name,
      email: input.email,
      password: input.password,
      roles: input.roles,
      isAgent: input.is_agent,
      defaultOrganizationId: organizationId,
    });
    await insertMember(tx, organizationId, created.id);
    return created;
  });
  return getMember(db, organizationId, user.id);
}

/**
 * Changes a member's roles and agent record. Roles are the user's, not per organization. An
 * administrator cannot drop their own Administrador role, so nobody locks themselves out.
 */
export async function updateMember(
  db: Database,
  organizationId: number,
  userId: number,
  input: z.output<typeof updateMemberSchema>,
  actingUserId: number,
): Promise<Member> {
  await getOrganization(db, organizationId);
  const current = await getMember(db, organizationId, userId);
  if (input.roles) {
    const wasAdmin = current.roles.some((role) => role.name === ADMIN_ROLE);
    if (userId === actingUserId && wasAdmin && !input.roles.includes(ADMIN_ROLE)) {
      throw invalid({ roles: ['You cannot remove your own Administrador role.'] });
    }
  }
  const { roles, is_agent: isAgent } = input;
  await db.transaction(async (tx) => {
    if (roles) await setUserRoles(tx, userId, roles);
    if (isAgent !== undefined) await setAgent(tx, userId, isAgent);
  });
  return getMember(db, organizationId, userId);
}

/** Removes the membership; a user whose default it was falls back to another membership, or none. */
export async function removeMember(db: Database, organizationId: number, userId: number): Promise<void> {
  await getOrganization(db, organizationId);
  if (!(await findMember(db, organizationId, userId))) throw notFound(MEMBER_NOT_FOUND);
  await db.transaction(async (tx) => {
    await deleteMember(tx, organizationId, userId);
    const user = await getUser(tx, userId);
    if (user?.defaultOrganizationId === organizationId) {
      const [next] = await listOrganizationsOfUser(tx, userId);
      await setDefaultOrganization(tx, userId, next?.id ?? null);
    }
  });
}

/** Makes the user a member if they are not one yet; for seeding and the create-user command. */
export async function ensureMember(db: Database, organizationId: number, userId: number): Promise<void> {
  await insertMember(db, organizationId, userId);
}
