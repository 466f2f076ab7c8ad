import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeViolations, seriousAccessibilityViolations } from './axe';
import { newPage } from './browser';

/** The demo password the README gives. */
export const DEMO_PASSWORD = 'Demo-salasana-2026';

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/kirjaudu');
  await page.getByLabel(/sähköposti/i).fill(email);
  await page.getByLabel(/salasana/i).fill(password);
  await page.getByRole('button', { name: /kirjaudu/i }).click();
}

/** A fresh browser context signed in as `email`, left on the page the login leads to. */
export async function openSignedIn(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser);
  await logIn(opened.page, email);
  await opened.page.waitForURL((url) => !url.pathname.startsWith('/kirjaudu'), { timeout: 20_000 });
  return opened;
}

/** Fails the test with a readable list when the page has serious or critical axe violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousAccessibilityViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}
