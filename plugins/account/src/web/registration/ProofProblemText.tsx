import { StatusMessage } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { ProofProblem } from './proofProblems';

/** A failed proof, said in the person's words (StatusMessage's error tone is an alert: heard at once). */
export function ProofProblemText({ problem }: { readonly problem: ProofProblem | null }) {
  const { t } = useTranslation('account');
  if (!problem) return null;
  return <StatusMessage tone="error">{t(`registration.problems.${problem}`)}</StatusMessage>;
}
