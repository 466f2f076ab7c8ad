import { ButtonRow, Card, PrimaryButton, SecondaryButton } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { CreatedApiKey } from '../../contract/apiKeys';

/**
 * The new key, this once: the server keeps only its hash. Focus moves here so a screen reader user
 * hears that the key must be copied now; the copy button says whether the copy worked.
 */
export function CreatedKey({ created, onDone }: { readonly created: CreatedApiKey; readonly onDone: () => void }) {
  const { t } = useTranslation('external-api');
  const inputId = useId();
  const region = useRef<HTMLDivElement>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => region.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <div ref={region} tabIndex={-1}>
      <Card title={t('created.heading', { name: created.key.name })} headingLevel={2}>
        <p>{t('created.once')}</p>
        <label htmlFor={inputId}>{t('created.label')}</label>
        <input
          id={inputId}
          readOnly
          value={created.secret}
          onFocus={(event) => event.currentTarget.select()}
          style={{ width: '100%', fontFamily: 'monospace' }}
        />
        <p role="status">{copyState === 'copied' ? t('created.copied') : copyState === 'failed' ? t('created.copyFailed') : ''}</p>
        <ButtonRow>
          <PrimaryButton type="button" onClick={() => void copy()}>
            {t('created.copy')}
          </PrimaryButton>
          <SecondaryButton type="button" onClick={onDone}>
            {t('created.done')}
          </SecondaryButton>
        </ButtonRow>
      </Card>
    </div>
  );
}
