import { useCallback, useId, useMemo, useState } from 'react';
import type { FieldProblem } from './ErrorSummary';

export interface FormErrors<Name extends string> {
  /** The current message of each field that has one. */
  readonly errors: Readonly<Partial<Record<Name, string>>>;
  /** The problems for ErrorSummary, in the form's field order. */
  readonly problems: readonly FieldProblem[];
  /** The id to give a field's control, so the summary can link to it. */
  readonly fieldId: (name: Name) => string;
  /** Sets every field's message at once (null = fine); returns true when there is nothing to fix. */
  readonly show: (next: Partial<Record<Name, string | null | undefined>>) => boolean;
}

/**
 * The messages of one form, for FormField/TextField and ErrorSummary: set all at once on submit; the
 * summary lists them in field order and takes focus.
 */
export function useFormErrors<Name extends string>(order: readonly Name[]): FormErrors<Name> {
  const prefix = useId();
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const fieldId = useCallback((name: Name) => `${prefix}-${name}`, [prefix]);
  const show = useCallback((next: Partial<Record<Name, string | null | undefined>>) => {
    const kept = Object.fromEntries(Object.entries(next).filter(([, message]) => message)) as Partial<Record<Name, string>>;
    setErrors(kept);
    return Object.keys(kept).length === 0;
  }, []);
  const problems = useMemo(
    () => order.flatMap((name) => (errors[name] ? [{ fieldId: fieldId(name), message: errors[name] }] : [])),
    [errors, order, fieldId],
  );
  return { errors, problems, fieldId, show };
}
