import { Card } from '@portal/ui';
import { useApi, useTranslation } from '@portal/core';
import { z } from 'zod';
import { registerCustomerRoute } from '../routes';

const meSchema = /* @__PURE__ */ z.object({ customerCodes: z.array(z.unknown()), loginInfo: z.object({ groups: z.array(z.string()) }) });

/**
 * Front page, under its "no use places" state (FRONT_PAGE_NO_PLACES_SLOT): a login without any customership (a person who signed up but has not registered as a
 * customer yet) is shown the way to "Rekisteröidy asiakkaaksi". Administrators and other group members
 * have no customership by design and see nothing; nor does anyone while /v2/me loads or fails (the
 * shell shows that failure).
 */
export default function RegisterPromptCard() {
  const { t } = useTranslation('account');
  const me = useApi('/api/v2/me', meSchema);
  if (!me.data || me.data.customerCodes.length > 0 || me.data.loginInfo.groups.length > 0) return null;
  return (
    <Card title={t('registration.prompt.title')} link={{ to: registerCustomerRoute.defaultPath, label: t('registration.prompt.link') }}>
      <p>{t('registration.prompt.text')}</p>
    </Card>
  );
}
