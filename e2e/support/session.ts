import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { describeViolations, seriousAccessibilityViolations } from './axe';

/** The demo password the README gives. */
export const DEMO_PASSWORD = 'Demo-salasana-2026';

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/kirjaudu');
  await page.getByLabel(/sähköposti/i).fill(email);
  await page.getByLabel(/salasana/i).fill(password);
  await page.getByRole('button', { name: /kirjaudu/i }).click();
}

/** Fails the test with a readable list when the page has serious or critical axe violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousAccessibilityViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}
