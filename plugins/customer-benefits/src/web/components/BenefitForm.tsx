import { ButtonRow, Card, CheckboxField, DatePicker, FieldGroup, PrimaryButton, SecondaryButton, Stack, TextField } from '@portal/ui';
import { useApiMutation, useTranslation } from '@portal/core';
import { useId, useState, type FormEvent } from 'react';
import { adminBenefitSchema, type AdminBenefit, type CreateBenefitBody } from '../../contract/customerBenefits';
import { CUSTOMER_BENEFITS_API } from '../../contract/paths';

type Mode = 'B2C' | 'B2B';
type Problem = 'titleFi' | 'descriptionFi' | 'code' | 'modes';

/** A new benefit; the server checks the same rules again (400 naming the field). */
export function BenefitForm({ onDone }: { readonly onDone: () => void }) {
  const { t } = useTranslation('customer-benefits');
  const id = useId();
  const [titleFi, setTitleFi] = useState('');
  const [titleSv, setTitleSv] = useState('');
  const [titleEn, setTitleEn] = useState('');
  const [descriptionFi, setDescriptionFi] = useState('');
  const [partner, setPartner] = useState('');
  const [code, setCode] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [modes, setModes] = useState<Mode[]>(['B2C']);
  const [problems, setProblems] = useState<Partial<Record<Problem, string>>>({});
  const save = useApiMutation(
    (api, body: CreateBenefitBody) => api.post<AdminBenefit>(CUSTOMER_BENEFITS_API.admin, body, { schema: adminBenefitSchema }),
    {
      invalidates: [CUSTOMER_BENEFITS_API.admin],
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Problem, string>> = {};
    if (!titleFi.trim()) found.titleFi = t('form.required');
    if (!descriptionFi.trim()) found.descriptionFi = t('form.required');
    if (!code.trim()) found.code = t('form.required');
    else if (!/^[A-Za-z0-9-]+$/.test(code.trim())) found.code = t('form.badCode');
    if (modes.length === 0) found.modes = t('form.chooseMode');
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const body: CreateBenefitBody = {
      title: { fi: titleFi.trim(), ...(titleSv.trim() ? { sv: titleSv.trim() } : {}), ...(titleEn.trim() ? { en: titleEn.trim() } : {}) },
      description: { fi: descriptionFi.trim() },
      ...(partner.trim() ? { partner: partner.trim() } : {}),
      code: code.trim(),
      modes,
      ...(validUntil ? { validUntil } : {}),
    };
    if (await save.run(body)) onDone();
  };

  return (
    <Card title={t('form.title')}>
      <form onSubmit={(event) => void submit(event)} aria-label={t('form.title')} noValidate>
        <Stack $gap="0.75rem">
          <TextField
            id={`${id}-titleFi`}
            label={t('form.titleFi')}
            value={titleFi}
            onValue={setTitleFi}
            error={problems.titleFi ?? null}
            maxLength={80}
          />
          <TextField label={t('form.titleSv')} hint={t('form.optionalHint')} value={titleSv} onValue={setTitleSv} maxLength={80} />
          <TextField label={t('form.titleEn')} hint={t('form.optionalHint')} value={titleEn} onValue={setTitleEn} maxLength={80} />
          <TextField
            id={`${id}-descriptionFi`}
            label={t('form.descriptionFi')}
            value={descriptionFi}
            onValue={setDescriptionFi}
            error={problems.descriptionFi ?? null}
            maxLength={400}
          />
          <TextField label={t('form.partner')} hint={t('form.partnerHint')} value={partner} onValue={setPartner} maxLength={80} />
          <TextField
            id={`${id}-code`}
            label={t('form.code')}
            hint={t('form.codeHint')}
            value={code}
            onValue={setCode}
            error={problems.code ?? null}
            maxLength={40}
          />
          <DatePicker label={t('form.validUntil')} hint={t('form.validUntilHint')} value={validUntil} onChange={setValidUntil} />
          <FieldGroup id={`${id}-modes`} tabIndex={-1}>
            <legend>{t('form.modes')}</legend>
            {(['B2C', 'B2B'] as const).map((mode) => (
              <CheckboxField
                key={mode}
                label={t(`modes.${mode}`)}
                checked={modes.includes(mode)}
                onChange={(event) => setModes((old) => (event.target.checked ? [...new Set([...old, mode])] : old.filter((item) => item !== mode)))}
              />
            ))}
            {problems.modes && <p role="alert">{problems.modes}</p>}
          </FieldGroup>
          <ButtonRow>
            <PrimaryButton type="submit" disabled={save.running}>
              {save.running ? t('form.saving') : t('form.save')}
            </PrimaryButton>
            <SecondaryButton type="button" onClick={onDone}>
              {t('admin.cancel')}
            </SecondaryButton>
          </ButtonRow>
        </Stack>
      </form>
    </Card>
  );
}
