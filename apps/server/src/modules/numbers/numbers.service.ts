import type {
  createNumberSchema,
  NumberCandidate,
  NumberCapability,
  TelephonyNumber,
  updateNumberSchema,
} from '@aurora/contracts/numbers';
import type { z } from 'zod';
import type { Database } from '#platform/db/client.ts';
import { type FieldErrors, invalid, isUniqueViolation, notFound } from '#platform/errors.ts';
import { normalizePhone } from '#platform/phones.ts';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';
import { throwIfInvalid } from '#records/records.service.ts';
import {
  deleteNumber as deleteNumberRow,
  existingNumbers,
  findNumber,
  findNumberByE164,
  findOutgoingNumber,
  insertNumber,
  listNumbers as listNumberRows,
  type NumberRow,
  type NumberValues,
  updateNumber as updateNumberRow,
} from './numbers.repository.ts';

export { type NumberRow, numberNameOf } from './numbers.repository.ts';

export const NUMBER_NOT_FOUND = 'Number not found.';
const NUMBER_TAKEN = 'The number has already been taken.';

export const toNumberJson = (row: NumberRow): TelephonyNumber => ({
  id: row.id,
  number: row.number,
  friendly_name: row.friendlyName,
  provider_id: row.providerId,
  country: row.country,
  capabilities: row.capabilities as NumberCapability[],
  agents: row.agents,
  ring_timeout_seconds: row.ringTimeoutSeconds,
  voicemail_enabled: row.voicemailEnabled,
  recording_enabled: row.recordingEnabled,
  is_active: row.isActive,
  monthly_cost: row.monthlyCost,
  monthly_cost_currency: row.monthlyCostCurrency,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listNumbers({ db, organization }: OrganizationData): Promise<TelephonyNumber[]> {
  const organizationId = organization.id;
  return (await listNumberRows(db, organizationId)).map(toNumberJson);
}

async function getNumberRow(db: Database, organizationId: number, id: number): Promise<NumberRow> {
  const row = await findNumber(db, organizationId, id);
  if (!row) throw notFound(NUMBER_NOT_FOUND);
  return row;
}

export async function getNumber(
  { db, organization }: OrganizationData,
  id: number,
): Promise<TelephonyNumber> {
  const organizationId = organization.id;
  return toNumberJson(await getNumberRow(db, organizationId, id));
}

/** Agents must be members of the organization with an agent record. */
async function checkAgents(
  db: Database,
  organizationId: number,
  agentIds: number[] | undefined,
  errors: FieldErrors,
) {
  if (!agentIds || agentIds.length === 0) return;
  const members = await listMembers(db, organizationId);
  const agents = new Set(members.filter((member) => member.agent).map((member) => member.id));
  const wrong = agentIds.filter((id) => !agents.has(id));
  if (wrong.length > 0) {
    errors.agent_ids = [`These users are not agents of this organization: ${wrong.join(', ')}.`];
  }
}

type NumberInput = Partial<z.output<typeof createNumberSchema>>;

async function toValues(
  { db, organization }: OrganizationData,
  input: NumberInput,
  errors: FieldErrors,
  exceptId?: number,
): Promise<Partial<NumberValues>> {
  const values: Partial<NumberValues> = {};
  if (input.number !== undefined) {
    const country = input.country ?? organization.country;
    const e164 = normalizePhone(input.number, country);
    if (!e164) errors.number = ['The number must be a valid phone number (E.164, like +525512345678).'];
    else {
      const taken = await findNumberByE164(db, e164);
      if (taken && taken.id !== exceptId) errors.number = [NUMBER_TAKEN];
      values.number = e164;
    }
  }
  if (input.friendly_name !== undefined) values.friendlyName = input.friendly_name;
  if (input.provider_id !== undefined) values.providerId = input.provider_id;
  if (input.country !== undefined) values.country = input.country;
  if (input.capabilities !== undefined) values.capabilities = [...new Set(input.capabilities)];
  if (input.ring_timeout_seconds !== undefined) values.ringTimeoutSeconds = input.ring_timeout_seconds;
  if (input.voicemail_enabled !== undefined) values.voicemailEnabled = input.voicemail_enabled;
  if (input.recording_enabled !== undefined) values.recordingEnabled = input.recording_enabled;
  if (input.is_active !== undefined) values.isActive = input.is_active;
  if (input.monthly_cost !== undefined) values.monthlyCost = input.monthly_cost;
  if (input.monthly_cost_currency !== undefined) values.monthlyCostCurrency = input.monthly_cost_currency;
  await checkAgents(db, organization.id, input.agent_ids, errors);
  return values;
}

export async function createNumber(
  data: OrganizationData,
  input: z.output<typeof createNumberSchema>,
): Promise<TelephonyNumber> {
  const { db, organization } = data;
  const organizationId = organization.id;
  const errors: FieldErrors = {};
  // The organization's ring time and recording are its defaults for new numbers; from then on the
  // number's own settings are the ones calls follow (call-routing.service.ts, calls.service.ts).
  const values = await toValues(
    data,
    {
      ...input,
      ring_timeout_seconds: input.ring_timeout_seconds ?? organization.calls.ringTimeoutSeconds,
      recording_enabled: input.recording_enabled ?? organization.calls.recordingEnabled,
    },
    errors,
  );
  throwIfInvalid(errors);
  try {
    const id = await insertNumber(db, organizationId, values as NumberValues, [...new Set(input.agent_ids)]);
    return getNumber(data, id);
  } catch (error) {
    // Two admins adding the same number at once: the unique index decides.
    if (isUniqueViolation(error)) throw invalid({ number: [NUMBER_TAKEN] });
    throw error;
  }
}

export async function updateNumber(
  data: OrganizationData,
  id: number,
  input: z.output<typeof updateNumberSchema>,
): Promise<TelephonyNumber> {
  const { db } = data;
  const organizationId = data.organization.id;
  const current = await getNumberRow(db, organizationId, id);
  const errors: FieldErrors = {};
  const values = await toValues(
    data,
    { ...input, country: input.country === undefined ? (current.country ?? undefined) : input.country },
    errors,
    id,
  );
  if (input.country === undefined) delete values.country;
  throwIfInvalid(errors);
  try {
    await updateNumberRow(
      db,
      organizationId,
      id,
      values,
      input.agent_ids === undefined ? undefined : [...new Set(input.agent_ids)],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ number: [NUMBER_TAKEN] });
    throw error;
  }
  return getNumber(data, id);
}

export async function deleteNumber({ db, organization }: OrganizationContext, id: number): Promise<void> {
  const organizationId = organization.id;
  await getNumberRow(db, organizationId, id);
  await deleteNumberRow(db, organizationId, id);
}

/** The provider account's numbers, marked when some organization here already has them. */
export async function listImportCandidates(
  db: Database,
  candidates: Omit<NumberCandidate, 'imported'>[],
): Promise<NumberCandidate[]> {
  const taken = new Set(
    await existingNumbers(
      db,
      candidates.map((candidate) => candidate.number),
    ),
  );
  return candidates.map((candidate) => ({ ...candidate, imported: taken.has(candidate.number) }));
}

/** The number an incoming call dialled (E.164), in whichever organization has it. */
export const getNumberByE164 = (db: Database, number: string) => findNumberByE164(db, number);

/** The number an agent's outgoing call shows (see the repository); undefined when none is active. */
export const getOutgoingNumber = (db: Database, organizationId: number, userId: number) =>
  findOutgoingNumber(db, organizationId, userId);
