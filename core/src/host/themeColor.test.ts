import { describe, expect, it } from 'vitest';
import { colorFrom, themeColor } from './themeColor';

describe('themeColor', () => {
  it("reads the company colour from styled-components' theme", () => {
    expect(themeColor('primary')({ theme: { colors: { primary: '#123456' } } })).toBe('#123456');
    expect(colorFrom({ colors: { danger: '#aa0000' } }, 'danger')).toBe('#aa0000');
  });

  it('falls back to a legible default without a ThemeProvider', () => {
    expect(themeColor('text')({})).toBe('#1a1a1a');
    expect(themeColor('focus')({ theme: {} })).toBe('#ffbf47');
  });
});
