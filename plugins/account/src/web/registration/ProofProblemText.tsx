import { StatusMessage, useTranslation } from '@portal/core';
import type { ProofProblem } from './proofProblems';

/** A failed proof, said in the person's words; an alert, so a screen reader hears it at once. */
export function ProofProblemText({ problem }: { readonly problem: ProofProblem | null }) {
  const { t } = useTranslation('account');
  if (!problem) return null;
  return (
    <div role="alert">
      <StatusMessage tone="error">{t(`registration.problems.${problem}`)}</StatusMessage>
    </div>
  );
}
