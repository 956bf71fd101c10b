import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { stripBidiControls } from './sanitize.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';

export const signupSchema = z.object({
  fullName: z
    .string()
    .max(LIMITS.fieldMaxLength)
    .transform((v) => stripBidiControls(v).trim())
    .pipe(z.string().min(1, 'Full name is required')),
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address').max(254),
  password: z.string().min(LIMITS.signupPasswordMin, AUTH_MESSAGES.passwordHint).max(128),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** The minimum length applies only on signup. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  /** The configured question engine, so the generator can show its label before generating. */
  engine: z.object({ id: z.string(), model: z.string().nullable() }),
});
