// Test kit for plugin authors: a real portal with chosen flags, permissions, mode and substitutes.
export { renderWithPortal, type RenderWithPortalOptions, type PortalRenderResult } from './renderWithPortal';
export { testPlugin, type TestPluginOptions, type PluginContributions } from './testPlugin';
export { createTestRuntime, type TestPortalOptions } from './testPortalOptions';
export { testDistribution } from './testDistribution';
export { substitute } from './substitute';
export { createFakeApiClient, apiFailure, type FakeApiClient, type FakeApiCall, type FakeApiHandler, type FakeApiRoutes } from './fakeApiClient';
export { createFakeClock, type FakeClock } from './fakeClock';
export { createFakePushBrowser, type FakePushBrowser } from '../push/fakePushBrowser';
export { createMemoryLogger, type MemoryLogger, type LogEntry } from './memoryLogger';
export { translationKeyMismatches, type TranslationKeyMismatch } from './translationKeys';
// Accessibility: axe's WCAG A/AA structure rules in jsdom (contrast is left to the browser e2e scan).
export { axeViolations } from './axeViolations';
