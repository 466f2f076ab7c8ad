import fc from 'fast-check';
import type { ZodTypeAny } from 'zod';

/**
 * A fast-check arbitrary of the JSON a zod schema describes (zod 3's public `_def`), for the route
 * harness: it starts from input the route would accept and corrupts it, so every corruption is tried
 * against the route's real fields. Refinements and transforms are not modelled: the harness only
 * needs plausible input, and checks with the schema itself whether a corruption made it invalid.
 */
export function zodArbitrary(schema: ZodTypeAny, depth = 0): fc.Arbitrary<unknown> {
  const def = schema._def as Record<string, unknown> & { typeName?: string };
  if (depth > 6) return fc.constant(null);
  switch (def.typeName) {
    case 'ZodString':
      return stringArbitrary(def.checks as { kind: string; value?: number; regex?: RegExp }[]);
    case 'ZodNumber': {
      const checks = def.checks as { kind: string; value?: number; inclusive?: boolean }[];
      const min = checks.find((c) => c.kind === 'min')?.value ?? -1_000_000;
      const max = checks.find((c) => c.kind === 'max')?.value ?? 1_000_000;
      if (checks.some((c) => c.kind === 'int')) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'ZodBigInt':
      return fc.bigInt().map(String);
    case 'ZodBoolean':
      return fc.boolean();
    case 'ZodDate':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'ZodEnum':
      return fc.constantFrom(...(def.values as string[]));
    case 'ZodNativeEnum':
      return fc.constantFrom(...Object.values(def.values as Record<string, string | number>));
    case 'ZodLiteral':
      return fc.constant(def.value);
    case 'ZodNull':
      return fc.constant(null);
    case 'ZodUndefined':
    case 'ZodVoid':
      return fc.constant(undefined);
    case 'ZodObject': {
      const shape = (schema as unknown as { shape: Record<string, ZodTypeAny> }).shape;
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      const optional: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        record[key] = zodArbitrary(field, depth + 1);
        if (field.isOptional()) optional.push(key);
      }
      const required = Object.keys(shape).filter((key) => !optional.includes(key));
      return fc.record(record, { requiredKeys: required }).map((value) => dropUndefined(value));
    }
    case 'ZodArray': {
      const minLength = (def.minLength as { value: number } | null)?.value ?? 0;
      const maxLength = Math.min((def.maxLength as { value: number } | null)?.value ?? 5, minLength + 5);
      return fc.array(zodArbitrary(def.type as ZodTypeAny, depth + 1), { minLength, maxLength });
    }
    case 'ZodTuple':
      return fc.tuple(...(def.items as ZodTypeAny[]).map((item) => zodArbitrary(item, depth + 1)));
    case 'ZodRecord':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), zodArbitrary(def.valueType as ZodTypeAny, depth + 1), { maxKeys: 4 });
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion': {
      const options = def.options as ZodTypeAny[] | Map<unknown, ZodTypeAny>;
      const list = Array.isArray(options) ? options : [...options.values()];
      return fc.oneof(...list.map((option) => zodArbitrary(option, depth + 1)));
    }
    case 'ZodOptional':
      return fc.option(zodArbitrary(def.innerType as ZodTypeAny, depth + 1), { nil: undefined });
    case 'ZodNullable':
      return fc.option(zodArbitrary(def.innerType as ZodTypeAny, depth + 1), { nil: null });
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
      return fc.option(zodArbitrary(def.innerType as ZodTypeAny, depth + 1), { nil: undefined });
    case 'ZodEffects':
      return zodArbitrary(def.schema as ZodTypeAny, depth);
    case 'ZodBranded':
      return zodArbitrary(def.type as ZodTypeAny, depth);
    case 'ZodPipeline':
      return zodArbitrary(def.in as ZodTypeAny, depth);
    case 'ZodLazy':
      return zodArbitrary((def.getter as () => ZodTypeAny)(), depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function dropUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
}

function stringArbitrary(checks: { kind: string; value?: number; regex?: RegExp }[]): fc.Arbitrary<string> {
  const kinds = new Set(checks.map((c) => c.kind));
  if (kinds.has('uuid')) return fc.uuid();
  if (kinds.has('email')) return fc.emailAddress();
  if (kinds.has('datetime'))
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (kinds.has('date'))
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const min = checks.find((c) => c.kind === 'min' || c.kind === 'length')?.value ?? 0;
  const max = checks.find((c) => c.kind === 'max' || c.kind === 'length')?.value ?? Math.max(min, 40);
  const regex = checks.find((c) => c.kind === 'regex')?.regex;
  if (regex?.source.includes('\\d{4}-\\d{2}-\\d{2}')) {
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  if (regex && /^\^\\d\{(\d+)(,(\d+))?\}\$$/.test(regex.source)) {
    const [, low, , high] = /^\^\\d\{(\d+)(,(\d+))?\}\$$/.exec(regex.source) ?? [];
    return fc.stringMatching(new RegExp(`^\\d{${low},${high ?? low}}$`));
  }
  if (regex) return fc.stringMatching(regex).filter((s) => s.length >= min && s.length <= max);
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 40) });
}
