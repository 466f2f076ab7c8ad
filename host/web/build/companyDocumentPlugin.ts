import type { Plugin } from 'vite';

/**
 * Fills index.html's company placeholders, so the browser tab and the first paint (before React and
 * translations load) already carry the company's name and background instead of a flash of white.
 */
export function companyDocumentPlugin(company: { displayName: string; background: string }): Plugin {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    name: 'portal:company-document',
    transformIndexHtml(html) {
      return html.replaceAll('%COMPANY_NAME%', escape(company.displayName)).replaceAll('%COMPANY_BACKGROUND%', escape(company.background));
    },
  };
}
