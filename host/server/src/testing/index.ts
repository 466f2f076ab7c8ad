// Test kit for the host's own tests. Plugins use core's (@portal/core/server/testing), which this host
// feeds through registerTestHost.ts.
export {
  startTestServer,
  apiClient,
  CookieJar,
  TEST_COMPANY,
  WEB_VERSION,
  type TestServer,
  type TestServerOptions,
  type ApiClient,
} from './testServer';
export { createTestDatabase, usingRealPostgres, type TestDatabase } from './testDatabase';
export { createTestUser, loggedInClient, TEST_PASSWORD } from './testUsers';
export { createTestClock, latestMailedCode, grantLocationAccess, type TestClock, type LocationAccessGrant } from '@portal/core/server/testing';
