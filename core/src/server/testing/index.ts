// Server test kit for plugin authors (@portal/core/server/testing): the real API server with chosen
// plugins, flags and users on a real, isolated database. The host provides the server assembly
// (registerTestHost, from the server vitest project's setup file); plugins never import a host.
export { startTestServer, TEST_COMPANY, type TestServer, type TestServerOptions } from './testServer';
export { apiClient, WEB_VERSION, type ApiClient } from './apiClient';
export { CookieJar } from './cookieJar';
export { createTestDatabase, usingRealPostgres } from './testDatabase';
export { createTestUser, loggedInClient, TEST_PASSWORD } from './testUsers';
export { createTestClock, type TestClock } from './testClock';
export { latestMailedCode } from './outboxCodes';
export { grantLocationAccess, type LocationAccessGrant } from './locationAccess';
export {
  registerTestHost,
  type TestHost,
  type HostTestServer,
  type TestCompany,
  type TestDatabase,
  type TestUser,
  type TestUserInput,
  type RanJob,
  type FlagOverrideInput,
} from './testHost';
