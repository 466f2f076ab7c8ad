// Test kit for server code (host and plugins): the real server on a real, isolated database.
export { startTestServer, apiClient, CookieJar, TEST_COMPANY, WEB_VERSION, type TestServer, type TestServerOptions, type ApiClient } from './testServer';
export { createTestDatabase, usingRealPostgres, type TestDatabase } from './testDatabase';
export { createTestUser, loggedInClient, TEST_PASSWORD } from './testUsers';
export { createTestClock, type TestClock } from './testClock';
export { latestMailedCode } from './outboxCodes';
export { grantLocationAccess, type LocationAccessGrant } from './locationAccess';
