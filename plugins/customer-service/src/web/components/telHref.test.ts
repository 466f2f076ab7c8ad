import { telHref } from './telHref';

describe('telHref', () => {
  it('dials Finnish numbers in international form', () => {
    expect(telHref('0800 912 340')).toBe('tel:+358800912340');
    expect(telHref('010 123 4567')).toBe('tel:+358101234567');
  });
  it('keeps numbers already in international form', () => {
    expect(telHref('+358 800 912 340')).toBe('tel:+358800912340');
  });
});
