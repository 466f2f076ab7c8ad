/**
 * ISO 7064 MOD 97-10 over a digit string of any length, in chunks so it never leaves the safe
 * integer range (an IBAN or RF reference turned into digits is 30+ digits long).
 */
export function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) {
    remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97;
  }
  return remainder;
}

/** Letters become two digits (A = 10 ... Z = 35), as both IBAN and RF check digits require. */
export function lettersToDigits(text: string): string {
  return text.toUpperCase().replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
}
