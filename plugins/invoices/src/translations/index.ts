import type { PluginTranslations } from '@portal/core';
import { en } from './en';
import { fi } from './fi';
import { sv } from './sv';

/** The plugin's i18next namespace is its id, so keys never collide with another plugin's. */
export const INVOICES_NAMESPACE = 'invoices';

export const invoicesTranslations: PluginTranslations = { fi, sv, en };
