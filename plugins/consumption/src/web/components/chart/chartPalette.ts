/**
 * Overlay colours, each also distinguished by its dash pattern so the lines read without colour
 * (WCAG 1.4.1); all have at least 3:1 contrast on white (WCAG 1.4.11 non-text contrast).
 */
export const OVERLAY_STYLE: Readonly<Record<string, { readonly color: string; readonly dash?: string }>> = {
  temperature: { color: '#b3261e' },
  marketPrice: { color: '#6a1b9a', dash: '6 3' },
  comparisonPrevious: { color: '#3d3d3d', dash: '2 3' },
  comparisonYearAgo: { color: '#00695c', dash: '8 3 2 3' },
  reactivePower: { color: '#a84300', dash: '4 2' },
};

export const DEFAULT_OVERLAY_STYLE = { color: '#3d3d3d' } as const;

/** Grey for missing intervals: 4.5:1 on white. */
export const MISSING_COLOR = '#767676';

export function overlayStyle(id: string): { readonly color: string; readonly dash?: string } {
  return OVERLAY_STYLE[id] ?? DEFAULT_OVERLAY_STYLE;
}
