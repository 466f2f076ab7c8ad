/** Fonts every visitor already has, so no webfont download sits in the initial bundle's way. */
export const SYSTEM_FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
