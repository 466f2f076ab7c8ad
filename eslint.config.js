// ESLint for the whole repository (issue 26 item 8; reasons in docs/architecture/lint.md).
// Rules that need no type information only: `eslint .` stays a half-minute step on CI's 2 cores, and
// `tsc -p tsconfig.json` already runs the type checker once per `npm test`.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import portal from './tools/eslint-plugin-portal/index.mjs';

export default defineConfig(
  {
    // Build outputs, local data and reports; host/web/build is source (Vite plugins), not output.
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-demo/',
      '**/coverage/',
      '**/.vite/',
      'var/',
      'e2e/artifacts/',
      'bench/**/results/',
      // MSW's worker, copied in by its postinstall: vendored code.
      'host/web/demo-public/mockServiceWorker.js',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Benchmarks and browser tests hand functions to page.evaluate, which run in the browser.
    files: ['bench/**/*.{js,mjs}', 'e2e/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // A closure may read a binding before its one assignment (the job queue's wake-up of a runner
    // created after it); `const` there would throw if it ran earlier.
    rules: { 'prefer-const': ['error', { ignoreReadBeforeAssign: true }] },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    rules: {
      // `_name` marks a parameter or binding a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Only the two classic hook rules: the plugin's newer React Compiler rules are not part of the brief
    // and would flag patterns the code uses on purpose (docs/architecture/lint.md).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    plugins: { portal },
    rules: {
      'portal/plugin-boundaries': 'error',
      'portal/no-host-import': 'error',
      'portal/framework-imports': 'error',
      'portal/domain-no-ui': 'error',
    },
  },
  {
    // Benchmarks measure the host itself (its app, database engines and bundle analysis), as the browser
    // tests run it; they are the host's own instruments, not packages that could depend on it.
    files: ['bench/**'],
    rules: { 'portal/no-host-import': 'off' },
  },
  // Last: turns off every stylistic rule Prettier owns.
  prettier,
);
