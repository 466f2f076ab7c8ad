import { createRouteRef } from '@portal/core';

/** Menu step "Lukuoikeudet": read rights given and received, the view log, who can see my data. */
export const representationRoute = createRouteRef({ id: 'representation.page', path: '/lukuoikeudet' });
/** Menu step "Anna lukuoikeus": choose places, an e-mail and the last day. */
export const grantRoute = createRouteRef({ id: 'representation.grant', path: '/lukuoikeudet/anna' });
/** Where the invitation mail's link lands (ACTIVATION_PAGE_PATH in the contract). */
export const activationRoute = createRouteRef({ id: 'representation.activate', path: '/lukuoikeudet/aktivoi' });
/** "Who can see my data": sub-users and representatives of the user's own places. */
export const visibilityRoute = createRouteRef({ id: 'representation.visibility', path: '/lukuoikeudet/nakyvyys' });
