import { ApiClientRef, useService, useTranslation } from '@portal/core';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AccountFieldName } from '../model/accountFields';
import { readFlowState, type AccountFlowState } from '../model/flowState';
import { useAccountForm } from './useAccountForm';
import { useAuthRequest } from './useAuthRequest';

/** The account screens; each has `title`, `submit` and `submitting` (and mostly `intro`) texts under its key. */
export type AuthScreenKey = 'login' | 'signUp' | 'confirm' | 'forgot' | 'reset' | 'forced';

/**
 * What every account screen starts from: its texts, the API, navigation, the state the previous
 * screen handed over (the address is filled in from it), its fields and its auth call.
 */
export function useAccountScreen<Name extends AccountFieldName>(
  key: AuthScreenKey,
  fields: readonly Name[],
  autoComplete: Partial<Record<Name, string>> = {},
) {
  const { t } = useTranslation('account');
  const api = useService(ApiClientRef);
  const navigate = useNavigate();
  const location = useLocation();
  const flow = readFlowState(location.state);
  const form = useAccountForm(fields, { initial: { email: flow.email } as Partial<Record<Name, string>>, autoComplete });
  const request = useAuthRequest();
  /** Moves on to the next screen, handing it the address and a notice (in history state, not the URL). */
  const goTo = (path: string, state: AccountFlowState, replace = false) => navigate(path, { state, replace });
  return { key, t, api, navigate, goTo, location, flow, form, request };
}

export type AccountScreen<Name extends AccountFieldName> = ReturnType<typeof useAccountScreen<Name>>;
