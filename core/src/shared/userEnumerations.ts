/**
 * Enumerations of the framework's own data: a location grant's access right (the access model) and the
 * person's graph preference (the /v2/me contract). The energy enumerations are @portal/domain's.
 */
export const ACCESS_RIGHTS = ['READ_ONLY', 'FULL_ACCESS'] as const;

/**
 * How consumption graphs scale their value axis (requirements §3 User.graphMode; SPEC shows AUTOSCALE). AUTOSCALE
 * fits the axis to the data shown; FROM_ZERO always starts it at zero, so bars of different periods
 * compare by height. The person's choice is stored with the user and answered by GET /v2/me.
 */
export const GRAPH_MODES = ['AUTOSCALE', 'FROM_ZERO'] as const;
export type GraphMode = (typeof GRAPH_MODES)[number];
