import { useEffect, useState } from 'react';
import { ClockRef, ModalDialog, ModalTitle, SessionServiceRef, useService, useSession, useTranslation } from '@portal/core';
import { PrimaryButton, SecondaryButton } from '@portal/ui';
import styled from 'styled-components';
import { HOST_PAGES_NAMESPACE } from '../i18n/hostPageTranslations';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

type Phase = 'asking' | 'extending' | 'failed' | 'dismissed';

/**
 * WCAG 2.2.1 Timing Adjustable: two minutes before a session ends that nothing will refresh (core's
 * SessionService sets `endingSoon`), say so and offer to continue. If the session does end, core's
 * session-expired modal follows and the login page brings the user back to where they were.
 */
export default function SessionTimeoutDialog() {
  const { t } = useTranslation(HOST_PAGES_NAMESPACE);
  const session = useSession();
  const service = useService(SessionServiceRef);
  const clock = useService(ClockRef);
  const [phase, setPhase] = useState<Phase>('asking');
  const showing = session.status === 'loggedIn' && session.endingSoon === true;

  // Each new warning starts by asking again, even if an earlier one was dismissed.
  useEffect(() => {
    if (showing) setPhase('asking');
  }, [showing, session.expiresAt]);

  if (!showing || phase === 'dismissed') return null;
  const msLeft = session.expiresAt === undefined ? 0 : session.expiresAt * 1000 - clock.now().getTime();
  const minutes = Math.max(1, Math.ceil(msLeft / 60_000));

  const extend = async () => {
    setPhase('extending');
    const extended = await service.extend();
    // On success `endingSoon` clears and this closes by itself.
    if (!extended) setPhase('failed');
  };

  return (
    <ModalDialog kind="confirm" onDismiss={() => setPhase('dismissed')}>
      <ModalTitle>{t('sessionWarning.title')}</ModalTitle>
      {phase === 'failed' ? <p role="alert">{t('sessionWarning.failed')}</p> : <p>{t('sessionWarning.body', { minutes })}</p>}
      <Buttons>
        {phase !== 'failed' && (
          <PrimaryButton type="button" onClick={() => void extend()} aria-disabled={phase === 'extending'}>
            {phase === 'extending' ? t('sessionWarning.continuing') : t('sessionWarning.continue')}
          </PrimaryButton>
        )}
        <SecondaryButton type="button" onClick={() => setPhase('dismissed')}>
          {t('sessionWarning.close')}
        </SecondaryButton>
      </Buttons>
    </ModalDialog>
  );
}
