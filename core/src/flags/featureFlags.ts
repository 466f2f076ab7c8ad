/**
 * Runtime feature flags (requirements §2, DESIGN §3 level 2): a flag switches a screen or a part of one. Core
 * knows no flag: each plugin declares the flags it owns (flagDeclaration.ts), the host composes the
 * company's catalogue from its plugins (flagCatalogue.ts), the company distribution gives defaults and
 * administrators override them at run time.
 */
export type FeatureFlagKey = string;

/** Flag values by key; a key not named is decided by the next layer (override → company → declaration). */
export type FlagValues = Readonly<Partial<Record<FeatureFlagKey, boolean>>>;

/** The effective value of every flag in a catalogue. */
export type EffectiveFlags = Readonly<Record<FeatureFlagKey, boolean>>;
