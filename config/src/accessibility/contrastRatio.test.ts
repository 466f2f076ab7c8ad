import { contrastRatio, relativeLuminance } from './contrastRatio';

describe('contrastRatio (WCAG 2.1 formula)', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#00507a', '#00507a')).toBeCloseTo(1, 5);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(contrastRatio('#777777', '#ffffff'), 10);
  });

  it('matches published reference values', () => {
    // #777 on white is the classic "just fails AA" grey: 4.48:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // WebAIM's checker: #0000ff on white is 8.59:1.
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
  });

  it('accepts #rgb shorthand and rejects non-colours', () => {
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 10);
    expect(() => relativeLuminance('red')).toThrow(/Not a #rgb/);
  });
});
