import type { PluginManifest } from '@portal/core';
import { setupWorker } from 'msw/browser';
import { handlersFrom, pluginDemoAnswers } from './demoHandlers';
import { createHostDemoAnswers, type DemoCompany } from './hostDemoAnswers';
import { showDemoBanner } from './demoBanner';

/**
 * Starts demo mode (the demo build only; main.tsx imports this behind `import.meta.env.VITE_DEMO`):
 * Mock Service Worker answers every /api call with the plugins' and the host's demo answers before
 * the app makes its first call, and the "Demo" banner goes up. mockServiceWorker.js comes from the
 * demo build's own public folder (host/web/demo-public), next to index.html.
 */
export async function startDemo(plugins: readonly PluginManifest[], company: DemoCompany): Promise<void> {
  const answers = [createHostDemoAnswers(company), ...(await pluginDemoAnswers(plugins))];
  const banner = showDemoBanner();
  const { handlers, unrouted } = handlersFrom(answers, () => banner.announceWrite());
  if (unrouted.length > 0) console.info(`Demo: answers without a route, not served: ${unrouted.join(', ')}`);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
