import nodemailer from 'nodemailer';

/** Sends one mail; throws when the transport refuses it, so the drain can retry. */
export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** SMTP through nodemailer, e.g. `smtp://user:pass@mail.example:587` (SMTP_URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
