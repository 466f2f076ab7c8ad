import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the settings plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const SETTINGS_FLAGS = defineFlags({
  generalSettings: { default: false, description: 'General settings: language, notifications, e-mail change and account deletion.' },
});

export type SettingsFlag = FlagKeyOf<typeof SETTINGS_FLAGS>;
