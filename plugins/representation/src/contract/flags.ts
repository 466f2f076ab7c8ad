import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the representation plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const REPRESENTATION_FLAGS = defineFlags({
  representative: { default: false, description: "Representation: granting, receiving and using read rights on another person's places." },
});

export type RepresentationFlag = FlagKeyOf<typeof REPRESENTATION_FLAGS>;
