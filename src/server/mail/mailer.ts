import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  configured: boolean;
  send(mail: Mail): Promise<void>;
}

/** Sends mail through SMTP_URL; without it, mail is dropped with a warning (and no content logged). */
export function createMailer(smtpUrl: string | undefined, from: string, logger: Logger): Mailer {
  if (!smtpUrl) {
    return {
      configured: false,
      async send(mail) {
        logger.warn({ subject: mail.subject }, 'mail not sent: SMTP_URL is not configured');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    configured: true,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
