// @ts-check
// domain/ holds the Finnish energy facts (time, taxes, pricing, metering) that both the browser and the
// server use; a UI library in it would drag React into the server and tie the facts to one view.
import { areaOf, targetOf } from '../repositoryLayout.mjs';
import { importVisitor } from '../importVisitor.mjs';

/** Packages (and their subpaths) that render or fetch for a browser UI. */
export const UI_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  'swr',
  '@testing-library/react',
  '@portal/ui',
];

/** @param {string} specifier */
function isUiPackage(specifier) {
  return UI_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));
}

/** @type {import('eslint').Rule.RuleModule} */
export const domainNoUi = {
  meta: {
    type: 'problem',
    docs: { description: 'domain/ imports no React, styled-components or other browser UI library' },
    schema: [],
    messages: {
      uiImport: "domain/ imports '{{specifier}}': the domain is plain data and functions usable on the server; put UI in ui/ or a plugin.",
    },
  },
  create(context) {
    const area = areaOf(context.filename);
    if (area.kind !== 'framework' || area.folder !== 'domain') return {};
    return importVisitor((specifier, node) => {
      const target = targetOf(context.filename, specifier);
      if (isUiPackage(specifier) || (target.kind === 'framework' && target.folder === 'ui')) {
        context.report({ node, messageId: 'uiImport', data: { specifier } });
      }
    });
  },
};
