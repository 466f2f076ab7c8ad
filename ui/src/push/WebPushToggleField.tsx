import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation, themeColor, useService, ApiClientRef, createWebPushService, type PushBrowser, type WebPushState } from '@portal/core';
import styled from 'styled-components';
import { CheckboxField } from '../CheckboxField';
import { MutedText } from '../MutedText';
import { WEB_PUSH_NAMESPACE, webPushTexts } from './webPushTexts';

export interface WebPushToggleFieldProps {
  /** The browser's Push API; tests give a fake, the portal the real one. */
  readonly browser?: PushBrowser;
}

type Shown = WebPushState | 'checking';

/**
 * "Notifications to this device": a checkbox that subscribes this browser to web push and
 * unsubscribes it, with a line saying where it stands (blocked, unsupported) read out when it changes.
 * Shows nothing when the server sends no push. Loaded lazily through WebPushToggle.
 */
export default function WebPushToggleField({ browser }: WebPushToggleFieldProps) {
  const { i18n } = useTranslation('core');
  for (const language of Object.keys(webPushTexts) as (keyof typeof webPushTexts)[]) {
    if (!i18n.hasResourceBundle(language, WEB_PUSH_NAMESPACE)) i18n.addResourceBundle(language, WEB_PUSH_NAMESPACE, webPushTexts[language]);
  }
  const t = i18n.getFixedT(i18n.language, WEB_PUSH_NAMESPACE);
  const api = useService(ApiClientRef);
  const push = useMemo(() => createWebPushService(api, browser), [api, browser]);
  const [state, setState] = useState<Shown>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const hintId = useId();

  useEffect(() => {
    let current = true;
    push.state().then(
      (found) => current && setState(found),
      () => current && setState('off'),
    );
    return () => {
      current = false;
    };
  }, [push]);

  if (state === 'unavailable') return null;

  async function toggle(on: boolean) {
    // Not disabled while working: a disabled control would drop the keyboard user's focus.
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      setState(on ? await push.subscribe() : await push.unsubscribe());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const blocked = state === 'unsupported' || state === 'denied' || state === 'checking';
  return (
    <Field>
      <CheckboxField
        label={t('label')}
        checked={state === 'on'}
        disabled={blocked}
        aria-describedby={hintId}
        aria-busy={busy}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      <Hint id={hintId} role={failed ? 'alert' : 'status'} $failed={failed}>
        {failed ? t('failed') : t(state)}
      </Hint>
    </Field>
  );
}

const Field = styled.div`
  display: grid;
  gap: 0.25rem;
`;

const Hint = styled(MutedText)<{ $failed: boolean }>`
  color: ${(props) => (props.$failed ? themeColor('danger')(props) : themeColor('mutedText')(props))};
`;
