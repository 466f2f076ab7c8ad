import { CORE_API_VERSION, definePlugin, FRONT_PAGE_NO_PLACES_SLOT, HEADER_ACTIONS_SLOT, type RouteContribution } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import {
  addCustomershipRoute,
  confirmSignUpRoute,
  forcedResetRoute,
  forgotPasswordRoute,
  loginRoute,
  logoutRoute,
  registerCustomerRoute,
  resetPasswordRoute,
  signUpRoute,
  strongAuthReturnRoute,
} from './web/routes';
import { accountTranslations } from './web/translations';

/** Every account screen is reachable without a session (core's RouteContribution `public`). */
const publicRoute = (ref: RouteContribution['ref'], page: RouteContribution['page']): RouteContribution => ({ ref, page, public: true });

/**
 * The account screens (requirements §7 auth calls). No feature flag: without them nobody could log in. The
 * session-expired and account-already-exists modals are core's (CORE_MODALS); this plugin opens the
 * latter and shows the former's follow-up on the login page. Logging out is both a menu step and a
 * header action.
 */
export const accountPlugin = definePlugin({
  id: 'account',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: {},
  routes: [
    publicRoute(loginRoute, () => import('./web/pages/LoginPage')),
    publicRoute(signUpRoute, () => import('./web/pages/SignUpPage')),
    publicRoute(confirmSignUpRoute, () => import('./web/pages/ConfirmSignUpPage')),
    publicRoute(forgotPasswordRoute, () => import('./web/pages/ForgotPasswordPage')),
    publicRoute(resetPasswordRoute, () => import('./web/pages/ResetPasswordPage')),
    publicRoute(forcedResetRoute, () => import('./web/pages/ForcedResetPage')),
    publicRoute(logoutRoute, () => import('./web/pages/LogoutPage')),
    // Registration as a customer needs a session (a confirmed login): the proofs tie customerships to it.
    { ref: registerCustomerRoute, page: () => import('./web/pages/RegisterCustomerPage') },
    { ref: strongAuthReturnRoute, page: () => import('./web/pages/StrongAuthReturnPage') },
    { ref: addCustomershipRoute, page: () => import('./web/pages/AddCustomershipPage') },
  ],
  menu: [
    {
      id: 'account.addCustomership',
      labelKey: 'menu.addCustomership',
      route: addCustomershipRoute,
      currentOn: [registerCustomerRoute],
      section: 'account',
      order: 900,
    },
    { id: 'account.logout', labelKey: 'menu.logout', route: logoutRoute, section: 'account', order: 1000 },
  ],
  slots: [
    { id: 'account.logoutAction', slot: HEADER_ACTIONS_SLOT, component: () => import('./web/components/LogoutAction'), order: 100 },
    // Under the front page's "no use places" state, for a login without customerships: the way on to registering.
    { id: 'account.registerPrompt', slot: FRONT_PAGE_NO_PLACES_SLOT, component: () => import('./web/frontPage/RegisterPromptCard'), order: 1 },
  ],
  translations: accountTranslations,
});

export default accountPlugin;
export {
  loginRoute,
  signUpRoute,
  confirmSignUpRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  forcedResetRoute,
  logoutRoute,
  registerCustomerRoute,
  strongAuthReturnRoute,
  addCustomershipRoute,
} from './web/routes';
