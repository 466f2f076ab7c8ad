import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from '../plugin/definePlugin';
import type { CoreMessageModalProps, CoreModalName } from '../services/modals/coreModals';
import { ModalTitle } from './ModalDialog';

/** Core's requirements §8 message modals: a translated title and text, an optional error code, and OK. */
export function CoreMessageModal({ name, props, dismiss }: { name: CoreModalName } & ModalComponentProps<CoreMessageModalProps | void, void>) {
  const { t } = useTranslation('core');
  const code = props ? props.code : undefined;
  return (
    <>
      <ModalTitle>{t(`modals.${name}.title`)}</ModalTitle>
      <p>{t(`modals.${name}.body`)}</p>
      {code ? <p>{t('common.errorCode', { code })}</p> : null}
      <button type="button" onClick={dismiss}>
        {t('common.ok')}
      </button>
    </>
  );
}
