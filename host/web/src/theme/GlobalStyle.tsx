import { createGlobalStyle } from 'styled-components';

/**
 * Page-wide basics from the company theme. The focus ring is drawn with an offset so it always lies on
 * the background (its contrast is checked against background and surface in @portal/config's tests).
 */
export const GlobalStyle = createGlobalStyle`
  html {
    font-size: ${({ theme }) => theme.typography.baseSize}px;
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
  }
  *, *::before, *::after {
    box-sizing: border-box;
  }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  @media (prefers-reduced-motion: reduce) {
    * { transition: none !important; animation: none !important; }
  }
`;
