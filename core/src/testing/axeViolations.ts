import axe from 'axe-core';

/**
 * WCAG A/AA structure rules (names, roles, ARIA, labels) on what is rendered now. Contrast needs a real
 * browser's layout and is checked by the end-to-end axe scan instead.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
