import { createRouteRef, type MenuStep } from '@portal/core';

/** `/`, the front page the host itself serves (unless a plugin serves the root path). */
export const frontPageRoute = createRouteRef({ id: 'host.frontPage', path: '/' });

/** "Etusivu", first in the menu: the `host.` id puts its label in the host's namespace. */
export const FRONT_PAGE_STEP: MenuStep = {
  id: 'host.frontPage',
  labelKey: 'menu.frontPage',
  route: frontPageRoute,
  section: 'services',
  order: Number.NEGATIVE_INFINITY,
};
