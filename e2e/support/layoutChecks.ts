import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Controls smaller than 24 × 24 px (WCAG 2.5.8 target size): buttons, selects, checkboxes and radio
 * buttons that are shown. Text links inside sentences are exempt, as the criterion allows. Answers a
 * readable line per offender, so a failure names them.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, select, [role="button"], [role="radio"], input[type="checkbox"], input[type="radio"]')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} "${(el.textContent || el.closest('label')?.textContent || '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
}

/** The page does not scroll sideways at the current viewport (a phone's 390 px above all). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, 'no horizontal page scroll').toBeLessThanOrEqual(widths.client);
}
