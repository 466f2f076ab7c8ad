import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiClientRef, ClockRef, LoggerRef, type CompanyDistribution, type FlagValues, type PluginManifest } from '@portal/core';
import {
  createFakeApiClient,
  createFakeClock,
  createMemoryLogger,
  substitute,
  testDistribution,
  type FakeApiRoutes,
  type FakeClock,
} from '@portal/core/testing';
import { createHostRuntime } from '../app/createHostRuntime';
import { PortalApp } from '../app/PortalApp';

const NOW = '2025-01-15T10:00:00Z';
const IN_AN_HOUR = Date.parse(NOW) / 1000 + 3600;

export interface RenderHostOptions {
  readonly plugins: readonly PluginManifest[];
  readonly flags?: FlagValues;
  readonly route?: string;
  readonly loggedIn?: boolean;
  readonly groups?: readonly string[];
  readonly api?: FakeApiRoutes;
  /** Company settings beyond the plugin set and flags (e.g. the front-page card order). */
  readonly distribution?: Partial<CompanyDistribution>;
  /** A clock the test moves (with fake timers) to let session time pass; stands still by default. */
  readonly clock?: FakeClock;
}

/** The real host shell around test plugins, with a fake server answering the start-up calls. */
export function renderHost(options: RenderHostOptions) {
  const api = createFakeApiClient({
    'POST /api/auth/v1/session-status':
      options.loggedIn === false ? { hasRefreshToken: false, expiresAt: null } : { hasRefreshToken: false, expiresAt: IN_AN_HOUR },
    'GET /api/v2/me': { priwattiUserId: 42, loginInfo: { groups: options.groups ?? [] } },
    ...options.api,
  });
  const runtime = createHostRuntime(
    testDistribution({ ...options.distribution, pluginIds: options.plugins.map((p) => p.id), flagDefaults: options.flags ?? {} }),
    options.plugins,
    {
      services: [
        substitute(ApiClientRef, api),
        substitute(ClockRef, options.clock ?? createFakeClock(NOW)),
        substitute(LoggerRef, createMemoryLogger()),
      ],
    },
  );
  const Router = ({ children }: { children: React.ReactNode }) => <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>;
  const result = render(<PortalApp runtime={runtime} Router={Router} />);
  return Object.assign(result, { runtime, api });
}
