/**
 * A company's look. The web host feeds it to styled-components' ThemeProvider; components read
 * colours from here and never hard-code a company's brand.
 */
export interface PortalTheme {
  readonly colors: {
    readonly primary: string;
    /** Text drawn on `primary` (buttons, active menu step); must meet WCAG AA contrast against it. */
    readonly primaryText: string;
    readonly background: string;
    readonly surface: string;
    readonly text: string;
    readonly mutedText: string;
    readonly danger: string;
    readonly success: string;
    /** Focus ring colour: keyboard users must always see where they are. */
    readonly focus: string;
  };
  readonly logo: {
    /** Always present: it is the accessible name of the logo and the fallback without an image. */
    readonly text: string;
    readonly svgUrl?: string;
  };
  readonly typography: {
    readonly fontFamily: string;
    /** Root font size in px; everything else scales from it. */
    readonly baseSize: number;
  };
}
