import { Card, MutedText, SegmentedChoice } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { useState } from 'react';
import { SETTINGS_API } from '../../contract/paths';
import type { SettingsMe } from '../../contract/settings';
import { useInstantSetting } from '../hooks/useInstantSetting';
import { SettingSaved } from './SettingSaved';

type GraphMode = SettingsMe['graphMode'];
const MODES: readonly GraphMode[] = ['AUTOSCALE', 'FROM_ZERO'];

/** requirements §3 User.graphMode, stored with setProperty and answered by GET /v2/me. */
export function GraphModeSetting({ userId, stored }: { readonly userId: string; readonly stored: GraphMode }) {
  const { t } = useTranslation('settings');
  const [value, setValue] = useState(stored);
  const setting = useInstantSetting((api, graphMode: GraphMode) => api.post(SETTINGS_API.setProperty(userId), { graphMode }));
  return (
    <Card title={t('graph.title')} headingLevel={2}>
      <SegmentedChoice
        label={t('graph.label')}
        value={value}
        choices={MODES.map((mode) => ({ value: mode, label: t(`graph.${mode}`) }))}
        onChange={(mode) => {
          setValue(mode);
          void setting.save(mode);
        }}
      />
      <MutedText>{t('graph.hint')}</MutedText>
      <SettingSaved state={setting.state} />
    </Card>
  );
}
