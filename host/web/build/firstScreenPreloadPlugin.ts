import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` to index.html for the chunks of the first screen a visitor
 * without a session sees (the login page and its texts; validateCompanyPlugins.ts records their
 * source modules). Vite already preloads what the entry imports statically; these are lazy chunks,
 * which the browser would otherwise ask for only after the entry has downloaded and run: a round trip
 * later, which on a slow mobile line is most of the time to the first paint of the login form.
 */
export function firstScreenPreloadPlugin(firstScreenModules: ReadonlySet<string>): Plugin {
  let base = '/';
  return {
    name: 'portal:first-screen-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || firstScreenModules.size === 0) return html;
        const files = firstScreenFiles(context.bundle, firstScreenModules);
        return {
          html,
          tags: files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

/** The lazy chunks holding any of the modules, and the chunks they import statically, entry excluded. */
export function firstScreenFiles(bundle: OutputBundle, modules: ReadonlySet<string>): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
  const chosen = new Set<string>();
  const visit = (file: string) => {
    if (chosen.has(file) || entryFiles.has(file)) return;
    chosen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (!chunk.isEntry && chunk.moduleIds.some((id) => modules.has(id))) visit(chunk.fileName);
  return [...chosen].sort();
}
