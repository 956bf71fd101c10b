import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, billingRedirectSchema, billingStatusSchema } from '@studypilot/core';
import type { Config } from '../../config.ts';
import * as service from './billing.service.ts';
import { createStripeClient, type StripeClient } from './stripe-client.ts';

/** Issue 14 item 7 (decision 604): buying Premium with Stripe Checkout, the customer portal and the webhook. */
export const billingRoutes: FastifyPluginAsyncZod<{ config: Config; stripe?: StripeClient | null }> = async (
  app,
  opts,
) => {
  const stripe = opts.stripe === undefined ? createStripeClient(opts.config) : opts.stripe;
  const deps = (log = app.log) => ({ db: app.db, config: opts.config, stripe, log });
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

  app.get(
    '/billing',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'Plan, subscription state and whether online payment is configured',
        response: { 200: billingStatusSchema, ...errors },
      },
    },
    async (request) => service.getBillingStatus(app.db, opts.config, request.user.id),
  );

  app.post(
    '/billing/checkout',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['billing'],
        summary:
          'A Stripe Checkout session for the monthly Premium subscription; the browser goes to its url',
        response: { 200: billingRedirectSchema, 503: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.startCheckout(deps(request.log), request.user.id),
  );

  app.post(
    '/billing/portal',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'A Stripe customer portal session (cancel, payment method, invoices)',
        response: { 200: billingRedirectSchema, 503: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.openPortal(deps(request.log), request.user.id),
  );

  // The signature covers the exact bytes Stripe sent: this route alone reads JSON as a raw Buffer.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/billing/webhook',
      {
        schema: {
          tags: ['billing'],
          summary:
            'Stripe webhook (signed): checkout completed, subscription updated/deleted, payment failed',
          headers: z.object({ 'stripe-signature': z.string().max(4096).optional() }).passthrough(),
          response: {
            200: z.object({ received: z.literal(true), applied: z.boolean() }),
            400: apiErrorSchema,
            404: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request) =>
        service.handleWebhook(
          deps(request.log),
          Buffer.isBuffer(request.body) ? request.body : undefined,
          request.headers['stripe-signature'],
        ),
    );
  });
};
