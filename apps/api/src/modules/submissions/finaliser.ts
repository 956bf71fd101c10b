import fp from 'fastify-plugin';
import { finaliseExpired } from './finalise.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One finaliser pass now (tests and operators); resolves to the number of attempts finalised. */
    finaliseExpiredAttempts: () => Promise<number>;
  }
}

/**
 * Background finaliser: every `intervalSeconds`, grades the attempts whose deadline plus grace has passed
 * (the student left). Runs in every instance; FOR UPDATE SKIP LOCKED makes each attempt graded once.
 */
export const finaliserPlugin = fp<{ intervalSeconds: number; enabled: boolean }>(
  async (app, { intervalSeconds, enabled }) => {
    const deps = () => ({ db: app.db, engine: app.engine, localEngine: app.localEngine, log: app.log });
    app.decorate('finaliseExpiredAttempts', () => finaliseExpired(deps()));
    if (!enabled) return;

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let closing = false;
    const tick = () => {
      if (running || closing) return;
      running = finaliseExpired(deps())
        .then((n) => {
          if (n) app.log.info({ finalised: n }, 'expired test attempts finalised');
        })
        .catch((err: unknown) => app.log.error({ err }, 'finaliser pass failed'))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(tick, intervalSeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'finaliser', dependencies: ['db', 'engine'] },
);
