import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** Sends through the SMTP server of `SMTP_URL` (smtp://user:pass@host:port). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    async close() {
      transport.close();
    },
  };
}

/** Without SMTP the mail is printed to the server log: that is how a local user reads a code. */
export function logMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      log.info(
        { mailTo: mail.to },
        `Mail to ${mail.to} | ${mail.subject} | ${mail.text.replace(/\s+/g, ' ')}`,
      );
    },
    async close() {},
  };
}
