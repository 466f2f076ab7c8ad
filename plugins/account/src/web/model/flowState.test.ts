import { readFlowState } from './flowState';

describe('readFlowState', () => {
  it('keeps the known fields of a well-formed state and drops the rest', () => {
    expect(readFlowState({ email: 'a@b.fi', notice: 'codeSent', resetTicket: 't'.repeat(20), from: '/laskut', other: 1 })).toEqual({
      email: 'a@b.fi',
      notice: 'codeSent',
      resetTicket: 't'.repeat(20),
      from: '/laskut',
    });
    expect(readFlowState({ email: 'a@b.fi' })).toEqual({ email: 'a@b.fi' });
  });

  it.each([
    ['no state', undefined],
    ['null', null],
    ['a string', 'x'],
    ['an array', ['a']],
    ['an unknown notice', { email: 'a@b.fi', notice: 'hacked' }],
    ['an off-site redirect', { email: 'a@b.fi', from: '//evil.example' }],
    ['an absolute URL', { from: 'https://evil.example/' }],
    ['a number for the address', { email: 5 }],
  ])('ignores %s as a whole', (_name, state) => {
    expect(readFlowState(state)).toEqual({});
  });
});
