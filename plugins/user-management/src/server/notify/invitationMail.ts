import { randomUUID } from 'node:crypto';
import type { Queryable } from '@portal/core/server';

export interface InvitationMail {
  readonly email: string;
  readonly companyName: string;
  readonly mainUserName: string;
  /** The portal's origin, e.g. `https://portal.vare.fi`; the link opens sign-up with the address filled in. */
  readonly origin: string;
}

/**
 * The invitation to an address without a login. It has no account to notify, so it goes straight to
 * the host's mail outbox (the same table and drain as the sign-up code mail), in the caller's
 * transaction: no mail for an invitation that rolled back. The recipient's language is unknown, so the
 * mail is in Finnish, Swedish and English.
 */
export async function enqueueInvitationMail(tx: Queryable, mail: InvitationMail, now: Date): Promise<void> {
  const link = `${mail.origin}/rekisteroidy?email=${encodeURIComponent(mail.email)}`;
  const body = [
    `${mail.mainUserName} kutsui sinut yrityksen ${mail.companyName} käyttäjäksi asiakasportaaliin.`,
    `Luo tunnus tällä osoitteella: ${link}`,
    'Kun olet vahvistanut tunnuksen, sinut liitetään yritykseen.',
    '',
    `${mail.mainUserName} har bjudit in dig som användare för ${mail.companyName} i kundportalen.`,
    `Skapa ett konto med den här adressen: ${link}`,
    '',
    `${mail.mainUserName} invited you as a user of ${mail.companyName} in the customer portal.`,
    `Create an account with this address: ${link}`,
    'Once you have confirmed the account, it is linked to the company.',
  ].join('\n');
  await tx.query('insert into outbox (id, recipient, kind, subject, body, created_at) values ($1, $2, $3, $4, $5, $6)', [
    randomUUID(),
    mail.email,
    'user-management-invitation',
    `Kutsu yrityksen käyttäjäksi / Inbjudan / Invitation: ${mail.companyName}`,
    body,
    now,
  ]);
}
