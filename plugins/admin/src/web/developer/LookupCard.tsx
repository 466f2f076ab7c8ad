import { useState, type FormEvent } from 'react';
import { Card, ErrorState, PrimaryButton, SegmentedChoice, TextField } from '@portal/ui';
import { useApi, useTranslation } from '@portal/core';
import { ADMIN_DEVELOPER_API, DEVELOPER_COMPANIES, type DebugLookupKind, type DebugLookupResult, type DebugSystem } from '../../contract/developer';
import { LoadState } from './LoadState';

interface Asked {
  readonly system: DebugSystem;
  readonly origin: string;
  readonly kind: DebugLookupKind;
  readonly code: string;
}

/**
 * The debug lookups by origin with a customer or contract code: what the CRM (customer register) and
 * Kolibri (billing) hold for it, as the portal's register has it (contract/developer.ts).
 */
export function LookupCard() {
  const { t } = useTranslation('admin');
  const [system, setSystem] = useState<DebugSystem>('crm');
  const [origin, setOrigin] = useState<(typeof DEVELOPER_COMPANIES)[number]>('VARE');
  const [kind, setKind] = useState<DebugLookupKind>('customer');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const result = useApi<DebugLookupResult>(asked ? ADMIN_DEVELOPER_API.debugLookup(asked.system, asked.origin, asked.kind, asked.code) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setProblem(trimmed ? null : t('developer.lookup.required'));
    setAsked(trimmed ? { system, origin, kind, code: trimmed } : null);
  };
  const notFound = result.error?.status === 404 || result.error?.status === 400;
  return (
    <Card title={t('developer.lookup.title')} headingLevel={2}>
      <form onSubmit={submit} noValidate>
        <SegmentedChoice
          label={t('developer.lookup.system')}
          value={system}
          onChange={setSystem}
          choices={[
            { value: 'crm', label: t('developer.lookup.crm') },
            { value: 'kolibri', label: t('developer.lookup.kolibri') },
          ]}
        />
        <SegmentedChoice
          label={t('developer.lookup.origin')}
          value={origin}
          onChange={setOrigin}
          choices={DEVELOPER_COMPANIES.map((company) => ({ value: company, label: company }))}
        />
        <SegmentedChoice
          label={t('developer.lookup.kind')}
          value={kind}
          onChange={setKind}
          choices={[
            { value: 'customer', label: t('developer.lookup.customer') },
            { value: 'contract', label: t('developer.lookup.contract') },
          ]}
        />
        <TextField label={t(`developer.lookup.${kind}`)} value={code} onValue={setCode} error={problem} />
        <PrimaryButton type="submit">{t('developer.lookup.search')}</PrimaryButton>
      </form>
      {asked &&
        (notFound ? (
          <ErrorState>
            <p>{t('developer.lookup.notFound')}</p>
          </ErrorState>
        ) : (
          <LoadState data={result.data} error={result.error} retry={() => void result.mutate()}>
            {(data) => (
              <section>
                <h3>{t('developer.lookup.result')}</h3>
                <pre>{JSON.stringify(data, null, 2)}</pre>
              </section>
            )}
          </LoadState>
        ))}
    </Card>
  );
}
