import { build, type Plugin } from 'vite';

/**
 * Emits the hand-written service worker (src/serviceWorker/serviceWorker.ts) as /sw.js at the site
 * root, where its scope covers the whole portal, and the notification icon next to it. The worker is
 * built separately, as one classic script: it is no chunk of the app, so it never enters the start-up
 * JS, and the server serves it like index.html (revalidated, not cached for a year).
 */
export function serviceWorkerPlugin(options: { readonly entry: string; readonly root: string; readonly iconColor: string }): Plugin {
  return {
    name: 'portal:service-worker',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        configFile: false,
        root: options.root,
        publicDir: false,
        envFile: false,
        logLevel: 'silent',
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          sourcemap: false,
          lib: { entry: options.entry, formats: ['iife'], name: 'portalServiceWorker', fileName: () => 'sw.js' },
        },
      });
      const outputs = Array.isArray(result) ? result : [result];
      const chunk = outputs.flatMap((output) => ('output' in output ? output.output : [])).find((item) => item.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error('The service worker build produced no script');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
      this.emitFile({ type: 'asset', fileName: 'notification-icon.svg', source: notificationIcon(options.iconColor) });
    },
  };
}

/** A plain bell in the company's primary colour; the browser draws it beside the notification text. */
function notificationIcon(color: string): string {
  const fill = /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : '#333333';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="192" height="192">
<circle cx="48" cy="48" r="48" fill="${fill}"/>
<path fill="#fff" d="M48 20c-11 0-19 8-19 19v14l-7 9v3h52v-3l-7-9V39c0-11-8-19-19-19zm-8 48a8 8 0 0 0 16 0z"/>
</svg>
`;
}
