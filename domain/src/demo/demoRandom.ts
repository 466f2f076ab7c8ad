/**
 * Deterministic randomness for demo data, shared by the host's generator and the plugins' `demoData`
 * hooks. mulberry32 is tiny, fast and good enough for synthetic load curves (not for anything
 * secret). Every series draws from its own stream derived from the seed and a stable name, so adding
 * a series or changing the order of generation leaves the others' numbers unchanged.
 */
export type RandomSource = () => number;

export function mulberry32(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, 32-bit: turns a stream name into a number to mix into the seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Convenience draws on top of a RandomSource. */
export class Random {
  private spareNormal: number | undefined;

  constructor(private readonly source: RandomSource) {}

  /** An independent stream for `name`, fixed by the seed and the name alone. */
  static stream(seed: number, name: string): Random {
    return new Random(mulberry32((Math.imul(seed >>> 0, 0x9e3779b1) ^ hashString(name)) >>> 0));
  }

  next(): number {
    return this.source();
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.source();
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.source() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.source() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.source() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** Standard normal (Box-Muller, both values used). */
  normal(): number {
    if (this.spareNormal !== undefined) {
      const spare = this.spareNormal;
      this.spareNormal = undefined;
      return spare;
    }
    let u = 0;
    while (u === 0) u = this.source();
    const v = this.source();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  }

  /** A random version-4-shaped UUID, deterministic like everything else here. */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => Math.floor(this.source() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}
