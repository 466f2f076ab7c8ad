import { Card, CheckboxField } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { useState } from 'react';
import { emailSubscriptionResponseSchema } from '../../contract/settings';
import { SETTINGS_API } from '../../contract/paths';
import { useInstantSetting } from '../hooks/useInstantSetting';
import { SettingSaved } from './SettingSaved';

/** The tips-and-tricks mail (POST setEmailSubscription), on or off at once. */
export function TipsSetting({ userId, stored }: { readonly userId: string; readonly stored: boolean }) {
  const { t } = useTranslation('settings');
  const [checked, setChecked] = useState(stored);
  const setting = useInstantSetting((api, subscribedToTipsAndTricks: boolean) =>
    api.post(SETTINGS_API.setEmailSubscription(userId), { subscribedToTipsAndTricks }, { schema: emailSubscriptionResponseSchema }),
  );
  return (
    <Card title={t('tips.title')} headingLevel={2}>
      <CheckboxField
        label={t('tips.label')}
        checked={checked}
        disabled={setting.running}
        onChange={(event) => {
          setChecked(event.target.checked);
          void setting.save(event.target.checked);
        }}
      />
      <SettingSaved state={setting.state} />
    </Card>
  );
}
