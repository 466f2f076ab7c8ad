import { useFormErrors, type FormErrors } from '@portal/ui';
import { useCallback, useState } from 'react';
import { ACCOUNT_FIELDS, type AccountFieldName, type AccountValues } from '../model/accountFields';
import { useProblemText } from './useProblemText';

export interface AccountForm<Name extends AccountFieldName> {
  readonly fields: readonly Name[];
  readonly values: AccountValues;
  readonly set: (name: Name, value: string) => void;
  readonly errors: FormErrors<Name>;
  /** Checks `only` (default: every field) and shows the problems; true when there are none. */
  readonly validate: (only?: readonly Name[]) => boolean;
  /** Overrides of a field's autocomplete hint (sign-up's address is a new "email", not a "username"). */
  readonly autoComplete: Partial<Record<Name, string>>;
}

const EMPTY: AccountValues = { name: '', email: '', phone: '', password: '', code: '', newPassword: '', confirmation: '' };

/** The values and messages of one account screen's fields, checked with the server's own rules. */
export function useAccountForm<Name extends AccountFieldName>(
  fields: readonly Name[],
  options: { readonly initial?: Partial<Record<Name, string>>; readonly autoComplete?: Partial<Record<Name, string>> } = {},
): AccountForm<Name> {
  // A flow state without an address hands over `email: undefined`; that must not replace the empty text.
  const [values, setValues] = useState<AccountValues>(() => ({
    ...EMPTY,
    ...Object.fromEntries(Object.entries(options.initial ?? {}).filter(([, value]) => typeof value === 'string')),
  }));
  const errors = useFormErrors(fields);
  const problemText = useProblemText();
  const set = useCallback((name: Name, value: string) => setValues((current) => ({ ...current, [name]: value })), []);
  const validate = (only: readonly Name[] = fields) =>
    errors.show(
      Object.fromEntries(only.map((name) => [name, problemText(ACCOUNT_FIELDS[name].check(values[name], values))])) as Partial<
        Record<Name, string | null>
      >,
    );
  return { fields, values, set, errors, validate, autoComplete: options.autoComplete ?? {} };
}
