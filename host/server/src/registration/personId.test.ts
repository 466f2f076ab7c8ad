import { describe, expect, it } from 'vitest';
import { DEMO_PERSONS } from '../demo/demoCustomers';
import { DEVELOPMENT_PERSON_ID_KEY, normalizeHetu, personIdDigest } from './personId';

describe('personal identity codes', () => {
  it('accepts valid codes of every century sign and refuses a wrong check character or date', () => {
    // 131052-308T is the Digital and Population Data Services Agency's own example.
    expect(normalizeHetu('131052-308T')).toBe('131052-308T');
    expect(normalizeHetu(' 131052-308t ')).toBe('131052-308T');
    expect(normalizeHetu('131052-308U')).toBeNull();
    expect(normalizeHetu('131052A308T')).toBe('131052A308T');
    expect(normalizeHetu('131052Z308T')).toBeNull();
    expect(normalizeHetu('321352-308T')).toBeNull();
    expect(normalizeHetu('131052-308')).toBeNull();
    for (const person of DEMO_PERSONS) expect(normalizeHetu(person.hetu), person.name).toBe(person.hetu);
  });

  it('keeps a keyed digest that depends on the key and does not contain the code', () => {
    const digest = personIdDigest(DEVELOPMENT_PERSON_ID_KEY, '131052-308T');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(personIdDigest('another key of at least thirty-two chars', '131052-308T')).not.toBe(digest);
  });
});
