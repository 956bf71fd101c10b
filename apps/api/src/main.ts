import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  await database.migrate();
  const app = await buildApp({ config, database });

  // Stopping (docs/decisions/007-robustness.md): no new connections, 503 for new requests on open ones, requests
  // in flight (an upload, a submit being graded) get SHUTDOWN_GRACE_SECONDS to finish; then the rest is cut.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(
      { signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS },
      'stopping: finishing requests in flight',
    );
    const cut = setTimeout(() => {
      app.log.warn('stopping: grace period over, closing the remaining connections');
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), 2000).unref();
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    cut.unref();
    try {
      await app.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, ms: Date.now() - started },
    `StudyPilot is ready on http://localhost:${config.PORT}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
