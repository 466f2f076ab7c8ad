import { ButtonRow, Card, EmptyState, ErrorState, LoadingSkeleton, PageHeader, PrimaryButton, SecondaryButton, Stack } from '@portal/ui';
import { ClientStateRef, formatDateTime, useApi, useApiMutation, useModal, useService, useTranslation } from '@portal/core';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { REPRESENTATION_API } from '../../contract/paths';
import { currentResponseSchema, viewLogResponseSchema, type Representation } from '../../contract/representation';
import { actingStore } from '../acting/actingStore';
import { finnishDay } from '../format';
import { useOwnUserId } from '../hooks/useOwnUserId';
import { REMOVE_CONFIRM_MODAL } from '../modals';
import { grantRoute, visibilityRoute } from '../routes';

/** The view log's table scrolls inside itself on a phone, never the page; focusable for the keyboard. */
const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

/**
 * `/lukuoikeudet` (menu "Lukuoikeudet"): read rights the user gave and received. Given ones can be
 * renewed in one click or revoked (after a confirm); received ones revoked, or used: "act for" makes
 * the customer the active user (requirements §4 "active user id") until the banner's stop button.
 */
export default function RepresentationPage() {
  const { t } = useTranslation('representation');
  const userId = useOwnUserId();
  const current = useApi(userId ? REPRESENTATION_API.current(userId) : null, currentResponseSchema);
  const views = useApi(userId ? REPRESENTATION_API.views(userId) : null, viewLogResponseSchema);
  const modals = useModal();
  const clientState = useService(ClientStateRef);
  const navigate = useNavigate();
  const setActing = actingStore.useSet();
  const invalidates = userId ? [REPRESENTATION_API.current(userId)] : [];
  const remove = useApiMutation((api, id: string) => api.post(REPRESENTATION_API.remove(userId ?? ''), { representationId: id }), { invalidates });
  const renew = useApiMutation((api, id: string) => api.post(REPRESENTATION_API.renew(userId ?? ''), { representationId: id }), { invalidates });

  async function confirmRemove(grant: Representation) {
    const answer = await modals.open(REMOVE_CONFIRM_MODAL, { name: grant.counterpartName }).result;
    if (answer === 'confirmed') await remove.run(grant.id);
  }

  function actFor(grant: Representation) {
    if (!userId) return;
    setActing({ ownId: userId, customerId: grant.grantorId, customerName: grant.counterpartName });
    clientState.setActiveUserId(grant.grantorId);
    navigate('/');
  }

  const places = (grant: Representation) => grant.places.map((place) => place.name).join(', ');

  return (
    <Stack>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      <ButtonRow>
        <Link to={grantRoute.defaultPath}>{t('page.grantLink')}</Link>
        <Link to={visibilityRoute.defaultPath}>{t('visibility.link')}</Link>
      </ButtonRow>
      {current.error ? (
        <ErrorState onRetry={() => void current.mutate()}>{t('page.error')}</ErrorState>
      ) : !current.data ? (
        <LoadingSkeleton lines={4} label={t('page.loading')} />
      ) : (
        <>
          <Card title={t('page.given')}>
            {current.data.given.length === 0 ? (
              <EmptyState title={t('page.noneGiven')} />
            ) : (
              <ul>
                {current.data.given.map((grant) => (
                  <li key={grant.id}>
                    <p>
                      <strong>{grant.counterpartName}</strong> ({t(`status.${grant.status}`)}) — {places(grant)} —{' '}
                      {t('page.until', { date: finnishDay(grant.expiresOn) })}
                    </p>
                    <ButtonRow>
                      <SecondaryButton
                        type="button"
                        disabled={renew.running}
                        onClick={() => void renew.run(grant.id)}
                        aria-label={t('page.renewFor', { name: grant.counterpartName })}
                      >
                        {t('page.renew')}
                      </SecondaryButton>
                      <SecondaryButton
                        type="button"
                        disabled={remove.running}
                        onClick={() => void confirmRemove(grant)}
                        aria-label={t('page.removeFor', { name: grant.counterpartName })}
                      >
                        {t('page.remove')}
                      </SecondaryButton>
                    </ButtonRow>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title={t('page.received')}>
            {current.data.received.length === 0 ? (
              <EmptyState title={t('page.noneReceived')} />
            ) : (
              <ul>
                {current.data.received.map((grant) => (
                  <li key={grant.id}>
                    <p>
                      <strong>{grant.counterpartName}</strong> — {places(grant)} — {t('page.until', { date: finnishDay(grant.expiresOn) })}
                    </p>
                    <ButtonRow>
                      <PrimaryButton type="button" onClick={() => actFor(grant)}>
                        {t('page.actFor', { name: grant.counterpartName })}
                      </PrimaryButton>
                      <SecondaryButton
                        type="button"
                        disabled={remove.running}
                        onClick={() => void confirmRemove(grant)}
                        aria-label={t('page.removeFor', { name: grant.counterpartName })}
                      >
                        {t('page.remove')}
                      </SecondaryButton>
                    </ButtonRow>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
      <Card title={t('views.title')}>
        {views.error ? (
          <ErrorState onRetry={() => void views.mutate()}>{t('page.error')}</ErrorState>
        ) : !views.data ? (
          <LoadingSkeleton lines={2} label={t('page.loading')} />
        ) : views.data.views.length === 0 ? (
          <EmptyState title={t('views.empty')} />
        ) : (
          <TableScroll tabIndex={0} role="region" aria-label={t('views.caption')}>
            <table>
              <caption>{t('views.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('views.when')}</th>
                  <th scope="col">{t('views.who')}</th>
                  <th scope="col">{t('views.place')}</th>
                  <th scope="col">{t('views.what')}</th>
                </tr>
              </thead>
              <tbody>
                {views.data.views.map((view) => (
                  <tr key={`${view.at}-${view.representativeName}-${view.locationIdentifier}-${view.kind}`}>
                    <td>{formatDateTime(view.at)}</td>
                    <td>{view.representativeName}</td>
                    <td>{view.placeName}</td>
                    <td>{t(`views.kind.${view.kind}`, { defaultValue: view.kind })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Card>
    </Stack>
  );
}
