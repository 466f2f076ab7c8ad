import { provideService, type ServiceRegistration } from '../di/serviceRef';
import { FormattersRef, finnishFormatters } from '../format/formatters';
import type { UiMode } from '../gating/gate';
import type { FlagValues } from '../flags/featureFlags';
import type { FlagCatalogue } from '../flags/flagCatalogue';
import type { PermissionPolicy } from '../permissions/policy';
import type { ModalRef } from '../plugin/modalRef';
import { ApiClientRef } from '../services/api/apiClient';
import { createFetchApiClient } from '../services/api/fetchApiClient';
import { ClockRef, systemClock } from '../services/clock/clock';
import { createFeatureFlagService, FeatureFlagServiceRef } from '../services/flags/featureFlagService';
import { createConsoleLogger } from '../services/logger/consoleLogger';
import { LoggerRef } from '../services/logger/logger';
import { createModalService, ModalServiceRef } from '../services/modals/modalService';
import { createUiModeService, UiModeRef } from '../services/mode/uiModeService';
import { createPermissionService, PermissionServiceRef } from '../services/permissions/permissionService';
import { createSessionService } from '../services/session/createSessionService';
import { SessionServiceRef } from '../services/session/sessionService';
import { ClientStateRef, createClientStateStore } from '../state/clientState';

export interface CoreServiceSettings {
  /** The flags of the company's plugins (composeFlagCatalogue). */
  readonly flagCatalogue: FlagCatalogue;
  readonly flagDefaults: FlagValues;
  readonly flagOverrides?: FlagValues;
  readonly mode: UiMode;
  readonly groups?: readonly string[];
  readonly policy?: PermissionPolicy;
  readonly demo?: boolean;
  readonly fetch?: typeof fetch;
  /** The runtime's answer to "may this modal open now?". */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of many modals, each with its own props and result types; unknown would reject them (props are contravariant)
  readonly isModalAvailable: (ref: ModalRef<any, any>) => boolean;
}

/** Core's services as factories; registered before plugin services so a plugin or test may replace any. */
export function coreServiceRegistrations(settings: CoreServiceSettings): ServiceRegistration[] {
  return [
    provideService(ClockRef, () => systemClock),
    provideService(LoggerRef, () => createConsoleLogger()),
    provideService(ApiClientRef, (resolve) =>
      createFetchApiClient({
        logger: resolve(LoggerRef),
        ...(settings.fetch ? { fetch: settings.fetch } : {}),
        // Resolved per call: the session service uses this client itself.
        session: () => resolve(SessionServiceRef),
      }),
    ),
    provideService(SessionServiceRef, (resolve) =>
      createSessionService({
        api: resolve(ApiClientRef),
        clock: resolve(ClockRef),
        logger: resolve(LoggerRef),
        // Its own chunk, fetched at sign-out: not every visitor's start-up bytes. A chunk that fails to
        // load must not keep anyone signed in, as forgetPushOnLogout itself never throws.
        beforeLogout: () =>
          import('../push/forgetPushOnLogout').then(
            (m) => m.forgetPushOnLogout(resolve(ApiClientRef)),
            () => undefined,
          ),
      }),
    ),
    provideService(PermissionServiceRef, () =>
      createPermissionService({
        ...(settings.groups ? { groups: settings.groups } : {}),
        ...(settings.policy ? { policy: settings.policy } : {}),
      }),
    ),
    provideService(FeatureFlagServiceRef, () =>
      createFeatureFlagService({
        catalogue: settings.flagCatalogue,
        defaults: settings.flagDefaults,
        ...(settings.flagOverrides ? { overrides: settings.flagOverrides } : {}),
      }),
    ),
    provideService(UiModeRef, () => createUiModeService(settings.mode)),
    provideService(ModalServiceRef, (resolve) => createModalService({ logger: resolve(LoggerRef), isAvailable: settings.isModalAvailable })),
    provideService(FormattersRef, () => finnishFormatters),
    provideService(ClientStateRef, () => createClientStateStore({ demo: settings.demo ?? false })),
  ];
}
