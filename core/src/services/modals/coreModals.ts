import { createModalRef, type ModalRef } from '../../plugin/modalRef';

/** What core's message modals may show beyond their translated title and text. */
export interface CoreMessageModalProps {
  /** A code to quote to customer service (e.g. a main-user-transfer error code, requirements §8). */
  readonly code?: string;
}

/**
 * Core's own modals (requirements §8 "Other modals"). Their text lives in the `core` namespace under
 * `modals.<name>.title` and `modals.<name>.body`.
 */
export const CORE_MODALS = {
  generalError: createModalRef<CoreMessageModalProps | void>({ id: 'core.generalError', kind: 'error' }),
  requestFailed: createModalRef<CoreMessageModalProps | void>({ id: 'core.requestFailed', kind: 'error' }),
  executionFailed: createModalRef<CoreMessageModalProps | void>({ id: 'core.executionFailed', kind: 'error' }),
  sessionExpired: createModalRef<CoreMessageModalProps | void>({ id: 'core.sessionExpired', kind: 'info' }),
  accountAlreadyExists: createModalRef<CoreMessageModalProps | void>({ id: 'core.accountAlreadyExists', kind: 'error' }),
  pdfNotFound: createModalRef<CoreMessageModalProps | void>({ id: 'core.pdfNotFound', kind: 'error' }),
  userSearchFailed: createModalRef<CoreMessageModalProps | void>({ id: 'core.userSearchFailed', kind: 'error' }),
  usersNotFound: createModalRef<CoreMessageModalProps | void>({ id: 'core.usersNotFound', kind: 'info' }),
  /** Demo mode: the action needs the real service (DEMO_NOT_AVAILABLE, answered by the demo build only). */
  demoNotAvailable: createModalRef<CoreMessageModalProps | void>({ id: 'core.demoNotAvailable', kind: 'info' }),
} as const satisfies Record<string, ModalRef<CoreMessageModalProps | void, void>>;

export type CoreModalName = keyof typeof CORE_MODALS;

/** `core.generalError` → `generalError`; undefined for plugin modals. */
export function coreModalName(id: string): CoreModalName | undefined {
  const name = id.startsWith('core.') ? id.slice('core.'.length) : undefined;
  return name !== undefined && name in CORE_MODALS ? (name as CoreModalName) : undefined;
}
