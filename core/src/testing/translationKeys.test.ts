import { describe, expect, it } from 'vitest';
import { CORE_API_VERSION } from '../plugin/apiVersion';
import { definePlugin } from '../plugin/definePlugin';
import { translationKeyMismatches } from './translationKeys';

const plugin = (sv: Record<string, unknown>) =>
  definePlugin({
    id: 'sample',
    version: '0.1.0',
    apiVersion: CORE_API_VERSION,
    enabledWhen: {},
    translations: { fi: { title: 'Otsikko', nested: { a: 'A' } }, sv: async () => sv, en: { title: 'Title', nested: { a: 'A' } } },
  });

describe('translationKeyMismatches', () => {
  it('loads lazy languages and finds none when every key matches', async () => {
    expect(await translationKeyMismatches(plugin({ title: 'Rubrik', nested: { a: 'A' } }))).toEqual([]);
  });

  it('names missing and extra keys per language', async () => {
    expect(await translationKeyMismatches(plugin({ title: 'Rubrik', nested: { b: 'B' } }))).toEqual([
      { language: 'sv', missing: ['nested.a'], extra: ['nested.b'] },
    ]);
  });
});
