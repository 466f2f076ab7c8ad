/**
 * WCAG 2.1 AA minimum contrast ratios: 4.5 for normal text (1.4.3) and 3 for user-interface
 * components such as focus rings and button outlines (1.4.11).
 */
export const WCAG_AA_TEXT_CONTRAST = 4.5;
export const WCAG_AA_NON_TEXT_CONTRAST = 3;
