import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { mailboxPortTaken } from './mailbox/portTaken';
import { startMailbox } from './mailbox/startMailbox';
import { resolveSessionSecret } from './sessionSecret';
import { developmentModeWarning } from './startupNotice';
import { stopOnSignals } from './stopSignals';

async function main(): Promise<void> {
  const config = await resolveSessionSecret(loadConfig(process.env));
  const app = await buildApp(config);
  if (config.mailboxMode === 'embedded') {
    const mailbox = await startMailbox({ config, db: app.db, notifier: app.inboundMail, log: app.log }).catch(async (error: unknown) => {
      const taken = mailboxPortTaken(error, config.mailboxSmtpHost, config.mailboxSmtpPort);
      if (taken === null) throw error;
      await app.close();
      throw new ConfigError([taken]);
    });
    // Before the database closes: a message being received is stored (and answered) first.
    app.addHook('preClose', () => mailbox.close());
  }

  stopOnSignals(app.log, 'server', () => app.close());

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: config.databaseUrl === null ? `PGlite in ${config.dataDir}` : 'PostgreSQL', staticDir: config.staticDir },
    'server ready',
  );
  const warning = developmentModeWarning(config);
  if (warning !== null) app.log.warn(warning);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
