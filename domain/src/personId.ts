/**
 * Finnish personal identity codes (henkilötunnus, "hetu"): DDMMYY, a century sign, a three-digit
 * individual number and a check character (the nine digits modulo 31). The portal never stores a hetu:
 * it keeps only an HMAC of it (the host's personIdDigest, offered to plugins as
 * personIdDigestServiceRef), enough to match a person to the customer register and useless
 * without the server's key (docs/registration.md). Here only the pure parts, safe in any bundle: the
 * HMAC needs node:crypto and the key, both the host's.
 */
const CHECK_CHARS = '0123456789ABCDEFHJKLMNPRSTUVWXY';
// 1800s '+', 1900s '-' and Y X W V U, 2000s 'A' and B C D E F (the signs added in 2023).
const CENTURY_SIGNS = '+-YXWVUABCDEF';
const HETU = /^(\d{6})([+\-YXWVUABCDEF])(\d{3})([0-9A-Y])$/;

export function hetuCheckChar(datePart: string, individualNumber: string): string {
  return CHECK_CHARS[Number(`${datePart}${individualNumber}`) % 31]!;
}

/** The code in its canonical form (upper case) when its shape, date and check character are right. */
export function normalizeHetu(value: string): string | null {
  const upper = value.trim().toUpperCase();
  const match = HETU.exec(upper);
  if (!match) return null;
  const [, datePart, sign, individual, check] = match as unknown as [string, string, string, string, string];
  if (!CENTURY_SIGNS.includes(sign)) return null;
  const day = Number(datePart.slice(0, 2));
  const month = Number(datePart.slice(2, 4));
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (individual === '000' || individual === '001') return null;
  return hetuCheckChar(datePart, individual) === check ? upper : null;
}
