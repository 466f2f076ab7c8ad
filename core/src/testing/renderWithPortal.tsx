import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PortalRuntime } from '../host/createPortalRuntime';
import { ModalHost } from '../react/ModalHost';
import { PortalProvider } from '../react/PortalProvider';
import { ApiClientRef } from '../services/api/apiClient';
import { createFakeApiClient, type FakeApiClient } from './fakeApiClient';
import { substitute } from './substitute';
import { createTestRuntime, testApiRoutes, type TestPortalOptions } from './testPortalOptions';

export interface RenderWithPortalOptions extends TestPortalOptions {
  /** The URL the MemoryRouter starts at. */
  readonly route?: string;
}

export interface PortalRenderResult extends RenderResult {
  /** The runtime behind the render: flip flags, resolve services, inspect contributions. */
  readonly runtime: PortalRuntime;
  /** The fake API client behind the render (its `calls` list what the page asked for). */
  readonly api: FakeApiClient;
}

/**
 * Renders `ui` inside a real portal (PortalProvider with real core services, a MemoryRouter and the
 * modal host), with the flags, permissions, mode and substitutes the test chooses. A page that calls
 * the API needs one line: `renderWithPortal(<Page />, { userId: 'u-1', api: { 'GET /api/v1/x/user/u-1': {...} } })`.
 */
export function renderWithPortal(ui: ReactElement, options: RenderWithPortalOptions = {}): PortalRenderResult {
  // Created here rather than inside createTestRuntime so the test can read its calls; a substitute for
  // ApiClientRef in `services` still wins, being registered after it.
  const api = createFakeApiClient(testApiRoutes(options));
  const runtime = createTestRuntime({ ...options, services: [substitute(ApiClientRef, api), ...(options.services ?? [])] });
  const result = render(
    <PortalProvider runtime={runtime}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        {ui}
        <ModalHost />
      </MemoryRouter>
    </PortalProvider>,
  );
  return Object.assign(result, { runtime, api });
}
