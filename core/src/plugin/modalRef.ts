/**
 * A named modal with typed props and result. SPEC's modal pattern is info, or confirm → success or
 * error; `kind` tells the modal host how to frame it.
 */
export type ModalKind = 'info' | 'confirm' | 'success' | 'error';

export interface ModalRef<P = void, R = void> {
  readonly kind: 'modal';
  /** Namespaced: `<pluginId>.<name>` (core's own modals use `core.`). */
  readonly id: string;
  readonly modalKind: ModalKind;
  /** Phantom fields carrying the types; never set at run time. */
  readonly __props?: P;
  readonly __result?: R;
}

export function createModalRef<P = void, R = void>(options: { id: string; kind: ModalKind }): ModalRef<P, R> {
  return Object.freeze({ kind: 'modal', id: options.id, modalKind: options.kind });
}
