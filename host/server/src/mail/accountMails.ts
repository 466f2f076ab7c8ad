import type { OutgoingMail } from './outbox';

/** The texts of account mails, Finnish first (the portal's default language), then English. */
export function signUpCodeMail(recipient: string, code: string): OutgoingMail {
  return {
    recipient,
    kind: 'signup-code',
    subject: 'Vahvista sähköpostiosoitteesi / Confirm your email',
    body: `Vahvistuskoodisi on ${code}. Koodi on voimassa 30 minuuttia.\n\nYour confirmation code is ${code}. It is valid for 30 minutes.\n`,
  };
}

export function resetCodeMail(recipient: string, code: string): OutgoingMail {
  return {
    recipient,
    kind: 'reset-code',
    subject: 'Salasanan vaihto / Password reset',
    body: `Salasanan vaihtokoodisi on ${code}. Koodi on voimassa 30 minuuttia.\n\nYour password reset code is ${code}. It is valid for 30 minutes.\n`,
  };
}
