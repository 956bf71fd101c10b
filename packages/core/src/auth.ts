import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { stripBidiControls } from './sanitize.ts';

export const AUTH_MESSAGES = {
  invalidCredentials:
    "Invalid email or password. Please check your credentials or sign up if you don't have an account.",
  alreadyRegistered: 'This email is already registered. Please try logging in instead.',
  loginFailedTitle: 'Login Failed',
  loginSuccess: 'Welcome back! You have successfully logged in.',
  signupFailedTitle: 'Sign Up Failed',
  signupSuccessTitle: 'Account Created Successfully!',
  signupSuccessStandalone: 'You can now log in with your credentials.',
  unexpectedTitle: 'Error',
  unexpected: 'An unexpected error occurred. Please try again.',
  termsTitle: 'Terms Required',
  terms: 'Please agree to the Terms of Service and Privacy Policy',
  passwordHint: 'Password must be at least 6 characters',
} as const;

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
