import { describe, expect, it } from 'vitest';
import { DEMO_ANSWERS_MODULE, stripDemoLoaders } from '../../build/demoAnswersStubPlugin';

describe('the normal build drops demo answers', () => {
  it("replaces a manifest's demo loader import, in either quote style", () => {
    const manifest = `demo: () => import('./web/demoAnswers').then((m) => m.a), other: () => import("./web/demoAnswers.ts")`;
    expect(stripDemoLoaders(manifest)).toBe('demo: () => Promise.resolve({}).then((m) => m.a), other: () => Promise.resolve({})');
    expect(stripDemoLoaders("import('./web/pages/Page')")).toBe("import('./web/pages/Page')");
  });

  it('recognises the answers modules by path, and nothing else', () => {
    expect(DEMO_ANSWERS_MODULE.test('/repo/plugins/solar/src/web/demoAnswers.ts')).toBe(true);
    expect(DEMO_ANSWERS_MODULE.test('/repo/plugins/solar/src/web/demoAnswers.test.ts')).toBe(false);
    expect(DEMO_ANSWERS_MODULE.test('/repo/plugins/solar/src/web/model/demo.ts')).toBe(false);
  });
});
