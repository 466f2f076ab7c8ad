import { describe, expect, it } from 'vitest';
import { companiesResponseSchema } from '../contract';
import { b2bDemoAnswers } from './demoAnswers';

describe('b2b demo answers', () => {
  it('answer the company selections in the real shape', () => {
    const { companies } = companiesResponseSchema.parse(b2bDemoAnswers.companySelections.answer());
    expect(companies.map((company) => company.customerCode)).toEqual(['DEMO-B1', 'DEMO-B2']);
  });
});
