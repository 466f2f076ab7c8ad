import { ButtonRow, SecondaryButton, StatusMessage } from '@portal/ui';
import { formatNumber, useApiMutation, useTranslation, useUserId } from '@portal/core';
import { useState } from 'react';
import { findLinkResponseSchema, SOLAR_API, type FindLinkResponse, type PanelInfo } from '../../contract';
import { ConfirmModal, MessageModal } from './SolarModals';

type Step =
  | { readonly kind: 'idle' }
  | { readonly kind: 'noMatch' }
  | { readonly kind: 'confirmLink'; readonly match: NonNullable<FindLinkResponse['match']> }
  | { readonly kind: 'linked'; readonly place: string }
  | { readonly kind: 'failed' }
  | { readonly kind: 'confirmUnlink' }
  | { readonly kind: 'unlinked' }
  | { readonly kind: 'deleteInfo' }
  | { readonly kind: 'confirmDelete' }
  | { readonly kind: 'deleted' };

/**
 * A plant's management (only for the owner or a FULL_ACCESS user; the server refuses others with 403
 * anyway): findLink → confirm → success or error (requirements §2 "solar production join"), unlink, and
 * delete through info → confirm → success (requirements §2 "solar panel delete").
 */
export function PanelActions({ panel, onChanged }: { readonly panel: PanelInfo; readonly onChanged: () => void }) {
  const { t } = useTranslation('solar');
  const owner = useUserId() ?? '';
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const panelsKey = SOLAR_API.panels(owner);
  const options = { invalidates: [panelsKey], showErrorModal: false } as const;
  const find = useApiMutation((api) => api.post(SOLAR_API.findLink(owner), { panelId: panel.panelId }, { schema: findLinkResponseSchema }), {
    showErrorModal: false,
  });
  // Each write answers true once the server accepted it (a 204 has no body to tell success by).
  const link = useApiMutation(async (api, place: string) => {
    await api.put(SOLAR_API.link(owner, panel.panelId, place));
    return true;
  }, options);
  const unlink = useApiMutation(async (api, place: string) => {
    await api.put(SOLAR_API.unlink(owner, panel.panelId, place));
    return true;
  }, options);
  const remove = useApiMutation(async (api) => {
    await api.delete(SOLAR_API.panel(owner, panel.panelId));
    return true;
  }, options);
  const close = () => {
    const changed = step.kind === 'linked' || step.kind === 'unlinked' || step.kind === 'deleted';
    setStep({ kind: 'idle' });
    if (changed) onChanged();
  };

  const runFind = async () => {
    const result = await find.run();
    if (!result) setStep({ kind: 'failed' });
    else if (!result.match) setStep({ kind: 'noMatch' });
    else setStep({ kind: 'confirmLink', match: result.match });
  };

  if (!panel.canManage) return null;
  const place = panel.locationName ?? panel.locationIdentifier ?? '';
  return (
    <>
      <ButtonRow>
        {panel.locationIdentifier === null ? (
          <SecondaryButton
            type="button"
            onClick={() => void runFind()}
            disabled={find.running}
            aria-label={t('link.findLabel', { find: t('link.find'), name: panel.panelName })}
          >
            {t('link.find')}
          </SecondaryButton>
        ) : (
          <SecondaryButton
            type="button"
            onClick={() => setStep({ kind: 'confirmUnlink' })}
            aria-label={t('link.unlinkLabel', { unlink: t('link.unlink'), name: panel.panelName })}
          >
            {t('link.unlink')}
          </SecondaryButton>
        )}
        <SecondaryButton
          type="button"
          onClick={() => setStep({ kind: 'deleteInfo' })}
          aria-label={t('remove.buttonLabel', { button: t('remove.button'), name: panel.panelName })}
        >
          {t('remove.button')}
        </SecondaryButton>
      </ButtonRow>
      {find.running && <StatusMessage tone="info">{t('link.searching')}</StatusMessage>}

      {step.kind === 'noMatch' && (
        <MessageModal kind="info" title={t('link.find')} closeLabel={t('link.close')} onClose={close}>
          {t('link.noMatch')}
        </MessageModal>
      )}
      {step.kind === 'confirmLink' && (
        <ConfirmModal
          title={t('link.confirmTitle')}
          confirmLabel={t('link.confirm')}
          cancelLabel={t('link.cancel')}
          busy={link.running}
          onCancel={close}
          onConfirm={async () => {
            const done = await link.run(step.match.locationIdentifier);
            setStep(done ? { kind: 'linked', place: step.match.locationName } : { kind: 'failed' });
          }}
        >
          {t('link.confirmText', {
            panel: panel.panelName,
            place: step.match.locationName,
            days: step.match.days,
            correlation: formatNumber(step.match.correlation, 2),
          })}
        </ConfirmModal>
      )}
      {step.kind === 'linked' && (
        <MessageModal kind="success" title={t('link.successTitle')} closeLabel={t('link.close')} onClose={close}>
          {t('link.successText', { panel: panel.panelName, place: step.place })}
        </MessageModal>
      )}
      {step.kind === 'failed' && (
        <MessageModal kind="error" title={t('link.errorTitle')} closeLabel={t('link.close')} onClose={close}>
          {t('link.errorText')}
        </MessageModal>
      )}
      {step.kind === 'confirmUnlink' && (
        <ConfirmModal
          title={t('link.unlinkTitle')}
          confirmLabel={t('link.unlinkConfirm')}
          cancelLabel={t('link.cancel')}
          busy={unlink.running}
          onCancel={close}
          onConfirm={async () => {
            const done = await unlink.run(panel.locationIdentifier ?? '');
            setStep(done ? { kind: 'unlinked' } : { kind: 'failed' });
          }}
        >
          {t('link.unlinkText', { panel: panel.panelName, place })}
        </ConfirmModal>
      )}
      {step.kind === 'unlinked' && <MessageModal kind="success" title={t('link.unlinkedTitle')} closeLabel={t('link.close')} onClose={close} />}
      {step.kind === 'deleteInfo' && (
        <ConfirmModal
          title={t('remove.infoTitle')}
          confirmLabel={t('remove.continue')}
          cancelLabel={t('link.cancel')}
          onCancel={close}
          onConfirm={() => setStep({ kind: 'confirmDelete' })}
        >
          {t('remove.infoText')}
        </ConfirmModal>
      )}
      {step.kind === 'confirmDelete' && (
        <ConfirmModal
          title={t('remove.confirmTitle', { name: panel.panelName })}
          confirmLabel={t('remove.confirm')}
          cancelLabel={t('link.cancel')}
          busy={remove.running}
          onCancel={close}
          onConfirm={async () => {
            const done = await remove.run();
            setStep(done ? { kind: 'deleted' } : { kind: 'failed' });
          }}
        >
          {t('remove.infoText')}
        </ConfirmModal>
      )}
      {step.kind === 'deleted' && <MessageModal kind="success" title={t('remove.successTitle')} closeLabel={t('link.close')} onClose={close} />}
    </>
  );
}
