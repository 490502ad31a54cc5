import { z } from 'zod';
import { flag } from './flags.ts';
import { RIGHTS } from './permissions.ts';

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
  remember: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_admin: flag,
  is_administrator: flag,
  is_developer: flag,
  role_id: z
    .number()
    .int()
    .describe("The user's role (GET /api/roles); the three flags above derive from its rights."),
  role_name: z.string(),
  rights: z.array(z.enum(RIGHTS)).describe("The rights of the user's role."),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
