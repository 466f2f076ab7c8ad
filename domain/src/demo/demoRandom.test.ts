import { describe, expect, it } from 'vitest';
import { Random, hashString, mulberry32 } from './demoRandom';

describe('mulberry32 and Random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('pins the first values so an accidental change to the generator shows up', () => {
    const source = mulberry32(1);
    // Same values as the reference mulberry32 (bryc's public-domain JavaScript version).
    expect(Array.from({ length: 3 }, () => source().toFixed(10))).toEqual(['0.6270739406', '0.0027357212', '0.5274470400']);
  });

  it('gives different seeds and stream names different numbers', () => {
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
    expect(Random.stream(7, 'a').next()).not.toBe(Random.stream(7, 'b').next());
    expect(Random.stream(7, 'a').next()).toBe(Random.stream(7, 'a').next());
    expect(hashString('load:VARE-1')).not.toBe(hashString('load:VARE-2'));
  });

  it('draws roughly uniform and normal values', () => {
    const random = Random.stream(3, 'stats');
    const n = 20_000;
    const uniform = Array.from({ length: n }, () => random.next());
    const normal = Array.from({ length: n }, () => random.normal());
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(uniform)).toBeCloseTo(0.5, 1);
    expect(mean(normal)).toBeCloseTo(0, 1);
    expect(Math.sqrt(mean(normal.map((x) => x * x)))).toBeCloseTo(1, 1);
    const ints = new Set(Array.from({ length: 1000 }, () => random.int(1, 6)));
    expect([...ints].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('makes well-formed deterministic UUIDs', () => {
    const id = Random.stream(1, 'user').uuid();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Random.stream(1, 'user').uuid()).toBe(id);
  });
});
