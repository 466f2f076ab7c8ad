import { useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import { adminCompaniesOf, PermissionServiceRef, useApiMutation, useService, useTranslation, type CompanyCode } from '@portal/core';
import {
  ButtonRow,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorSummary,
  FormField,
  PageHeader,
  PrimaryButton,
  SegmentedChoice,
  Stack,
  TextField,
  useFormErrors,
} from '@portal/ui';
import type { AsyncSendResult, SendResult } from '../../contract/admin';
import { MESSAGES_API } from '../../contract/paths';
import { MassMessageJobs } from './MassMessageJobs';

const FIELDS = ['customerCodes', 'title', 'body', 'link'] as const;
type Target = 'all' | 'codes';

const splitCodes = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

/**
 * `/admin/joukkoviestit` (permission admin.messaging): the existing send routes — every customer of a
 * company as a background job (POST massmessage/async), or a list of customer numbers (POST
 * massmessage/targeted) — behind a confirm, and the sendings' progress (GET background-process mass-message).
 * The company is one the administrator may handle (core adminCompaniesOf; the server checks it again).
 */
export default function MassMessageAdminPage() {
  const { t } = useTranslation('messages');
  const permissions = useService(PermissionServiceRef);
  const groups = useSyncExternalStore(permissions.subscribe, permissions.groups);
  const companies = useMemo(() => adminCompaniesOf(groups), [groups]);
  const [company, setCompany] = useState<CompanyCode | undefined>(undefined);
  const [target, setTarget] = useState<Target>('all');
  const [codes, setCodes] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const errors = useFormErrors(FIELDS);
  const chosen = company && companies.includes(company) ? company : companies[0];
  const invalidates = [MESSAGES_API.massMessageJobs];
  const sendAll = useApiMutation((api, payload: unknown) => api.post<AsyncSendResult>(MESSAGES_API.massMessageAsync, payload), { invalidates });
  const sendCodes = useApiMutation((api, payload: unknown) => api.post<SendResult>(MESSAGES_API.massMessageTargeted, payload), { invalidates });

  if (!chosen) {
    return (
      <Stack>
        <PageHeader title={t('admin.mass.title')} />
        <EmptyState title={t('admin.mass.noCompanies')} />
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const ok = errors.show({
      customerCodes: target === 'codes' && splitCodes(codes).length === 0 ? t('admin.required') : null,
      title: title.trim() ? null : t('admin.required'),
      body: body.trim() ? null : t('admin.required'),
      link: link.trim() && !/^\/\S*$/.test(link.trim()) ? t('admin.mass.errorLink') : null,
    });
    if (ok) setConfirming(true);
  };

  const send = async () => {
    const content = { company: chosen, title: { fi: title.trim() }, body: { fi: body.trim() }, ...(link.trim() ? { link: link.trim() } : {}) };
    if (target === 'all') {
      if (await sendAll.run(content)) setOutcome(t('admin.mass.queued'));
    } else {
      const result = await sendCodes.run({ ...content, customerCodes: splitCodes(codes) });
      if (result) setOutcome(t('admin.mass.sent', { count: result.recipients }));
    }
    setConfirming(false);
  };

  return (
    <Stack>
      <PageHeader title={t('admin.mass.title')} description={t('admin.mass.intro')} />
      <Card title={t('admin.mass.send')} headingLevel={2}>
        <form onSubmit={submit} noValidate>
          <ErrorSummary problems={errors.problems} />
          {companies.length > 1 ? (
            <FormField label={t('admin.mass.company')}>
              {(control) => (
                <select {...control} value={chosen} onChange={(event) => setCompany(event.target.value as CompanyCode)}>
                  {companies.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : (
            <p>{`${t('admin.mass.company')}: ${chosen}`}</p>
          )}
          <SegmentedChoice
            label={t('admin.mass.target')}
            value={target}
            onChange={setTarget}
            choices={[
              { value: 'all', label: t('admin.mass.all') },
              { value: 'codes', label: t('admin.mass.codes') },
            ]}
          />
          {target === 'codes' && (
            <TextField
              id={errors.fieldId('customerCodes')}
              label={t('admin.mass.customerCodes')}
              hint={t('admin.mass.customerCodesHint')}
              value={codes}
              onValue={setCodes}
              error={errors.errors.customerCodes}
            />
          )}
          <TextField
            id={errors.fieldId('title')}
            label={t('admin.mass.messageTitle')}
            value={title}
            onValue={setTitle}
            error={errors.errors.title}
            maxLength={200}
          />
          <TextField
            id={errors.fieldId('body')}
            label={t('admin.mass.body')}
            value={body}
            onValue={setBody}
            error={errors.errors.body}
            maxLength={5000}
          />
          <TextField
            id={errors.fieldId('link')}
            label={t('admin.mass.link')}
            hint={t('admin.mass.linkHint')}
            value={link}
            onValue={setLink}
            error={errors.errors.link}
          />
          <ButtonRow>
            <PrimaryButton type="submit">{t('admin.mass.send')}</PrimaryButton>
          </ButtonRow>
          <div role="status">{outcome}</div>
        </form>
      </Card>
      <Card title={t('admin.mass.jobsTitle')} headingLevel={2}>
        <MassMessageJobs />
      </Card>
      {confirming && (
        <ConfirmDialog
          title={t('admin.mass.confirmTitle')}
          confirmLabel={t('admin.mass.send')}
          cancelLabel={t('admin.cancel')}
          busy={sendAll.running || sendCodes.running}
          onConfirm={() => void send()}
          onCancel={() => setConfirming(false)}
        >
          {target === 'all'
            ? t('admin.mass.confirmAll', { title: title.trim(), company: chosen })
            : t('admin.mass.confirmCodes', { title: title.trim(), company: chosen, count: splitCodes(codes).length })}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
