// The UI kit's catalogue (development build only, see catalogue.html): every piece in every company theme.
import { DISTRIBUTIONS } from '@portal/config';
import { PortalProvider } from '@portal/core';
import { createTestRuntime } from '@portal/core/testing';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { KitShowcase } from './KitShowcase';

function Catalogue() {
  return (
    <main>
      <h1 style={{ margin: '1rem' }}>UI-kit</h1>
      {Object.values(DISTRIBUTIONS).map((distribution) => {
        // A bare portal with the company's look and Finnish texts; the fake API answers nothing.
        const runtime = createTestRuntime({ company: { code: distribution.code, displayName: distribution.displayName, theme: distribution.theme } });
        return (
          <PortalProvider key={distribution.code} runtime={runtime}>
            <MemoryRouter>
              <KitShowcase company={distribution.displayName ?? distribution.code} />
            </MemoryRouter>
          </PortalProvider>
        );
      })}
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Catalogue />
    </StrictMode>,
  );
}
