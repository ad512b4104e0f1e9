import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { metrics } from './metrics';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML (in Arabic, right-to-left); the text version stays for every reader. */
  html?: string;
  /** The action link the message carries, kept apart so tests and people can open it directly. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const FROM = 'Oujda Marketplace <no-reply@oujda-marketplace.ma>';

/**
 * Sends through SMTP when `smtpUrl` is set. Otherwise each message is printed and written to
 * `outboxDir` as JSON, so a person on a fresh machine (or a test) can open the link.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  return counted(sender(options));
}

/** Every message counted as sent or failed (Prometheus alerts on failures); the failure still reaches the caller. */
function counted(mailer: Mailer): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
        metrics.emailsSent.inc();
      } catch (error) {
        metrics.emailsFailed.inc();
        throw error;
      }
    },
  };
}

function sender(options: { smtpUrl?: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
    };
  }
  let sequence = 0;
  return {
    async send(mail) {
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${Date.now()}-${String(sequence++).padStart(4, '0')}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.json`;
      // Written aside then renamed: whoever reads the outbox never finds a message half written.
      const file = path.join(options.outboxDir, name);
      await writeFile(`${file}.part`, JSON.stringify({ ...mail, sentAt: new Date().toISOString() }, null, 2));
      await rename(`${file}.part`, file);
      // Printing the link is the point of the outbox on a developer's machine.
      console.log(`\n✉  To: ${mail.to}\n   Subject: ${mail.subject}\n   ${mail.link ?? ''}\n`);
    },
  };
}
