import { useState, type FormEvent } from 'react';
import { ButtonRow, Card, PrimaryButton, TextField } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { AdminLayout, useAdminCompany } from '../shell';
import { CustomerResults, UnregisteredResults } from './CustomerResults';
import { EMPTY_SEARCH, searchProblems, searchQuery, type SearchField, type SearchInput } from './searchForm';

/**
 * `/admin/asiakashaku`: find a customer by e-mail, customer number or personal identity code, in the
 * company chosen in the admin shell (ALL = every company the admin handles), then view as them. An
 * e-mail search also lists register customers with that address who have not registered yet.
 */
export default function CustomerSearchPage() {
  const { t } = useTranslation('admin');
  const { company } = useAdminCompany();
  const [input, setInput] = useState<SearchInput>(EMPTY_SEARCH);
  const [problems, setProblems] = useState<Partial<Record<SearchField, string>>>({});
  const [sent, setSent] = useState<SearchInput | null>(null);

  const change = (field: SearchField) => (value: string) => setInput((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = searchProblems(input);
    setProblems(found);
    if (Object.keys(found).length === 0) setSent(input);
  };
  const error = (field: SearchField) => (problems[field] ? t(problems[field]) : null);

  return (
    <AdminLayout title={t('customers.search.title')} description={t('customers.search.intro')}>
      <Card title={t('customers.search.formTitle')}>
        <form onSubmit={submit} noValidate role="search" aria-label={t('customers.search.formTitle')}>
          <TextField
            label={t('customers.search.email')}
            type="email"
            autoComplete="off"
            value={input.email}
            onValue={change('email')}
            error={error('email')}
            announceError
          />
          <TextField
            label={t('customers.search.customerCode')}
            inputMode="numeric"
            autoComplete="off"
            value={input.customerCode}
            onValue={change('customerCode')}
            error={error('customerCode')}
            announceError
          />
          {/* A password field: the code is not left on screen for anyone passing by, nor in the browser's form history. */}
          <TextField
            label={t('customers.search.ssn')}
            hint={t('customers.search.ssnHint')}
            type="password"
            autoComplete="off"
            value={input.ssn}
            onValue={change('ssn')}
            error={error('ssn')}
            announceError
          />
          <ButtonRow>
            <PrimaryButton type="submit">{t('customers.search.submit')}</PrimaryButton>
          </ButtonRow>
        </form>
      </Card>
      {sent && <CustomerResults query={searchQuery(sent, company)} />}
      {sent && sent.email.trim() && <UnregisteredResults email={sent.email.trim()} />}
    </AdminLayout>
  );
}
