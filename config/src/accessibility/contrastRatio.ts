/**
 * WCAG 2.1 contrast ratio between two sRGB colours given as `#rrggbb` (or `#rgb`).
 * Kept beside the themes so every company theme can be checked against AA with the exact formula
 * (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), not by eye.
 */
export function contrastRatio(foreground: string, background: string): number {
  const lighter = Math.max(relativeLuminance(foreground), relativeLuminance(background));
  const darker = Math.min(relativeLuminance(foreground), relativeLuminance(background));
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG relative luminance: linearised sRGB channels weighted by the eye's sensitivity. */
export function relativeLuminance(hexColour: string): number {
  const [red, green, blue] = parseHexColour(hexColour).map(linearise) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function linearise(channel: number): number {
  const srgb = channel / 255;
  return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

function parseHexColour(hexColour: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hexColour.trim());
  if (!match?.[1]) throw new Error(`Not a #rgb or #rrggbb colour: "${hexColour}"`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}
