import { describe, expect, it, vi } from 'vitest';
import { createModalRef } from '../../plugin/modalRef';
import { createMemoryLogger } from '../../testing/memoryLogger';
import { CORE_MODALS } from './coreModals';
import { createModalService } from './modalService';

const confirmDelete = createModalRef<{ panelName: string }, boolean>({ id: 'solar.confirmDelete', kind: 'confirm' });

describe('ModalService', () => {
  it('resolves the handle with the value the modal resolved with', async () => {
    const modals = createModalService({ logger: createMemoryLogger() });
    const handle = modals.open(confirmDelete, { panelName: 'Katto' });
    const [open] = modals.getSnapshot();
    expect(open?.props).toEqual({ panelName: 'Katto' });
    open?.resolve(true);
    await expect(handle.result).resolves.toBe(true);
    expect(modals.getSnapshot()).toEqual([]);
  });

  it('resolves undefined when dismissed or closed from outside', async () => {
    const modals = createModalService({ logger: createMemoryLogger() });
    const dismissed = modals.open(confirmDelete, { panelName: 'a' });
    modals.getSnapshot()[0]?.dismiss();
    await expect(dismissed.result).resolves.toBeUndefined();
    const closed = modals.open(CORE_MODALS.generalError);
    closed.close();
    await expect(closed.result).resolves.toBeUndefined();
  });

  it('lets only the first ending count', async () => {
    const modals = createModalService({ logger: createMemoryLogger() });
    const handle = modals.open(confirmDelete, { panelName: 'a' });
    const open = modals.getSnapshot()[0];
    open?.resolve(true);
    open?.resolve(false);
    open?.dismiss();
    await expect(handle.result).resolves.toBe(true);
  });

  it('stacks modals (confirm, then success or error) and notifies on each change', () => {
    const modals = createModalService({ logger: createMemoryLogger() });
    const listener = vi.fn();
    modals.subscribe(listener);
    modals.open(confirmDelete, { panelName: 'a' });
    modals.open(CORE_MODALS.executionFailed, { code: 'X1' });
    expect(modals.getSnapshot().map((m) => m.ref.id)).toEqual(['solar.confirmDelete', 'core.executionFailed']);
    modals.closeAll();
    expect(modals.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('does not open a modal that is not available, and says why', async () => {
    const logger = createMemoryLogger();
    const modals = createModalService({ logger, isAvailable: (ref) => ref.id.startsWith('core.') });
    const handle = modals.open(confirmDelete, { panelName: 'a' });
    await expect(handle.result).resolves.toBeUndefined();
    expect(modals.getSnapshot()).toEqual([]);
    expect(logger.messages('warn').join()).toMatch(/solar.confirmDelete/);
  });
});
