// Loaded before every web test: DOM matchers, cleanup between tests, and a findBy/waitFor timeout
// that holds when CI runs every test file side by side on few cores (the library's 1 s default does
// not: a slow render there is not a wrong one).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
