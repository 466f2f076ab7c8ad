import { ApiClientRef, useService, useTranslation } from '@portal/core';
import { LoadingSkeleton, PageHeader, Stack } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { REGISTRATION_API, strongAuthResponseSchema } from '../../contract/registration';
import { forgetIdentification, pendingIdentification, type ProofPurpose } from '../registration/attemptStore';
import { ProofProblemText } from '../registration/ProofProblemText';
import { proofProblemOf, type ProofProblem } from '../registration/proofProblems';
import { RegistrationDone } from '../registration/RegistrationDone';
import { useRegister } from '../registration/useRegister';
import { addCustomershipRoute, registerCustomerRoute } from '../routes';

type Phase =
  | { readonly kind: 'working' }
  | { readonly kind: 'failed'; readonly problem: ProofProblem; readonly purpose: ProofPurpose }
  | { readonly kind: 'done' };

/**
 * `/asiakkaaksi/tunnistus`: the identification provider's redirect URI. Hands the provider's answer
 * (code and state, or an error) to the server, which verifies it; then registers with the verified
 * identification. Runs once per page load (the code works only once).
 */
export default function StrongAuthReturnPage() {
  const { t } = useTranslation('account');
  const api = useService(ApiClientRef);
  const location = useLocation();
  const registration = useRegister();
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const params = new URLSearchParams(location.search);
    const pending = pendingIdentification();
    forgetIdentification();
    const state = params.get('state');
    if (!pending || !state) {
      setPhase({ kind: 'failed', problem: 'identificationFailed', purpose: pending?.purpose ?? 'register' });
      return;
    }
    const code = params.get('code');
    const error = params.get('error');
    const body = code ? { action: 'complete', state, code } : { action: 'complete', state, error: error ?? 'unknown' };
    void (async () => {
      try {
        const answer = await api.post(REGISTRATION_API.strongAuth(pending.attemptId), body, { schema: strongAuthResponseSchema });
        if (answer.status !== 'verified') {
          setPhase({ kind: 'failed', problem: 'cancelled', purpose: pending.purpose });
          return;
        }
      } catch (failure) {
        setPhase({
          kind: 'failed',
          problem: proofProblemOf(failure) === 'unavailable' ? 'unavailable' : 'identificationFailed',
          purpose: pending.purpose,
        });
        return;
      }
      const registered = await registration.register({ proof: 'strongAuthentication', attemptId: pending.attemptId });
      setPhase(registered ? { kind: 'done' } : { kind: 'failed', problem: 'failed', purpose: pending.purpose });
    })();
  }, [api, location.search, registration]);

  const problem = phase.kind === 'failed' ? (registration.problem ?? phase.problem) : null;
  const again = phase.kind === 'failed' && phase.purpose === 'add' ? addCustomershipRoute.defaultPath : registerCustomerRoute.defaultPath;
  return (
    <Stack $gap="1rem">
      <PageHeader title={t('registration.return.title')} />
      {phase.kind === 'working' && <LoadingSkeleton lines={2} label={t('registration.return.working')} />}
      {phase.kind === 'done' && registration.result && <RegistrationDone result={registration.result} />}
      {phase.kind === 'failed' && (
        <>
          <ProofProblemText problem={problem} />
          <p>
            <Link to={again}>{t('registration.return.tryAgain')}</Link>
          </p>
        </>
      )}
    </Stack>
  );
}
