import { ErrorState, LoadingSkeleton, PageHeader, Stack } from '@portal/ui';
import { useApi, useTranslation, useUserId } from '@portal/core';
import { SETTINGS_API } from '../../contract/paths';
import { settingsMeSchema } from '../../contract/settings';
import { DeleteAccountSetting } from '../components/DeleteAccountSetting';
import { EmailChangeSetting } from '../components/EmailChangeSetting';
import { GraphModeSetting } from '../components/GraphModeSetting';
import { LanguageSetting } from '../components/LanguageSetting';
import { TipsSetting } from '../components/TipsSetting';
import { UiModeSetting } from '../components/UiModeSetting';

/**
 * `/asetukset` (requirements §2 "settings" and "UI mode"): one card per setting, each saved on its own. The
 * stored values come from GET /v2/me; a lazy chunk, so its code loads only when the page is opened.
 */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const userId = useUserId();
  const me = useApi(SETTINGS_API.me, settingsMeSchema);

  return (
    <Stack>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      {me.error ? (
        <ErrorState onRetry={() => void me.mutate()}>{t('page.error')}</ErrorState>
      ) : !me.data || !userId ? (
        <LoadingSkeleton lines={6} label={t('page.loading')} />
      ) : (
        <>
          <LanguageSetting userId={userId} />
          <GraphModeSetting userId={userId} stored={me.data.graphMode} />
          <TipsSetting userId={userId} stored={me.data.subscribedToTipsAndTricks} />
          <UiModeSetting userId={userId} me={me.data} />
          <EmailChangeSetting userId={userId} currentEmail={me.data.email} onChanged={() => void me.mutate()} />
          <DeleteAccountSetting userId={userId} email={me.data.email} />
        </>
      )}
    </Stack>
  );
}
