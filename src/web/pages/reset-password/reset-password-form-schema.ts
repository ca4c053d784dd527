import { z } from 'zod';
import { MESSAGES, passwordSchema } from '../../../contracts/auth';

/** The reset page's form: the contract's password rules plus a matching confirmation. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(6, MESSAGES.passwordMin) })
  .refine((form) => form.password === form.confirmPassword, {
    message: MESSAGES.passwordsMatch,
    path: ['confirmPassword'],
  });
