import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import { companyDistribution, companyPluginModules } from 'virtual:company-plugins';
import { createHostRuntime } from './app/createHostRuntime';
import { PortalApp } from './app/PortalApp';
import { pluginsFromModules } from './app/pluginsFromModules';

const plugins = pluginsFromModules(companyPluginModules);
// Development throws at start-up on an invalid plugin set (duplicate ids, wrong core apiVersion): loud,
// not half-working; a production bundle's set was validated by its build (createHostRuntime).
// The demo build sets the client state's demo flag (requirements §4) and keeps fetched data 1 s (requirements §9's
// special mode), so a write on the demo's in-memory copy shows on the next read.
const runtime = createHostRuntime(companyDistribution, plugins, import.meta.env.VITE_DEMO ? { demo: true, cacheSeconds: 1 } : {});

function render(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <PortalApp runtime={runtime} Router={import.meta.env.VITE_DEMO ? HashRouter : BrowserRouter} />
    </StrictMode>,
  );
}

// The demo build (`npm run build:demo`) sets VITE_DEMO at build time: the mock starts before the
// first /api call, and hash routing lets any static file server serve every page. In the normal build
// the constant is false, so this import and HashRouter are dropped from the bundle. No top-level
// await: it would make Rollup split the start-up code into many chunks (docs/demo-mode.md).
if (import.meta.env.VITE_DEMO) void import('./demo/startDemo').then((demo) => demo.startDemo(plugins, companyDistribution)).then(render);
else render();
