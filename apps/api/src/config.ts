import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z.string().default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_AUTH_PER_EMAIL: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** Failed sign-ins for one e-mail from one client IP before that IP is locked out of it for the window. */
  LOCKOUT_FAILURES_PER_EMAIL_IP: z.coerce.number().int().positive().default(10),
  /** Failed sign-ins for one e-mail from all IPs together before the account is locked for the window. */
  LOCKOUT_FAILURES_PER_EMAIL: z.coerce.number().int().positive().default(50),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().default('StudyPilot <no-reply@studypilot.local>'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default('course-summaries'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  ENGINE: z.enum(['local', 'anthropic', 'openai-compatible']).default('local'),
  ENGINE_MODEL: z.string().optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  FREE_TESTS_PER_MONTH: z.coerce.number().int().min(0).default(5),
  /** Test-only: allows time limits below 10 minutes so e2e can watch a timer run out. */
  ALLOW_SHORT_TIME_LIMITS: bool.default(false),
  FINALIZER_INTERVAL_SECONDS: z.coerce.number().int().positive().default(20),
  /** How long a valid session may be served from this instance's memory (0 = read it on every request). */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(2),
  /** On SIGTERM/SIGINT, how long requests in flight (uploads, grading) may take before they are cut. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(30),
  /** Stripe (decision 604): all three turn online payment on; none leaves upgrades to the admin command. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/,
      'must be a Stripe secret key (sk_test_..., sk_live_... or rk_...)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=_]+$/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  STRIPE_PRICE_ID: z
    .string()
    .regex(/^price_[A-Za-z0-9_]+$/, 'must be a Stripe price id (price_...)')
    .optional(),
  /** Where the Stripe SDK sends its requests; only for a local stand-in of the API (stripe-mock, tests). */
  STRIPE_API_URL: z.string().url().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  uploadsDir: string;
  pgliteDir: string;
  publicUrl: string;
  authSecret: string;
  trustProxy: boolean | string | number;
  webDist: string;
  /** Stripe settings when online payment is configured (all three keys set), else null. */
  stripe: { secretKey: string; webhookSecret: string; priceId: string; apiUrl?: string } | null;
}

export class ConfigError extends Error {}

function parseTrustProxy(v: string): boolean | string | number {
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** Reads the environment once; every other module takes the typed config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Config {
  const parsed = envSchema.safeParse({ ...stripEmpty(env), ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const;
  const stripeSet = stripeKeys.filter((k) => e[k] !== undefined);
  if (stripeSet.length && stripeSet.length < stripeKeys.length) {
    const missing = stripeKeys.filter((k) => e[k] === undefined);
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((k) => `  ${k}: required when ${stripeSet.join(', ')} ${stripeSet.length === 1 ? 'is' : 'are'} set (online payment needs all three)`).join('\n')}`,
    );
  }
  // Relative paths are read from where the operator ran npm, not from the workspace npm switched into.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = e.DATA_DIR ? path.resolve(base, e.DATA_DIR) : path.join(REPO_ROOT, 'data');
  return {
    ...e,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    pgliteDir: path.join(dataDir, 'pglite'),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    authSecret: e.BETTER_AUTH_SECRET ?? persistentSecret(dataDir),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceId: e.STRIPE_PRICE_ID,
            ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
          }
        : null,
  };
}

function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

/** Without BETTER_AUTH_SECRET a random secret is kept in DATA_DIR so sessions survive a restart. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
