import type { PortalTheme } from './portalTheme';

export type ThemeColorName = keyof PortalTheme['colors'];

/**
 * The fallbacks keep a component legible when it is rendered without a ThemeProvider (a story, a
 * bare test, the chart benchmark); the host always provides one.
 */
const FALLBACK: Record<ThemeColorName, string> = {
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

/** A company colour from styled-components' theme, for use in a styled template: `${themeColor('primary')}`. */
export function themeColor(name: ThemeColorName) {
  return ({ theme }: { theme?: unknown }): string => (theme as Partial<PortalTheme> | undefined)?.colors?.[name] ?? FALLBACK[name];
}

/** The same lookup for code that draws SVG from JS (visx props) rather than CSS. */
export function colorFrom(theme: unknown, name: ThemeColorName): string {
  return themeColor(name)({ theme });
}
