import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { companyDistribution, companyPluginModules } from 'virtual:company-plugins';
import { createHostRuntime } from './app/createHostRuntime';
import { PortalApp } from './app/PortalApp';
import { pluginsFromModules } from './app/pluginsFromModules';

// Development throws at start-up on an invalid plugin set (duplicate ids, wrong core apiVersion): loud,
// not half-working; a production bundle's set was validated by its build (createHostRuntime).
const runtime = createHostRuntime(companyDistribution, pluginsFromModules(companyPluginModules));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <PortalApp runtime={runtime} Router={BrowserRouter} />
  </StrictMode>,
);
