import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiClientRef, useService, useTranslation } from '@portal/core';
import { SecondaryButton } from '@portal/ui';
import { HOST_PAGES_NAMESPACE } from '../../i18n/hostPageTranslations';
import { changeSubscription, type UnsubscribeAnswer } from './unsubscribeApi';

type PageState = { readonly step: 'working' } | { readonly step: 'done'; readonly answer: UnsubscribeAnswer } | { readonly step: 'failed' };

/**
 * The page an unsubscribe link in a notification mail opens; no sign-in (the link is often opened on
 * a phone without a session). It switches the notification off at once and offers "Peru" (undo),
 * which calls the same link with `undo`.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation(HOST_PAGES_NAMESPACE);
  const api = useService(ApiClientRef);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<PageState>({ step: 'working' });
  const started = useRef(false);

  const change = (undo: boolean) => {
    setState({ step: 'working' });
    changeSubscription(api, token, undo).then(
      (answer) => setState({ step: 'done', answer }),
      () => setState({ step: 'failed' }),
    );
  };

  useEffect(() => {
    // Once per visit, also under StrictMode's double effect (the call is idempotent anyway).
    if (started.current) return;
    started.current = true;
    if (token) change(false);
    else setState({ step: 'failed' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the link that was opened
  }, []);

  return (
    <section aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{t('unsubscribe.title')}</h1>
      <div role="status" aria-live="polite">
        {state.step === 'working' && <p>{t('unsubscribe.working')}</p>}
        {state.step === 'failed' && <p>{t('unsubscribe.failed')}</p>}
        {state.step === 'done' && (
          <p>{t(state.answer.subscribed ? 'unsubscribe.on' : 'unsubscribe.off', { channel: t(`unsubscribe.channel.${state.answer.channel}`) })}</p>
        )}
      </div>
      {state.step === 'done' && !state.answer.subscribed && (
        <SecondaryButton type="button" onClick={() => change(true)}>
          {t('unsubscribe.undo')}
        </SecondaryButton>
      )}
    </section>
  );
}
