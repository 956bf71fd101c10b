import Stripe from 'stripe';
import type { Config } from '../../config.ts';

export type StripeClient = Stripe;

/**
 * The official SDK, built once from the configuration; null when online payment is not configured.
 * STRIPE_API_URL points it at a local stand-in of the API (stripe-mock, the tests' fake server).
 */
export function createStripeClient(config: Config): Stripe | null {
  if (!config.stripe) return null;
  const url = config.stripe.apiUrl ? new URL(config.stripe.apiUrl) : null;
  return new Stripe(config.stripe.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: 'StudyPilot' },
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
