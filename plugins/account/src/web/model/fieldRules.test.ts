import fc from 'fast-check';
import { loginRequestSchema, newPasswordSchema, signUpRequestSchema } from '../../contract/auth';
import { checkEmail, checkName, checkNewPassword, checkPhone, NEW_PASSWORD_MAX, NEW_PASSWORD_MIN } from './fieldRules';

/**
 * The screens check fields without zod (it stays off the login screen's path); the server checks with
 * its zod schemas. Here the two must agree, so a field the screen lets through is one the server takes.
 */
const serverTakes = {
  email: (value: string) => loginRequestSchema.shape.email.safeParse(value).success,
  name: (value: string) => signUpRequestSchema.shape.name.safeParse(value).success,
  phone: (value: string) => signUpRequestSchema.shape.phone.safeParse(value).success,
  newPassword: (value: string) => newPasswordSchema.safeParse(value).success,
};

const ADDRESSES = [
  'asiakas@vare.example',
  ' Asiakas@VARE.example ',
  'first.last+tag@sub.domain.fi',
  "o'brien@example.com",
  '.dot@example.com',
  'two..dots@example.com',
  'no-at-sign.example.com',
  'x@y',
  'x@y.c',
  'a@-bad.com',
  'ä@example.com',
  `${'a'.repeat(250)}@example.com`,
  'spaces in@example.com',
];

describe('account field rules agree with the server schemas', () => {
  it.each(ADDRESSES)('e-mail %j', (value) => {
    expect(checkEmail(value) === null).toBe(serverTakes.email(value));
  });

  it('e-mail: generated addresses and strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.emailAddress(),
          fc.string(),
          fc.emailAddress().map((a) => ` ${a.toUpperCase()}`),
        ),
        (value) => {
          expect(value.trim() === '' || (checkEmail(value) === null) === serverTakes.email(value)).toBe(true);
        },
      ),
    );
  });

  it('new password: the same bounds', () => {
    expect([newPasswordSchema.minLength, newPasswordSchema.maxLength]).toEqual([NEW_PASSWORD_MIN, NEW_PASSWORD_MAX]);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 260 }), (value) => {
        expect(checkNewPassword(value) === null).toBe(serverTakes.newPassword(value));
      }),
    );
  });

  it('name and phone', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 210 }), fc.string({ unit: fc.constantFrom(...'+0123456789 ()-x'), maxLength: 24 })), (value) => {
        expect(checkName(value) === null).toBe(serverTakes.name(value));
        expect(checkPhone(value) === null).toBe(value.trim() === '' || serverTakes.phone(value));
      }),
    );
  });
});
