// Types for the plain-ESM plugin, so the TypeScript rule tests import it checked.
import type { ESLint, Rule } from 'eslint';

declare const plugin: ESLint.Plugin & {
  readonly rules: Readonly<Record<'plugin-boundaries' | 'no-host-import' | 'framework-imports' | 'domain-no-ui', Rule.RuleModule>>;
};
export default plugin;
