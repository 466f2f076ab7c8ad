import { createServiceRef } from '../../di/serviceRef';
import type { ModalRef } from '../../plugin/modalRef';
import { createListenerSet } from '../../state/listenerSet';
import type { Logger } from '../logger/logger';

/** An open modal: the caller awaits `result`, or closes it from outside. */
export interface ModalHandle<R> {
  /** The value the modal resolved with (confirm), or undefined when dismissed or closed. */
  readonly result: Promise<R | undefined>;
  close(): void;
}

/** One entry of the stack the modal host renders; the last one is on top. */
export interface OpenModal {
  /** Unique per opening, so the same modal opened twice renders twice. */
  readonly key: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of many modals, each with its own props and result types; unknown would reject them (props are contravariant)
  readonly ref: ModalRef<any, any>;
  readonly props: unknown;
  resolve(result: unknown): void;
  dismiss(): void;
}

/** `open(ref)` for modals without props, `open(ref, props)` otherwise. */
export type ModalPropsArgs<P> = [P] extends [void] ? [props?: P] : undefined extends P ? [props?: P] : [props: P];

export interface ModalService {
  open<P, R>(ref: ModalRef<P, R>, ...args: ModalPropsArgs<P>): ModalHandle<R>;
  /** Opening order; a new array after each change (safe for useSyncExternalStore). */
  getSnapshot(): readonly OpenModal[];
  subscribe(listener: () => void): () => void;
  closeAll(): void;
}

export const ModalServiceRef = createServiceRef<ModalService>({ id: 'core.modals' });

export interface ModalServiceOptions {
  readonly logger: Logger;
  /**
   * Whether a modal may open now. The runtime answers from the active contributions, so a modal whose
   * plugin or flag is off never shows, exactly like its route and menu step.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of many modals, each with its own props and result types; unknown would reject them (props are contravariant)
  readonly isAvailable?: (ref: ModalRef<any, any>) => boolean;
}

export function createModalService(options: ModalServiceOptions): ModalService {
  let stack: readonly OpenModal[] = [];
  let nextKey = 1;
  const listeners = createListenerSet();

  const remove = (key: number) => {
    const next = stack.filter((m) => m.key !== key);
    if (next.length === stack.length) return false;
    stack = next;
    listeners.notify();
    return true;
  };

  return {
    open<P, R>(ref: ModalRef<P, R>, ...args: ModalPropsArgs<P>): ModalHandle<R> {
      if (options.isAvailable && !options.isAvailable(ref)) {
        options.logger.warn(`Modal "${ref.id}" is not available (its plugin or feature is off); not opening it`);
        return { result: Promise.resolve(undefined), close: () => undefined };
      }
      const key = nextKey++;
      let settle!: (value: R | undefined) => void;
      const result = new Promise<R | undefined>((resolve) => {
        settle = resolve;
      });
      const finish = (value: R | undefined) => {
        // The first ending wins; later clicks on a closing modal change nothing.
        if (remove(key)) settle(value);
      };
      stack = [...stack, { key, ref, props: args[0], resolve: (value) => finish(value as R), dismiss: () => finish(undefined) }];
      listeners.notify();
      return { result, close: () => finish(undefined) };
    },
    getSnapshot: () => stack,
    subscribe: listeners.subscribe,
    closeAll() {
      for (const modal of [...stack]) modal.dismiss();
    },
  };
}
