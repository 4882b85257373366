import type * as Nodemailer from 'nodemailer';
import { lazyPackage } from '../../lib/lazy-package';
import type { Config } from '../../config';

const nodemailer = lazyPackage<typeof Nodemailer>('nodemailer');

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** One file sent with it (the receipt PDF), base64 as the outbox keeps it. */
  attachment?: { filename: string; content_type: string; base64: string } | null;
}

/**
 * The mail server refused the message for good (an SMTP 5xx reply, e.g. 550 no such user): trying again would
 * be refused again, so the outbox fails it at once with the server's reply. A 4xx or a network fault is retried.
 */
export class PermanentMailRefusal extends Error {
  constructor(readonly reply: string) {
    super(reply);
  }
}

/** Delivers one message or throws. The outbox worker retries on throw, except a PermanentMailRefusal. */
export interface MailTransport {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

export interface Logger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

/**
 * Embedded default: the message stays in the outbox table (read on the mailbox page) and is printed
 * to the log. Emails carry set-password and reset links, so outside development only the recipient
 * and subject are logged (production refuses this transport altogether).
 */
export function createLogTransport(
  log: Logger,
  options: { printBodies: boolean } = { printBodies: true },
): MailTransport {
  return {
    name: 'outbox',
    async send(message) {
      if (options.printBodies)
        log.info({ to: message.to, subject: message.subject }, `email (outbox only):\n${message.text}`);
      else log.info({ to: message.to, subject: message.subject }, 'email kept in the outbox (body not logged)');
    },
  };
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // Short timeouts keep one send well inside the outbox's two-minute lease on its row. Made at the first send.
  type Transporter = ReturnType<typeof Nodemailer.createTransport>;
  let made: Transporter | null = null;
  const transporter = () =>
    (made ??= nodemailer().createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof Nodemailer.createTransport>[0]));
  return {
    name: 'smtp',
    async send(message) {
      try {
        await transporter().sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
          attachments: message.attachment
            ? [
                {
                  filename: message.attachment.filename,
                  contentType: message.attachment.content_type,
                  content: Buffer.from(message.attachment.base64, 'base64'),
                },
              ]
            : undefined,
        });
      } catch (error) {
        // Nodemailer gives the server's reply code and text (on RCPT TO, DATA or the end of the data).
        const { responseCode, response } = error as { responseCode?: number; response?: string };
        if (responseCode !== undefined && responseCode >= 500 && responseCode < 600)
          throw new PermanentMailRefusal(response ?? `${responseCode} ${(error as Error).message}`);
        throw error;
      }
    },
  };
}

export function createMailTransport(config: Config, log: Logger): MailTransport {
  return config.mail.transport === 'smtp'
    ? createSmtpTransport(config.mail.smtpUrl, config.mail.from)
    : createLogTransport(log, { printBodies: config.env === 'development' });
}
