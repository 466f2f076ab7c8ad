// @ts-check
// The repository's own ESLint rules: the package boundaries of issue 26 (docs/architecture/lint.md).
import { domainNoUi } from './rules/domainNoUi.mjs';
import { frameworkImports } from './rules/frameworkImports.mjs';
import { noHostImport } from './rules/noHostImport.mjs';
import { pluginBoundaries } from './rules/pluginBoundaries.mjs';

/** @type {import('eslint').ESLint.Plugin} */
const plugin = {
  meta: { name: 'eslint-plugin-portal' },
  rules: {
    'plugin-boundaries': pluginBoundaries,
    'no-host-import': noHostImport,
    'framework-imports': frameworkImports,
    'domain-no-ui': domainNoUi,
  },
};

export default plugin;
