import { z } from 'zod/mini';

/**
 * The sign-in request. Written with zod mini, in a module of its own: the sign-in page validates
 * with it without loading the schema builders every other contract uses (decision 029); the
 * server validates with the same schema.
 */
export const loginRequestSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.toLowerCase()),
    z.email({ error: 'The email must be a valid email address.' }),
  ),
  password: z.string().check(z.minLength(1, { error: 'The password field is required.' }), z.maxLength(200)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
