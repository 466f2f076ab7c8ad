// Loaded before every web test: DOM matchers, cleanup between tests, and a findBy/waitFor timeout
// that holds when CI runs every test file side by side on few cores (the library's 1 s default does
// not: a slow render there is not a wrong one).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// The web project's test files share their worker's DOM and modules (isolate: false in
// vitest.config.ts, docs/testing.md): each file starts from an empty page, empty storage and real
// timers, whatever the file before it left.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
