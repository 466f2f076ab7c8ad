import { ErrorState } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { AuthFailure } from '../model/authErrorMessage';
import { forgotPasswordRoute } from '../routes';

/**
 * A failed call, in words a person can act on. Where the way out is another screen (too many tries,
 * wrong password), the link to it is right in the message.
 */
export function FailureText({ failure, alertRef }: { readonly failure: AuthFailure | null; readonly alertRef: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('account');
  if (!failure) return null;
  const offerReset = failure.key === 'INVALID_CREDENTIALS' || failure.key === 'TOO_MANY_REQUESTS' || failure.key === 'ACCOUNT_ALREADY_EXISTS';
  return (
    <ErrorState alertRef={alertRef}>
      <p>{t(`errors.${failure.key}`)}</p>
      {offerReset && (
        <p>
          <Link to={forgotPasswordRoute.defaultPath}>{t('login.forgot')}</Link>
        </p>
      )}
    </ErrorState>
  );
}
