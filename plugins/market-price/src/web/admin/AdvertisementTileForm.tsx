import { useState, type FormEvent } from 'react';
import { ButtonRow, ErrorSummary, PrimaryButton, TextField, useFormErrors } from '@portal/ui';
import { useApiMutation, useTranslation } from '@portal/core';
import { MARKET_PRICE_API } from '../../contract/paths';
import type { CreateAdvertisementTileBody } from '../../contract/advertisementTile';

const FIELDS = ['titleFi', 'bodyFi', 'linkUrl', 'linkText'] as const;
type Field = (typeof FIELDS)[number];

/** Only filled languages are sent: a missing Swedish or English text falls back to Finnish. */
const texts = (fi: string, sv: string, en: string) => ({
  fi: fi.trim(),
  ...(sv.trim() ? { sv: sv.trim() } : {}),
  ...(en.trim() ? { en: en.trim() } : {}),
});

/** A new tile, published at once on this portal's front page and market-price page. */
export function AdvertisementTileForm() {
  const { t } = useTranslation('market-price');
  const [values, setValues] = useState({ titleFi: '', titleSv: '', titleEn: '', bodyFi: '', bodySv: '', bodyEn: '', linkUrl: '', linkText: '' });
  const [done, setDone] = useState(false);
  const errors = useFormErrors<Field>(FIELDS);
  const create = useApiMutation((api, body: CreateAdvertisementTileBody) => api.post(MARKET_PRICE_API.adminAdvertisementTiles, body), {
    invalidates: [MARKET_PRICE_API.adminAdvertisementTiles],
  });
  const field = (name: keyof typeof values) => ({ value: values[name], onValue: (value: string) => setValues((all) => ({ ...all, [name]: value })) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const link = values.linkUrl.trim();
    const ok = errors.show({
      titleFi: values.titleFi.trim() ? null : t('admin.errorRequired'),
      bodyFi: values.bodyFi.trim() ? null : t('admin.errorRequired'),
      linkUrl: link && !/^(https:\/\/|\/)/.test(link) ? t('admin.errorLink') : !link && values.linkText.trim() ? t('admin.errorLinkMissing') : null,
      linkText: link && !values.linkText.trim() ? t('admin.errorLinkText') : null,
    });
    if (!ok) return;
    const body: CreateAdvertisementTileBody = {
      title: texts(values.titleFi, values.titleSv, values.titleEn),
      body: texts(values.bodyFi, values.bodySv, values.bodyEn),
      ...(link ? { linkUrl: link, linkText: { fi: values.linkText.trim() } } : {}),
    };
    if (await create.run(body)) {
      setValues({ titleFi: '', titleSv: '', titleEn: '', bodyFi: '', bodySv: '', bodyEn: '', linkUrl: '', linkText: '' });
      setDone(true);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <ErrorSummary problems={errors.problems} />
      <TextField id={errors.fieldId('titleFi')} label={t('admin.titleFi')} error={errors.errors.titleFi} maxLength={80} {...field('titleFi')} />
      <TextField label={t('admin.titleSv')} maxLength={80} {...field('titleSv')} />
      <TextField label={t('admin.titleEn')} maxLength={80} {...field('titleEn')} />
      <TextField id={errors.fieldId('bodyFi')} label={t('admin.bodyFi')} error={errors.errors.bodyFi} maxLength={400} {...field('bodyFi')} />
      <TextField label={t('admin.bodySv')} maxLength={400} {...field('bodySv')} />
      <TextField label={t('admin.bodyEn')} maxLength={400} {...field('bodyEn')} />
      <TextField
        id={errors.fieldId('linkUrl')}
        label={t('admin.linkUrl')}
        hint={t('admin.linkUrlHint')}
        error={errors.errors.linkUrl}
        {...field('linkUrl')}
      />
      <TextField id={errors.fieldId('linkText')} label={t('admin.linkText')} error={errors.errors.linkText} maxLength={60} {...field('linkText')} />
      <ButtonRow>
        <PrimaryButton type="submit" disabled={create.running}>
          {t('admin.create')}
        </PrimaryButton>
      </ButtonRow>
      <div role="status">{done && t('admin.created')}</div>
    </form>
  );
}
