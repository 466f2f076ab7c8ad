import { MENU_SECTIONS, type MenuSection, type MenuStep } from '@portal/core';

/** Steps per requirements §2 section, in MENU_SECTIONS order; empty sections are left out. */
export function groupMenuSteps(steps: readonly MenuStep[], sections: readonly MenuSection[] = MENU_SECTIONS): [MenuSection, MenuStep[]][] {
  return sections
    .map((section): [MenuSection, MenuStep[]] => [section, steps.filter((step) => step.section === section)])
    .filter(([, sectionSteps]) => sectionSteps.length > 0);
}
