/**
 * What a plugin says about a flag it owns. One declaration per plugin (its `src/contract/flags.ts`)
 * is read by both its web manifest and its server plugin, so the two sides cannot disagree.
 */
export interface FlagDeclaration<K extends string = string> {
  readonly key: K;
  /** The value when neither the company distribution nor an administrator sets one. */
  readonly default: boolean;
  /** What the flag switches, for the admin flag screen and the README's flag table. */
  readonly description: string;
}

export type FlagDeclarations<K extends string = string> = readonly FlagDeclaration<K>[];

/** The keys of a plugin's declarations, so its own gates are checked by the compiler. */
export type FlagKeyOf<D extends FlagDeclarations> = D[number]['key'];

const FLAG_KEY = /^[a-z][A-Za-z0-9]*$/;

/**
 * Declares a plugin's flags: `defineFlags({ solar: { default: false, description: '…' } })`. The object
 * form keeps keys unique by construction; the result is a list in declaration order.
 */
export function defineFlags<const K extends string>(flags: Readonly<Record<K, Omit<FlagDeclaration, 'key'>>>): FlagDeclarations<K> {
  return Object.freeze(
    (Object.keys(flags) as K[]).map((key) => {
      if (!FLAG_KEY.test(key)) throw new Error(`Flag key "${key}" must be lowerCamelCase (letters and digits)`);
      const { default: value, description } = flags[key];
      return Object.freeze({ key, default: value, description });
    }),
  );
}
