import { ButtonRow, Card, CheckboxField, DatePicker, ErrorSummary, FieldGroup, PrimaryButton, SecondaryButton, Stack, TextField } from '@portal/ui';
import { useApiMutation, useTranslation } from '@portal/core';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { CAMPAIGN_MODES, campaignSchema, PLACE_FEATURES, type Campaign, type CampaignBody } from '../../contract/campaigns';
import { CAMPAIGNS_API } from '../../contract/paths';
import { campaignBodyOf, formStateOf, type CampaignFormField, type CampaignFormProblem, type CampaignFormState } from './campaignFormModel';

const LISTS = [CAMPAIGNS_API.list('drafts'), CAMPAIGNS_API.list('published'), CAMPAIGNS_API.list('expired')];

function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
}

/** Create (campaign null) or edit one campaign; on save the lists reload and `onDone` closes the form. */
export function CampaignForm({
  campaign,
  today,
  onDone,
}: {
  readonly campaign: Campaign | null;
  readonly today: string;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('campaigns');
  const id = useId();
  const [state, setState] = useState<CampaignFormState>(() => formStateOf(campaign, today));
  const [problems, setProblems] = useState<readonly CampaignFormProblem[]>([]);
  const save = useApiMutation(
    (api, body: CampaignBody) =>
      campaign
        ? api.put<Campaign>(CAMPAIGNS_API.one(campaign.id), body, { schema: campaignSchema })
        : api.post<Campaign>(CAMPAIGNS_API.create, body, { schema: campaignSchema }),
    { invalidates: LISTS },
  );
  const set =
    <K extends keyof CampaignFormState>(key: K) =>
    (value: CampaignFormState[K]) =>
      setState((old) => ({ ...old, [key]: value }));
  const fieldId = (field: CampaignFormField) => `${id}-${field}`;
  const errorOf = (field: CampaignFormField) => {
    const problem = problems.find((found) => found.field === field);
    return problem ? t(`form.${problem.error}`, { field: t(`form.${field}`).toLowerCase() }) : null;
  };

  // Memoised: the summary takes focus when its list changes, so a new array each keystroke would steal it.
  const summary = useMemo(
    () => problems.map((problem) => ({ fieldId: fieldId(problem.field), message: errorOf(problem.field)! })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- errorOf and fieldId only read problems, t and id
    [problems, t, id],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = campaignBodyOf(state);
    setProblems(checked.problems);
    if (!checked.body) {
      document.getElementById(fieldId(checked.problems[0]!.field))?.focus();
      return;
    }
    if (await save.run(checked.body)) onDone();
  };

  return (
    <Card title={campaign ? t('form.editTitle') : t('form.createTitle')}>
      <form onSubmit={(event) => void submit(event)} aria-label={campaign ? t('form.editTitle') : t('form.createTitle')} noValidate>
        <Stack $gap="0.75rem">
          {problems.length > 1 && <ErrorSummary title={t('form.errorTitle')} problems={summary} />}
          <TextField
            id={fieldId('titleFi')}
            label={t('form.titleFi')}
            value={state.titleFi}
            onValue={set('titleFi')}
            error={errorOf('titleFi')}
            maxLength={80}
          />
          <TextField label={t('form.titleSv')} hint={t('form.optionalHint')} value={state.titleSv} onValue={set('titleSv')} maxLength={80} />
          <TextField label={t('form.titleEn')} hint={t('form.optionalHint')} value={state.titleEn} onValue={set('titleEn')} maxLength={80} />
          <TextField
            id={fieldId('bodyFi')}
            label={t('form.bodyFi')}
            value={state.bodyFi}
            onValue={set('bodyFi')}
            error={errorOf('bodyFi')}
            maxLength={600}
          />
          <TextField label={t('form.bodySv')} hint={t('form.optionalHint')} value={state.bodySv} onValue={set('bodySv')} maxLength={600} />
          <TextField label={t('form.bodyEn')} hint={t('form.optionalHint')} value={state.bodyEn} onValue={set('bodyEn')} maxLength={600} />
          <TextField
            id={fieldId('linkUrl')}
            label={t('form.linkUrl')}
            hint={t('form.linkHint')}
            value={state.linkUrl}
            onValue={set('linkUrl')}
            error={errorOf('linkUrl')}
          />
          <TextField
            id={fieldId('linkText')}
            label={t('form.linkText')}
            value={state.linkText}
            onValue={set('linkText')}
            error={errorOf('linkText')}
            maxLength={60}
          />
          <DatePicker
            id={fieldId('startDate')}
            label={t('form.startDate')}
            value={state.startDate}
            onChange={set('startDate')}
            error={errorOf('startDate')}
          />
          <DatePicker id={fieldId('endDate')} label={t('form.endDate')} value={state.endDate} onChange={set('endDate')} error={errorOf('endDate')} />
          <FieldGroup id={fieldId('modes')} tabIndex={-1} aria-describedby={errorOf('modes') ? `${fieldId('modes')}-error` : undefined}>
            <legend>{t('form.modes')}</legend>
            {CAMPAIGN_MODES.map((mode) => (
              <CheckboxField
                key={mode}
                label={t(`modes.${mode}`)}
                checked={state.modes.includes(mode)}
                onChange={(event) => set('modes')(toggled(state.modes, mode, event.target.checked))}
              />
            ))}
            {errorOf('modes') && <p id={`${fieldId('modes')}-error`}>{errorOf('modes')}</p>}
          </FieldGroup>
          <FieldGroup>
            <legend>{t('form.features')}</legend>
            {PLACE_FEATURES.map((feature) => (
              <CheckboxField
                key={feature}
                label={t(`features.${feature}`)}
                checked={state.placeFeatures.includes(feature)}
                onChange={(event) => set('placeFeatures')(toggled(state.placeFeatures, feature, event.target.checked))}
              />
            ))}
          </FieldGroup>
          <CheckboxField label={t('form.publish')} checked={state.publish} onChange={(event) => set('publish')(event.target.checked)} />
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
