import { Card, useTranslation } from '@portal/core';
import { useEffect, useRef } from 'react';
import type { RegisterResponse } from '../../contract/registration';

// The places page's path is SPEC §2's route shape; a plugin does not import another plugin's route refs.
const PLACES_PATH = '/kayttopaikka';

/** What was added, and the way to the places. Takes focus, so keyboard and screen-reader users land on it. */
export function RegistrationDone({ result }: { readonly result: RegisterResponse }) {
  const { t } = useTranslation('account');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const places = result.added.reduce((sum, added) => sum + added.places, 0);
  return (
    <Card title={<span ref={heading} tabIndex={-1}>{t('registration.done.title')}</span>} link={{ to: PLACES_PATH, label: t('registration.done.showPlaces') }}>
      <p>{result.added.length > 0 ? t('registration.done.added', { count: places }) : t('registration.done.nothingNew')}</p>
      <ul>
        {result.customerCodes.map((code) => (
          <li key={`${code.company}:${code.customerCode}`}>{t('registration.done.customership', { company: t(`registration.companies.${code.company}`), customerCode: code.customerCode })}</li>
        ))}
      </ul>
    </Card>
  );
}
