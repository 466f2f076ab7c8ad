import { createExternalRouteRef, createRouteRef } from '@portal/core';

/**
 * The account screens. All are public (reachable without a session). The login route's id must stay
 * `account.login`: the web host sends visitors without a session there, with `?next=<path>`.
 */
export const loginRoute = createRouteRef({ id: 'account.login', path: '/kirjaudu' });
export const signUpRoute = createRouteRef({ id: 'account.signUp', path: '/rekisteroidy' });
export const confirmSignUpRoute = createRouteRef({ id: 'account.confirmSignUp', path: '/vahvista' });
export const forgotPasswordRoute = createRouteRef({ id: 'account.forgotPassword', path: '/unohtunut-salasana' });
export const resetPasswordRoute = createRouteRef({ id: 'account.resetPassword', path: '/uusi-salasana' });
export const forcedResetRoute = createRouteRef({ id: 'account.forcedReset', path: '/vaihda-salasana' });
export const logoutRoute = createRouteRef({ id: 'account.logout', path: '/kirjaudu-ulos' });

/** Registration as a customer (signed in): the two proofs, the identification provider's return page, and another customership. */
export const registerCustomerRoute = createRouteRef({ id: 'account.registerCustomer', path: '/asiakkaaksi' });
export const strongAuthReturnRoute = createRouteRef({ id: 'account.strongAuthReturn', path: '/asiakkaaksi/tunnistus' });
export const addCustomershipRoute = createRouteRef({ id: 'account.addCustomership', path: '/lisaa-asiakkuus' });

/** The places page (the locations plugin's), shown after registration; the company config binds it. */
export const placesExternalRoute = createExternalRouteRef({ id: 'account.places' });
