import type { PortalTheme } from '@portal/core';

type ColorName = keyof PortalTheme['colors'];

/**
 * Reads a company colour from styled-components' theme. The fallbacks keep a component legible when it
 * is rendered without a ThemeProvider (a story, a bare test); the host always provides one.
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
