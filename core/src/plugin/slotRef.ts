/**
 * A named extension point. A plugin that owns a page offers slots (e.g. "location card"); other
 * plugins fill them without importing each other.
 */
export interface SlotRef<P = object> {
  readonly kind: 'slot';
  readonly id: string;
  readonly __props?: P;
}

export function createSlotRef<P = object>(options: { id: string }): SlotRef<P> {
  return Object.freeze({ kind: 'slot', id: options.id });
}
