import type { PluginTranslations } from '@portal/core';
import { en } from './en';
import { fi } from './fi';
import { sv } from './sv';

/** The plugin's i18next namespace is its id. */
export const ACCOUNT_NAMESPACE = 'account';

export const accountTranslations: PluginTranslations = { fi, sv, en };
