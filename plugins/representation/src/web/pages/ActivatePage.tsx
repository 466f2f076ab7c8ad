import { ApiClientRef, useModal, useService, useTranslation } from '@portal/core';
import { LoadingSkeleton, PageHeader, Stack } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { REPRESENTATION_API } from '../../contract/paths';
import { activateResponseSchema } from '../../contract/representation';
import { useOwnUserId } from '../hooks/useOwnUserId';
import { OUTCOME_MODALS } from '../modals';
import { representationRoute } from '../routes';

/**
 * `/lukuoikeudet/aktivoi?token=…`, the invitation mail's link. The page is behind login like every
 * page (the host's login brings the person back here, sign-up first if they have no account); it
 * posts the token once and shows the outcome's own modal (requirements §8), then the read rights page.
 */
export default function ActivatePage() {
  const { t } = useTranslation('representation');
  const userId = useOwnUserId();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const api = useService(ApiClientRef);
  const modals = useModal();
  const navigate = useNavigate();
  const sent = useRef(false);

  useEffect(() => {
    if (!userId || sent.current) return;
    sent.current = true;
    const activate = token
      ? api.post(REPRESENTATION_API.activate(userId), { token }, { schema: activateResponseSchema }).catch(() => null)
      : Promise.resolve(null);
    void activate.then(async (answer) => {
      const outcome = answer?.outcome ?? 'RepresentativeGeneralException';
      await modals.open(OUTCOME_MODALS[outcome], { outcome, name: answer?.representation?.counterpartName ?? null }).result;
      navigate(representationRoute.defaultPath, { replace: true });
    });
  }, [api, modals, navigate, token, userId]);

  return (
    <Stack>
      <PageHeader title={t('activate.title')} />
      <LoadingSkeleton lines={2} label={t('activate.loading')} />
    </Stack>
  );
}
