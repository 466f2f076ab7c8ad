import { Card, FactList, MutedText } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { MeContact } from '../../contract/customerInfo';

/** Name, e-mail and phone of the account (GET /v2/me); the e-mail is changed on the settings page. */
export function ContactCard({ me }: { readonly me: MeContact }) {
  const { t } = useTranslation('customer-info');
  return (
    <Card title={t('contact.title')} headingLevel={2}>
      <FactList
        facts={[
          { term: t('contact.name'), value: me.name || t('contact.none') },
          { term: t('contact.email'), value: me.email },
          { term: t('contact.phone'), value: me.phone ?? t('contact.none') },
        ]}
      />
      <MutedText>{t('contact.emailHint')}</MutedText>
    </Card>
  );
}
