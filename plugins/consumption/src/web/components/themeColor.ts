import type { PortalTheme } from '@portal/core';

type ColorName = keyof PortalTheme['colors'];

/**
 * A company colour from styled-components' theme. The fallbacks keep a component legible without a
 * ThemeProvider (the chart benchmark, a bare test); the host always provides one.
 */
const FALLBACK: Record<ColorName, string> = {
  primary: '#00527a',
  primaryText: '#ffffff',
  background: '#ffffff',
  surface: '#f4f6f8',
  text: '#1a1a1a',
  mutedText: '#4d5560',
  danger: '#b00020',
  success: '#1b6e37',
  focus: '#ffbf47',
};

export function themeColor(name: ColorName) {
  return ({ theme }: { theme?: unknown }): string =>
    (theme as Partial<PortalTheme> | undefined)?.colors?.[name] ?? FALLBACK[name];
}

/** The same lookup for code that draws SVG from JS (visx props) rather than CSS. */
export function colorFrom(theme: unknown, name: ColorName): string {
  return themeColor(name)({ theme });
}
