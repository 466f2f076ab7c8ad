import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PortalRuntime } from '../host/createPortalRuntime';
import { ModalHost } from '../react/ModalHost';
import { PortalProvider } from '../react/PortalProvider';
import { createTestRuntime, type TestPortalOptions } from './testPortalOptions';

export interface RenderWithPortalOptions extends TestPortalOptions {
  /** The URL the MemoryRouter starts at. */
  readonly route?: string;
}

export interface PortalRenderResult extends RenderResult {
  /** The runtime behind the render: flip flags, resolve services, inspect contributions. */
  readonly runtime: PortalRuntime;
}

/**
 * Renders `ui` inside a real portal (PortalProvider with real core services, a MemoryRouter and the
 * modal host), with the flags, permissions, mode and substitutes the test chooses.
 */
export function renderWithPortal(ui: ReactElement, options: RenderWithPortalOptions = {}): PortalRenderResult {
  const runtime = createTestRuntime(options);
  const result = render(
    <PortalProvider runtime={runtime}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        {ui}
        <ModalHost />
      </MemoryRouter>
    </PortalProvider>,
  );
  return Object.assign(result, { runtime });
}
