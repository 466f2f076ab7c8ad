import { ApiClientRef, isApiRequestError, useApi, useModal, useService, useTranslation } from '@portal/core';
import {
  Card,
  CheckboxField,
  DatePicker,
  EmptyState,
  ErrorState,
  FieldGroup,
  LoadingSkeleton,
  PageHeader,
  PrimaryButton,
  Stack,
  TextField,
} from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { REPRESENTATION_API } from '../../contract/paths';
import { eligibleResponseSchema } from '../../contract/representation';
import { finnishDay } from '../format';
import { useOwnUserId } from '../hooks/useOwnUserId';
import { GRANT_CONFIRM_MODAL, GRANT_SUCCESS_MODAL } from '../modals';
import { representationRoute } from '../routes';

/** Today + one year as YYYY-MM-DD in the browser's calendar (the server checks the Helsinki one). */
function oneYearFromToday(today = new Date()): { today: string; tomorrow: string; latest: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const next = new Date(today.getFullYear() + 1, today.getMonth(), today.getDate());
  return { today: iso(today), tomorrow: iso(tomorrow), latest: iso(next) };
}

/**
 * `/lukuoikeudet/anna` (menu "Anna lukuoikeus"): the customer's own places as checkboxes, the
 * representative's e-mail and the last day (default one year ahead), then confirm → success modal.
 * The server repeats every check; its 400 names the field, shown next to it.
 */
export default function GrantPage() {
  const { t } = useTranslation('representation');
  const userId = useOwnUserId();
  const eligible = useApi(userId ? REPRESENTATION_API.eligible(userId) : null, eligibleResponseSchema);
  const modals = useModal();
  const navigate = useNavigate();
  const { today, tomorrow, latest } = oneYearFromToday();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [email, setEmail] = useState('');
  const [lastDay, setLastDay] = useState(latest);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const api = useService(ApiClientRef);
  const [sending, setSending] = useState(false);

  function toggle(id: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (chosen.size === 0) problems.places = t('grant.errorPlaces');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) problems.email = t('grant.errorEmail');
    if (lastDay <= today || lastDay > latest) problems.lastDay = t('grant.errorLastDay');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const names = (eligible.data?.places ?? []).filter((place) => chosen.has(place.locationIdentifier)).map((place) => place.name);
    const summary = { email: email.trim(), places: names, lastDay: finnishDay(lastDay) };
    if ((await modals.open(GRANT_CONFIRM_MODAL, summary).result) !== 'confirmed') return;
    setSending(true);
    try {
      await api.post(REPRESENTATION_API.create(userId ?? ''), { email: email.trim(), locationIdentifiers: [...chosen], expiresOn: lastDay });
    } catch (error) {
      const field = isApiRequestError(error) ? error.field : undefined;
      setErrors(
        field === 'body.email'
          ? { email: t('grant.errorEmail') }
          : field === 'body.expiresOn'
            ? { lastDay: t('grant.errorLastDay') }
            : { form: t('grant.errorSend') },
      );
      return;
    } finally {
      setSending(false);
    }
    await modals.open(GRANT_SUCCESS_MODAL, summary).result;
    navigate(representationRoute.defaultPath);
  }

  return (
    <Stack>
      <PageHeader title={t('grant.title')} description={t('grant.intro')} />
      {eligible.error ? (
        <ErrorState onRetry={() => void eligible.mutate()}>{t('page.error')}</ErrorState>
      ) : !eligible.data ? (
        <LoadingSkeleton lines={3} label={t('page.loading')} />
      ) : eligible.data.places.length === 0 ? (
        <EmptyState title={t('grant.noPlaces')} />
      ) : (
        <Card title={t('grant.formTitle')}>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <FieldGroup>
              <legend>{t('grant.places')}</legend>
              {errors.places && <p role="alert">{errors.places}</p>}
              {eligible.data.places.map((place) => (
                <CheckboxField
                  key={place.locationIdentifier}
                  label={`${place.name}, ${place.address}`}
                  checked={chosen.has(place.locationIdentifier)}
                  onChange={(event) => toggle(place.locationIdentifier, event.target.checked)}
                />
              ))}
            </FieldGroup>
            <TextField label={t('grant.email')} type="email" autoComplete="off" value={email} onValue={setEmail} error={errors.email ?? null} />
            <DatePicker label={t('grant.lastDay')} value={lastDay} onChange={setLastDay} min={tomorrow} max={latest} error={errors.lastDay ?? null} />
            {errors.form && <p role="alert">{errors.form}</p>}
            <PrimaryButton type="submit" disabled={sending}>
              {t('grant.submit')}
            </PrimaryButton>
          </form>
        </Card>
      )}
    </Stack>
  );
}
