import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** smtp: sent; outbox: written to DATA_DIR/outbox; log: kept in memory (tests). */
  readonly kind: 'smtp' | 'outbox' | 'log';
}

/**
 * Without SMTP settings each message is written as one RFC 5322 `.eml` file to `DATA_DIR/outbox/`, so a local
 * install still works (open the file with any mail client, or read the link in it). The log names the file,
 * never its content: a reset link in a log would let anyone who reads the logs take over the account. In
 * development (NODE_ENV=development) the text is printed as well, for convenience.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (!config.SMTP_HOST) return createOutboxMailer(config, log);
  const transport = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } : undefined,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from: config.SMTP_FROM, ...mail });
    },
  };
}

export function outboxDir(config: Config) {
  return path.join(config.dataDir, 'outbox');
}

function createOutboxMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const dir = outboxDir(config);
  // nodemailer builds the complete message (headers, encoding) without sending it anywhere.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await builder.sendMail({ from: config.SMTP_FROM, ...mail });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // The message may hold a live reset link: readable by the server's user only.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.warn({ file, subject: mail.subject }, 'E-mail not sent (no SMTP_HOST set): written to the outbox');
      if (config.NODE_ENV === 'development')
        log.info(`E-mail to ${mail.to} (development only):\n${mail.text}`);
    },
  };
}
