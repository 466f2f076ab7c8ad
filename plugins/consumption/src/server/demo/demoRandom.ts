/**
 * Deterministic randomness for the plugin's demo data: the same generator (mulberry32) and the same
 * stream derivation (seed × golden ratio XOR FNV-1a of a stream name) as the host's demo generator
 * (host/server/src/demo/prng.ts), so every demo series in the data set follows one rule: fixed by
 * the seed and its stream name alone. A copy, because a plugin depends on core only, never on the host.
 */
export interface DemoRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Standard normal. */
  normal(): number;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** An independent stream for `name`, fixed by the seed and the name alone. */
export function demoRandomStream(seed: number, name: string): DemoRandom {
  const source = mulberry32((Math.imul(seed >>> 0, 0x9e3779b1) ^ fnv1a(name)) >>> 0);
  let spare: number | undefined;
  return {
    next: source,
    range: (min, max) => min + (max - min) * source(),
    normal() {
      if (spare !== undefined) {
        const value = spare;
        spare = undefined;
        return value;
      }
      let u = 0;
      while (u === 0) u = source();
      const v = source();
      const radius = Math.sqrt(-2 * Math.log(u));
      spare = radius * Math.sin(2 * Math.PI * v);
      return radius * Math.cos(2 * Math.PI * v);
    },
  };
}
