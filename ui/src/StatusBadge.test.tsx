import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithPortal } from '@portal/core/testing';
import { StatusBadge } from './StatusBadge';

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const rgbToHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

describe('StatusBadge', () => {
  it('shows the status in words, each tone with at least AA contrast', async () => {
    renderWithPortal(
      <>
        {(['success', 'info', 'warning', 'danger', 'neutral'] as const).map((tone) => (
          <StatusBadge key={tone} tone={tone}>
            {tone}
          </StatusBadge>
        ))}
      </>,
    );
    for (const tone of ['success', 'info', 'warning', 'danger', 'neutral']) {
      const badge = screen.getByText(tone);
      const style = getComputedStyle(badge);
      expect(contrast(rgbToHex(style.color), rgbToHex(style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
    }
    expect(await axeViolations()).toEqual([]);
  });
});
