import { CORE_API_VERSION, definePlugin, type RouteContribution } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import {
  confirmSignUpRoute,
  forcedResetRoute,
  forgotPasswordRoute,
  loginRoute,
  logoutRoute,
  resetPasswordRoute,
  signUpRoute,
} from './routes';
import { accountTranslations } from './translations';

/**
 * `public: true` is the web host's hand-off convention (host/web/src/routing/publicRoutes.ts): the
 * route renders without a session. Typed here until core's RouteContribution carries the field.
 */
type PublicRoute = RouteContribution & { readonly public: true };

const publicRoute = (ref: RouteContribution['ref'], page: RouteContribution['page']): PublicRoute => ({ ref, page, public: true });

/**
 * The account screens (SPEC §7 auth calls). No feature flag: without them nobody could log in. The
 * session-expired and account-already-exists modals are core's (CORE_MODALS); this plugin opens the
 * latter and shows the former's follow-up on the login page.
 */
export const accountPlugin = definePlugin({
  id: 'account',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: {},
  routes: [
    publicRoute(loginRoute, () => import('./pages/LoginPage')),
    publicRoute(signUpRoute, () => import('./pages/SignUpPage')),
    publicRoute(confirmSignUpRoute, () => import('./pages/ConfirmSignUpPage')),
    publicRoute(forgotPasswordRoute, () => import('./pages/ForgotPasswordPage')),
    publicRoute(resetPasswordRoute, () => import('./pages/ResetPasswordPage')),
    publicRoute(forcedResetRoute, () => import('./pages/ForcedResetPage')),
    publicRoute(logoutRoute, () => import('./pages/LogoutPage')),
  ],
  menu: [{ id: 'account.logout', labelKey: 'menu.logout', route: logoutRoute, section: 'account', order: 1000 }],
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
} from './routes';
