import { useTranslation } from '@portal/core';
import { useCallback } from 'react';
import { NEW_PASSWORD_MIN, type FieldProblem } from '../model/fieldRules';

/** A field problem in the user's language; null stays null (no problem, no message). */
export function useProblemText(): (problem: FieldProblem | null) => string | null {
  const { t } = useTranslation('account');
  return useCallback((problem) => (problem ? t(`validation.${problem}`, { min: NEW_PASSWORD_MIN }) : null), [t]);
}
