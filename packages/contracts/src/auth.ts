import { z } from 'zod';
import { timestampSchema } from './http.ts';

export const roleSchema = z.object({ id: z.number().int(), name: z.string() });
export type Role = z.infer<typeof roleSchema>;

/** The agent record that makes a user an agent (spec §1). */
export const agentSchema = z.object({
  id: z.number().int(),
  /** Telephony identity of the agent's browser device. */
  identity: z.string(),
  /** Phone used for tracked calls, E.164. */
  phone: z.string().nullable(),
  is_active: z.boolean(),
});
export type Agent = z.infer<typeof agentSchema>;

export const organizationRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type OrganizationRef = z.infer<typeof organizationRefSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  locale: z.string(),
  roles: z.array(roleSchema),
  default_organization: organizationRefSchema.nullable(),
  agent: agentSchema.nullable(),
  organizations: z.array(organizationRefSchema),
  created_at: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `GET /auth/me` answers `{data: user}`; the client reads the user from `data`. */
export const meResponseSchema = z.object({ data: userSchema });
