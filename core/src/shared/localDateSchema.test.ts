import { describe, expect, it } from 'vitest';
import { localDateSchema } from './localDateSchema';

describe('localDateSchema', () => {
  it.each(['2026-03-29', '2024-02-29', '2000-01-01', '2100-12-31'])('takes %s', (date) => {
    expect(localDateSchema.safeParse(date).success).toBe(true);
  });
  it.each(['2025-02-29', '2026-13-01', '2026-3-29', '29.3.2026', '1999-12-31', '2101-01-01', '2026-03-29T00:00'])('refuses %s', (date) => {
    expect(localDateSchema.safeParse(date).success).toBe(false);
  });
});
