import { Card, DatePicker, PrimaryButton, TextField } from '@portal/ui';
import { useApiMutation, useTranslation } from '@portal/core';
import { useState, type FormEvent } from 'react';
import { createdApiKeySchema, type CreatedApiKey } from '../../contract/apiKeys';
import { EXTERNAL_API_API } from '../../contract/paths';

interface Props {
  readonly company: string;
  readonly userId: string;
  /** The list to fetch again once the key exists. */
  readonly keysUrl: string;
  readonly onCreated: (created: CreatedApiKey) => void;
}

/** "New API key": a name and an optional last day; the server answers the key, shown once. */
export function CreateKeyForm({ company, userId, keysUrl, onCreated }: Props) {
  const { t } = useTranslation('external-api');
  const [name, setName] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useApiMutation(
    (api, body: { name: string; expiresOn: string | null }) =>
      api.post(EXTERNAL_API_API.createKey(company, userId), body, { schema: createdApiKeySchema }),
    { invalidates: [keysUrl] },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('create.nameMissing'));
      return;
    }
    setError(null);
    void create.run({ name: trimmed, expiresOn: expiresOn || null }).then((result) => {
      if (!result) return; // the error modal has said why
      setName('');
      setExpiresOn('');
      onCreated(result);
    });
  };

  return (
    <Card title={t('create.heading')} headingLevel={2}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('create.name')}
          hint={t('create.nameHint')}
          value={name}
          onValue={setName}
          error={error}
          maxLength={60}
          autoComplete="off"
        />
        <DatePicker label={t('create.expires')} value={expiresOn} onChange={setExpiresOn} />
        <PrimaryButton type="submit" disabled={create.running}>
          {t('create.submit')}
        </PrimaryButton>
      </form>
    </Card>
  );
}
