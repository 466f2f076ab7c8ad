// The portal's service worker, served as /sw.js (host/web/build/serviceWorkerPlugin.ts). Hand-written:
// it does push only (no offline cache), registered when a person turns notifications on.
import { installPushHandlers, type ServiceWorkerScopeLike } from './pushHandlers';

installPushHandlers(self as unknown as ServiceWorkerScopeLike);
