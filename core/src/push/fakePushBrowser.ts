import type { PushBrowser, PushSubscriptionLike } from './webPushService';

/** A browser's Push API in memory, for tests: permission answers, one registration, one subscription. */
export interface FakePushBrowser extends PushBrowser {
  permissionState: NotificationPermission;
  /** What the permission prompt answers. */
  promptAnswer: NotificationPermission;
  subscription: (PushSubscriptionLike & { readonly key: Uint8Array }) | null;
  registered: boolean;
  unsubscribed: string[];
}

export function createFakePushBrowser(options: { supported?: boolean; permission?: NotificationPermission } = {}): FakePushBrowser {
  let count = 0;
  const fake: FakePushBrowser = {
    supported: options.supported ?? true,
    permissionState: options.permission ?? 'default',
    promptAnswer: 'granted',
    subscription: null,
    registered: false,
    unsubscribed: [],
    permission: () => fake.permissionState,
    requestPermission: async () => {
      if (fake.permissionState === 'default') fake.permissionState = fake.promptAnswer;
      return fake.permissionState;
    },
    existingRegistration: async () => (fake.registered ? registration : undefined),
    register: async () => {
      fake.registered = true;
      return registration;
    },
  };
  const registration = {
    pushManager: {
      getSubscription: async () => fake.subscription,
      subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
        count += 1;
        const endpoint = `https://fcm.googleapis.com/fcm/send/fake-${count}`;
        const subscription = {
          endpoint,
          key: applicationServerKey,
          options: { applicationServerKey: applicationServerKey.slice().buffer },
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BP256', auth: 'AUTH' } }),
          unsubscribe: async () => {
            fake.unsubscribed.push(endpoint);
            if (fake.subscription?.endpoint === endpoint) fake.subscription = null;
            return true;
          },
        };
        fake.subscription = subscription;
        return subscription;
      },
    },
  };
  return fake;
}
