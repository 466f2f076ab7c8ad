import { CORE_MODALS, isApiRequestError, useApiMutation, useModal, useUserId } from '@portal/core';
import { useState } from 'react';
import { REGISTRATION_API, registerResponseSchema, type RegisterRequest, type RegisterResponse } from '../../contract/registration';
import { proofProblemOf, type ProofProblem } from './proofProblems';

/**
 * POST /v3/user/register with either proof. A customership that is another login's opens core's
 * "account already exists" modal (requirements §8); every other failure becomes a problem the screen words
 * itself. On success the user's profile and place list are read again, so the places show at once.
 */
export function useRegister() {
  const userId = useUserId();
  const modals = useModal();
  const [problem, setProblem] = useState<ProofProblem | null>(null);
  const [result, setResult] = useState<RegisterResponse | null>(null);
  const mutation = useApiMutation(
    async (api, body: RegisterRequest) => {
      try {
        return await api.post(REGISTRATION_API.register, body, { schema: registerResponseSchema });
      } catch (error) {
        if (isApiRequestError(error) && error.code === 'ACCOUNT_ALREADY_EXISTS') {
          modals.open(CORE_MODALS.accountAlreadyExists, { code: error.code });
          setProblem('alreadyExists');
        } else {
          setProblem(proofProblemOf(error));
        }
        throw error;
      }
    },
    {
      showErrorModal: false,
      // The place list is the locations plugin's read; its path is requirements §7's, so naming it here is safe.
      invalidates: ['/api/v2/me', ...(userId ? [`/api/v2/servicelocation/user/${encodeURIComponent(userId)}/content`] : [])],
    },
  );

  async function register(body: RegisterRequest): Promise<RegisterResponse | undefined> {
    setProblem(null);
    const answer = await mutation.run(body);
    if (answer) setResult(answer);
    return answer;
  }

  return { register, running: mutation.running, result, problem, setProblem };
}
