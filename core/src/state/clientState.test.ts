import { describe, expect, it, vi } from 'vitest';
import { createClientStateStore } from './clientState';

describe('client state store', () => {
  it('starts with the requirements §4 defaults', () => {
    const state = createClientStateStore().getSnapshot();
    expect(state).toMatchObject({
      loaderVisible: false,
      adminMenuOpen: false,
      demo: false,
      unreadMessagesMarker: null,
      activeUserId: null,
      activeCompositeLocationId: null,
      shouldLoadLoggedInUser: true,
    });
  });

  it('keeps the loader visible until every overlapping load has ended', () => {
    const store = createClientStateStore();
    const endFirst = store.beginLoading();
    const endSecond = store.beginLoading();
    endFirst();
    endFirst(); // ending the same load twice must not hide the other one's loader
    expect(store.getSnapshot().loaderVisible).toBe(true);
    endSecond();
    expect(store.getSnapshot().loaderVisible).toBe(false);
  });

  it('notifies subscribers with a new snapshot only when something changed', () => {
    const store = createClientStateStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.setAdminMenuOpen(false);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);
    store.toggleAdminMenu();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().adminMenuOpen).toBe(true);
  });

  it('stops loading the logged-in user once told to', () => {
    const store = createClientStateStore();
    store.stopLoadingLoggedInUser();
    expect(store.getSnapshot().shouldLoadLoggedInUser).toBe(false);
  });

  it('holds the unread marker, active user and composite location', () => {
    const store = createClientStateStore();
    store.setUnreadMessagesMarker({ timestamp: 1_700_000_000_000, userId: 'u1' });
    store.setActiveUserId('u1');
    store.setActiveCompositeLocationId('C-1');
    store.setDemo(true);
    expect(store.getSnapshot()).toMatchObject({
      unreadMessagesMarker: { timestamp: 1_700_000_000_000, userId: 'u1' },
      activeUserId: 'u1',
      activeCompositeLocationId: 'C-1',
      demo: true,
    });
  });
});
