import { ApiClientRef, useService, useTranslation } from '@portal/core';
import { Card, PrimaryButton } from '@portal/ui';
import { useState } from 'react';
import { REGISTRATION_API, strongAuthResponseSchema } from '../../contract/registration';
import { rememberIdentification, type ProofPurpose } from './attemptStore';
import { ProofProblemText } from './ProofProblemText';
import { proofProblemOf, type ProofProblem } from './proofProblems';

/**
 * Proof 1: strong identification. Starts an attempt under a new id (kept in sessionStorage for the
 * return page) and sends the browser to the provider; the provider sends it back to
 * /asiakkaaksi/tunnistus.
 */
export function StrongAuthStart({
  purpose,
  onLeave = (url) => window.location.assign(url),
}: {
  readonly purpose: ProofPurpose;
  readonly onLeave?: (url: string) => void;
}) {
  const { t } = useTranslation('account');
  const api = useService(ApiClientRef);
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<ProofProblem | null>(null);

  async function start() {
    setRunning(true);
    setProblem(null);
    const attemptId = crypto.randomUUID();
    try {
      const answer = await api.post(REGISTRATION_API.strongAuth(attemptId), { action: 'start' }, { schema: strongAuthResponseSchema });
      if (answer.status !== 'started') throw new Error('unexpected answer to start');
      rememberIdentification({ attemptId, purpose });
      onLeave(answer.authorizeUrl);
    } catch (error) {
      setProblem(proofProblemOf(error) === 'unavailable' ? 'unavailable' : 'failed');
      setRunning(false);
    }
  }

  return (
    <Card title={t('registration.strong.title')}>
      <p>{t('registration.strong.intro')}</p>
      <ProofProblemText problem={problem} />
      <PrimaryButton type="button" onClick={() => void start()} disabled={running}>
        {running ? t('registration.strong.starting') : t('registration.strong.start')}
      </PrimaryButton>
    </Card>
  );
}
