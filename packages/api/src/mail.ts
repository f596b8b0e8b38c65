/**
 * Mail through an SMTP server (nodemailer), configured by `SMTP_URL` (smtp:// or smtps://, with
 * credentials in the URL) and `MAIL_FROM`. Without SMTP_URL the API sends no mail.
 */
import { createTransport } from 'nodemailer';
import type { Mailer } from './context';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
