import type { FeatureFlagKey, FlagValues } from '@portal/core';

export const FEATURES_PATH = '/api/v1/features';

/**
 * Runtime flag overrides from GET /api/v1/features. Accepts `{ flags: { key: bool } }`, a plain
 * `{ key: bool }` map, or a list of `{ feature|key, enabled }`. A key no plugin of this build declares
 * is kept but switches nothing: the flag service resolves only its catalogue's keys.
 */
export function flagOverridesFrom(body: unknown): FlagValues {
  const overrides: Partial<Record<FeatureFlagKey, boolean>> = {};
  const add = (key: unknown, enabled: unknown) => {
    if (typeof key === 'string' && typeof enabled === 'boolean') overrides[key] = enabled;
  };
  const source = typeof body === 'object' && body !== null && 'flags' in body ? (body as { flags: unknown }).flags : body;
  if (Array.isArray(source)) {
    for (const item of source) {
      if (typeof item === 'object' && item !== null) {
        const record = item as Record<string, unknown>;
        add(record.feature ?? record.key, record.enabled);
      }
    }
  } else if (typeof source === 'object' && source !== null) {
    for (const [key, enabled] of Object.entries(source)) add(key, enabled);
  }
  return overrides;
}
