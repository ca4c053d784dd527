import { z } from 'zod';
import { ROLES, roleSchema } from './auth.js';
import { bodyObject } from './body.js';

/** A row of the admin users list (docs/product.md#admin-dashboard). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.array(adminUserSchema);

export const roleChangePayloadSchema = bodyObject({ role: z.enum(ROLES, { error: `role must be one of: ${ROLES.join(', ')}` }) });
