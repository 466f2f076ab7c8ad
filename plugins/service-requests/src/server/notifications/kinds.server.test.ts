import { describe, expect, it } from 'vitest';
import { requestNoticeKind } from './kinds';

describe('service-requests.notice', () => {
  it('names the reference number in fi, sv and en, for a new request and a status change', () => {
    const received = { reference: 'VARE-2026-000001', kind: 'FAULT_REPORT' as const, placeName: 'Koti', status: null };
    for (const language of ['fi', 'sv', 'en'] as const) {
      const text = requestNoticeKind.render(received, language);
      expect(text.title).toContain('VARE-2026-000001');
      expect(text.body).toContain('Koti');
    }
    expect(requestNoticeKind.render({ ...received, kind: 'SERVICE_REQUEST', status: 'DONE' }, 'sv').title).toBe(
      'Serviceärendet VARE-2026-000001: klar',
    );
    expect(requestNoticeKind.render({ ...received, status: 'IN_PROGRESS' }, 'en').title).toBe('Fault report VARE-2026-000001: in progress');
  });
});
