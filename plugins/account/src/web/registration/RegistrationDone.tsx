import { Card } from '@portal/ui';
import { useExternalRoutePath, useTranslation } from '@portal/core';
import { useEffect, useRef } from 'react';
import type { RegisterResponse } from '../../contract/registration';
import { placesExternalRoute } from '../routes';

/** What was added, and the way to the places. Takes focus, so keyboard and screen-reader users land on it. */
export function RegistrationDone({ result }: { readonly result: RegisterResponse }) {
  const { t } = useTranslation('account');
  const heading = useRef<HTMLHeadingElement>(null);
  // The places page is another plugin's, bound in the company config; no link when it is not on.
  const placesPath = useExternalRoutePath(placesExternalRoute);
  useEffect(() => heading.current?.focus(), []);
  const places = result.added.reduce((sum, added) => sum + added.places, 0);
  return (
    <Card
      title={
        <span ref={heading} tabIndex={-1}>
          {t('registration.done.title')}
        </span>
      }
      link={placesPath ? { to: placesPath, label: t('registration.done.showPlaces') } : null}
    >
      <p>{result.added.length > 0 ? t('registration.done.added', { count: places }) : t('registration.done.nothingNew')}</p>
      <ul>
        {result.customerCodes.map((code) => (
          <li key={`${code.company}:${code.customerCode}`}>
            {t('registration.done.customership', { company: t(`registration.companies.${code.company}`), customerCode: code.customerCode })}
          </li>
        ))}
      </ul>
    </Card>
  );
}
