import { Card, SegmentedChoice } from '@portal/ui';
import { UiModeRef, usePortalRuntime, useService, useTranslation, useUiMode, type UiMode } from '@portal/core';
import { SETTINGS_API } from '../../contract/paths';
import type { SettingsMe } from '../../contract/settings';
import { useInstantSetting } from '../hooks/useInstantSetting';
import { SettingSaved } from './SettingSaved';

const MODES: readonly UiMode[] = ['B2C', 'B2B'];

/**
 * requirements §6 B2C/B2B, only for a person who is both kinds of customer at this company (as the header's
 * switch). The choice is stored (setProperty uiMode: the server's mode-gated routes follow it) and the
 * web's mode service follows at once, so every gated menu step and page does too.
 */
export function UiModeSetting({ userId, me }: { readonly userId: string; readonly me: SettingsMe }) {
  const { t } = useTranslation('settings');
  const { company } = usePortalRuntime();
  const modeService = useService(UiModeRef);
  const mode = useUiMode();
  const setting = useInstantSetting((api, uiMode: UiMode) => api.post(SETTINGS_API.setProperty(userId), { uiMode }));
  const types = new Set(me.customerCodes.filter((c) => c.company === company.code).map((c) => c.customerType));
  if (!MODES.every((m) => types.has(m))) return null;
  return (
    <Card title={t('mode.title')} headingLevel={2}>
      <p>{t('mode.intro')}</p>
      <SegmentedChoice
        label={t('mode.label')}
        hideLabel
        value={mode}
        choices={MODES.map((m) => ({ value: m, label: t(`mode.${m}`) }))}
        onChange={(next) => {
          modeService.set(next);
          void setting.save(next);
        }}
      />
      <SettingSaved state={setting.state} />
    </Card>
  );
}
