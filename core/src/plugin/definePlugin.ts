import type { FlagDeclarations } from '../flags/flagDeclaration';
import type { PermissionDeclarations } from '../permissions/permissionDeclaration';
import type { ComponentType, ReactNode } from 'react';
import type { ServiceRegistration } from '../di/serviceRef';
import type { Gate } from '../gating/gate';
import type { RouteRef } from './routeRef';
import type { ModalRef } from './modalRef';
import type { SlotRef } from './slotRef';

/** A lazily imported module whose default export is the component: one code-split chunk per page. */
export type LazyComponent<P = object> = () => Promise<{ default: ComponentType<P> }>;

export interface RouteContribution {
  readonly ref: RouteRef;
  readonly page: LazyComponent;
  readonly enabledWhen?: Gate;
  /**
   * Reachable without a session (login, sign-up, password reset). Every other route sends a visitor
   * without a session to the login route first. The server still checks every call on its own.
   */
  readonly public?: boolean;
}

/** Side-menu sections (requirements §2). */
export const MENU_SECTIONS = ['services', 'account', 'readRights', 'userManagement', 'admin'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export interface MenuStep {
  /** Namespaced: `<pluginId>.<name>`. */
  readonly id: string;
  /** Translation key in the plugin's namespace. */
  readonly labelKey: string;
  readonly route: RouteRef;
  /**
   * Other routes whose pages belong to this step, so the menu marks it current there too (the
   * district heating view under `/kaukolampo/...` is part of "Kulutus"). The step's own route and
   * the paths below it are current anyway.
   */
  readonly currentOn?: readonly RouteRef[];
  readonly section: MenuSection;
  /** Lower comes first within a section. */
  readonly order: number;
  readonly enabledWhen?: Gate;
  /**
   * A small lazy component drawn inside the step's link after its label (e.g. the unread-message
   * count). It renders its own text for screen readers (the link's name includes it) and nothing when
   * there is nothing to say; a failure to load or render leaves the label alone.
   */
  readonly badge?: LazyComponent;
  /**
   * A lazy gate around the step for a rule the manifest's Gate cannot say (flags, modes and permissions
   * are all it knows), e.g. "only the company's main user": the host renders the step inside it, and the
   * gate renders its `children` only for the users it decides. While it loads, and if it fails, the step
   * is not shown (a gate fails closed).
   */
  readonly shownWhen?: LazyComponent<{ readonly children: ReactNode }>;
}

export interface ModalContribution<P = unknown, R = unknown> {
  readonly ref: ModalRef<P, R>;
  readonly component: LazyComponent<ModalComponentProps<P, R>>;
  readonly enabledWhen?: Gate;
}

/** What a modal component receives from the modal host. */
export interface ModalComponentProps<P = unknown, R = unknown> {
  readonly props: P;
  /** Ends the modal with a result (confirm) ... */
  readonly resolve: (result: R) => void;
  /** ... or without one (cancel, close, Escape). */
  readonly dismiss: () => void;
}

export interface SlotContribution<P = unknown> {
  /** Namespaced: `<pluginId>.<name>`. */
  readonly id: string;
  readonly slot: SlotRef<P>;
  readonly component: LazyComponent<P>;
  readonly order: number;
  readonly enabledWhen?: Gate;
}

export type Language = 'fi' | 'sv' | 'en';
export const LANGUAGES: readonly Language[] = ['fi', 'sv', 'en'];

export type TranslationResources = Readonly<Record<string, unknown>>;

/** Loads one language's texts on demand: `() => import('./sv').then((m) => m.sv)`. */
export type TranslationLoader = () => Promise<TranslationResources>;

/**
 * Translations under the plugin's own namespace (its id). Finnish is the default and the fallback, so
 * it must be complete. Swedish and English may be loaders, fetched only when a user picks that
 * language. Finnish may be a loader too when the plugin gives `startup`: then none of its texts but
 * the startup ones are in the start-up bundle; the rest load with its first page, card or modal.
 */
export interface PluginTranslations {
  readonly fi: TranslationResources | TranslationLoader;
  readonly sv: TranslationResources | TranslationLoader;
  readonly en: TranslationResources | TranslationLoader;
  /**
   * The texts shown before any of the plugin's own chunks has loaded — its menu labels — in each
   * language, always bundled. Core serves them from the namespace `pluginStartupNamespace(id)`, where
   * the menu looks its labels up; spread them into the full texts so each label is written once.
   */
  readonly startup?: Readonly<Record<Language, TranslationResources>>;
}

/**
 * The namespace of a plugin's startup texts (its menu labels): `startup` when the plugin gives it,
 * otherwise the plugin's full texts. Kept apart from the plugin's own namespace so a label can show
 * while the rest of its texts are still loading.
 */
export function pluginStartupNamespace(pluginId: string): string {
  return `${pluginId}~startup`;
}

/**
 * One canned answer: gets the route's path parameters and query values (merged, strings) and, for
 * writes, the JSON body; returns the answer body. `undefined` answers 404 (e.g. an unknown id).
 */
export type DemoAnswer = (params: Readonly<Record<string, string>>, body?: unknown) => unknown;

/**
 * A demo answer bound to its call, so the demo build's request mock (host/web/src/demo) can serve it:
 * `route` is `METHOD /api/path/:param`, the path in the web's form (with /api). Answers without a
 * route are named operations nothing serves yet; the demo build lists them at start-up.
 */
export interface RoutedDemoAnswer {
  readonly route: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;
  readonly answer: DemoAnswer;
}

/** Canned answers for named operations in demo mode (requirements §7 "Demo mode"), keyed by operation name. */
export type DemoAnswers = Readonly<Record<string, DemoAnswer | RoutedDemoAnswer>>;

/** The answer function of either form, for tests and the demo mock. */
export function demoAnswerFunction(entry: DemoAnswer | RoutedDemoAnswer): DemoAnswer {
  return typeof entry === 'function' ? entry : entry.answer;
}

export interface PluginManifest {
  /** Lower-case kebab id, e.g. `locations`; every contribution id is namespaced by it. */
  readonly id: string;
  /** The plugin package's version. */
  readonly version: string;
  /** The core plugin-contract version the plugin was built against (CORE_API_VERSION). */
  readonly apiVersion: number;
  readonly enabledWhen: Gate;
  /**
   * The feature flags this plugin owns (its `src/contract/flags.ts`, shared with its server plugin): the
   * host composes the company's flag catalogue and the admin flag screen from them. A gate may name a
   * flag another plugin of the set declares; one no plugin of the set declares fails validation.
   */
  readonly flags?: FlagDeclarations;
  /** The permissions this plugin checks, with descriptions: the host lists them for administrators. */
  readonly permissions?: PermissionDeclarations;
  readonly routes?: readonly RouteContribution[];
  readonly menu?: readonly MenuStep[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of many contributions, each with its own props type; unknown would reject them (props are contravariant)
  readonly modals?: readonly ModalContribution<any, any>[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of many contributions, each with its own props type; unknown would reject them (props are contravariant)
  readonly slots?: readonly SlotContribution<any>[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each service has its own type
  readonly services?: readonly ServiceRegistration<any>[];
  readonly translations?: PluginTranslations;
  /**
   * Loads the plugin's demo answers: `() => import('./demoAnswers').then((m) => m.demoAnswers)`. A
   * loader, so canned data only demo mode needs stays out of every visitor's initial bundle.
   */
  readonly demo?: () => Promise<DemoAnswers>;
  /**
   * Loads the plugin's administrators' part: `() => import('./web/adminContributions').then((m) => m.admin)`.
   * Only users with the `admin.access` permission ever see admin pages, so their routes, menu steps,
   * modals, slots and labels stay out of every customer's start-up bundle: the runtime loads them once
   * the signed-in user has `admin.access` and merges them into the plugin's contributions (the same
   * gates apply). The build validates them with the manifests (docs/decisions.md "Admin parts load
   * for administrators").
   */
  readonly admin?: () => Promise<AdminContributions>;
}

/** A plugin's administrators' contributions, loaded by `PluginManifest.admin`. */
export interface AdminContributions {
  readonly routes?: readonly RouteContribution[];
  readonly menu?: readonly MenuStep[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of many contributions, each with its own props type; unknown would reject them (props are contravariant)
  readonly modals?: readonly ModalContribution<any, any>[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of many contributions, each with its own props type; unknown would reject them (props are contravariant)
  readonly slots?: readonly SlotContribution<any>[];
  /** The admin menu labels in each language, added to the plugin's startup namespace when loaded. */
  readonly startup?: Readonly<Record<Language, TranslationResources>>;
}

/**
 * Declares a plugin. Pure data: importing a plugin registers nothing; the host decides what to
 * mount. The identity function exists for the type check and to keep manifests frozen.
 */
export function definePlugin<const M extends PluginManifest>(manifest: M): M {
  return Object.freeze(manifest);
}
