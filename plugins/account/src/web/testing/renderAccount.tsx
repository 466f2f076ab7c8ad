import { ApiClientRef } from '@portal/core';
import { createFakeApiClient, renderWithPortal, substitute, type FakeApiRoutes } from '@portal/core/testing';
import { Route, Routes } from 'react-router-dom';
import { accountPlugin } from '../../index';
import ConfirmSignUpPage from '../pages/ConfirmSignUpPage';
import ForcedResetPage from '../pages/ForcedResetPage';
import ForgotPasswordPage from '../pages/ForgotPasswordPage';
import LoginPage from '../pages/LoginPage';
import LogoutPage from '../pages/LogoutPage';
import ResetPasswordPage from '../pages/ResetPasswordPage';
import SignUpPage from '../pages/SignUpPage';
import { confirmSignUpRoute, forcedResetRoute, forgotPasswordRoute, loginRoute, logoutRoute, resetPasswordRoute, signUpRoute } from '../routes';

/** The account screens at their paths inside a real test portal, with a fake API behind them. */
export function renderAccount(route: string, routes: FakeApiRoutes = {}) {
  const api = createFakeApiClient(routes);
  const view = renderWithPortal(
    <Routes>
      <Route path={loginRoute.defaultPath} element={<LoginPage />} />
      <Route path={signUpRoute.defaultPath} element={<SignUpPage />} />
      <Route path={confirmSignUpRoute.defaultPath} element={<ConfirmSignUpPage />} />
      <Route path={forgotPasswordRoute.defaultPath} element={<ForgotPasswordPage />} />
      <Route path={resetPasswordRoute.defaultPath} element={<ResetPasswordPage />} />
      <Route path={forcedResetRoute.defaultPath} element={<ForcedResetPage />} />
      <Route path={logoutRoute.defaultPath} element={<LogoutPage />} />
      <Route path="/" element={<h1>Etusivu</h1>} />
      <Route path="/kayttopaikka" element={<h1>Käyttöpaikat</h1>} />
    </Routes>,
    { plugins: [accountPlugin], route, services: [substitute(ApiClientRef, api)] },
  );
  return { ...view, api };
}
