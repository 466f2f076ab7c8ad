import type { Plugin } from 'vite';

/** A plugin's demo answers module: `<plugin>/src/web/demoAnswers.ts` (docs/demo-mode.md). */
export const DEMO_ANSWERS_MODULE = /[\\/]src[\\/]web[\\/]demoAnswers\.tsx?$/;

/** `import('./web/demoAnswers')` in a plugin manifest: the loader the normal build drops. */
const DEMO_LOADER_IMPORT = /import\((['"])\.\/web\/demoAnswers(?:\.tsx?)?\1\)/g;

/**
 * In a manifest, the loader's dynamic import becomes `Promise.resolve({})`, so the bundler does not even
 * emit a chunk for it; and should a loader be written another way, the answers module itself loads as
 * an empty module.
 */
export function stripDemoLoaders(code: string): string {
  return code.replace(DEMO_LOADER_IMPORT, 'Promise.resolve({})');
}

/**
 * The normal build's half of "the normal build carries none of the demo data": every plugin's
 * manifest keeps its `demo: () => import('./web/demoAnswers')` loader (the demo build needs it), so
 * without this the bundler would still emit each answers module as a lazy chunk. Here the loaders
 * resolve to nothing: none of the canned data (or what only it imports) reaches dist/. The loader is
 * never called outside demo mode, so nothing reads the missing export.
 */
export function demoAnswersStubPlugin(): Plugin {
  return {
    name: 'portal:demo-answers-stub',
    enforce: 'pre',
    transform(code) {
      if (!code.includes('demoAnswers')) return undefined;
      const stripped = stripDemoLoaders(code);
      return stripped === code ? undefined : { code: stripped, map: null };
    },
    load(id) {
      return DEMO_ANSWERS_MODULE.test(id.split('?')[0] ?? id) ? 'export {};\n' : undefined;
    },
  };
}
