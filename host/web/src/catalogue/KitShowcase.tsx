import {
  ButtonRow,
  Card,
  CardGrid,
  CheckboxField,
  DataTable,
  DatePicker,
  EmptyState,
  EnergyValue,
  ErrorState,
  ErrorSummary,
  FieldGroup,
  FactList,
  LoadingSkeleton,
  MoneyValue,
  PageHeader,
  PrimaryButton,
  SecondaryButton,
  SegmentedChoice,
  Stack,
  StatusBadge,
  TextField,
  ToggleButton,
  useFormErrors,
} from '@portal/ui';
import { ModalActions, ModalDialog, ModalTitle, themeColor } from '@portal/core';
import { useState } from 'react';
import styled from 'styled-components';

const Frame = styled.section`
  padding: 1.5rem;
  background: ${themeColor('background')};
  color: ${themeColor('text')};
  border-top: 6px solid ${themeColor('primary')};
`;

interface Invoice {
  readonly number: string;
  readonly due: string;
  readonly amount: number;
  readonly status: 'paid' | 'open' | 'overdue';
}

const INVOICES: readonly Invoice[] = [
  { number: '1000000046', due: '20.11.2026', amount: 10.15, status: 'paid' },
  { number: '1000000023', due: '28.11.2026', amount: 183.5, status: 'open' },
  { number: '1000000019', due: '20.7.2026', amount: 1076.21, status: 'overdue' },
];

const TONE = { paid: 'success', open: 'info', overdue: 'danger' } as const;
const FIELDS = ['email', 'code'] as const;

/** Every piece of the kit once, with realistic Finnish content, in the surrounding company theme. */
export function KitShowcase({ company }: { readonly company: string }) {
  const [period, setPeriod] = useState<'day' | 'week' | 'month'>('week');
  const [date, setDate] = useState('2026-11-20');
  const [email, setEmail] = useState('');
  const [modal, setModal] = useState(false);
  const form = useFormErrors(FIELDS);
  return (
    <Frame aria-label={company}>
      <Stack $gap="1.5rem">
        <PageHeader
          title={`Laskut – ${company}`}
          description="Sivun otsikko, kuvaus ja koko sivua koskevat toiminnot."
          actions={<SecondaryButton type="button">Lataa CSV</SecondaryButton>}
        />
        <CardGrid>
          <Card title="Viimeisin lasku" aside={<StatusBadge tone="info">Avoin</StatusBadge>} link={{ to: '#', label: 'Näytä lasku 1000000023' }}>
            <MoneyValue euros={183.5} emphasis vat={{ includedPercent: 25.5 }} />
            <p>Eräpäivä 28.11.2026</p>
          </Card>
          <Card title="Eilinen kulutus" subtitle="Mittauspäivä 22.11.2026">
            <EnergyValue value={52.67} unit="kWh" emphasis />
            <MoneyValue euros={0.97} vat="zero" />
          </Card>
          <Card title="Sopimus" footer={<PrimaryButton type="button">Vaihda sopimus</PrimaryButton>}>
            <FactList
              facts={[
                { term: 'Tuote', value: 'Vare Pörssisähkö' },
                { term: 'Marginaali', value: '0,61 c/kWh (sis. alv)' },
                { term: 'Voimassa', value: '1.1.2026 alkaen toistaiseksi' },
              ]}
            />
          </Card>
        </CardGrid>
        <DataTable<Invoice>
          caption="Laskut, uusin ensin"
          rows={INVOICES}
          rowKey={(row) => row.number}
          columns={[
            { key: 'number', header: 'Laskun numero', rowHeader: true, cell: (row) => row.number },
            { key: 'due', header: 'Eräpäivä', cell: (row) => row.due },
            { key: 'amount', header: 'Summa', numeric: true, sortValue: (row) => row.amount, cell: (row) => <MoneyValue euros={row.amount} /> },
            {
              key: 'status',
              header: 'Tila',
              cell: (row) => (
                <StatusBadge tone={TONE[row.status]}>{{ paid: 'Maksettu', open: 'Avoin', overdue: 'Erääntynyt' }[row.status]}</StatusBadge>
              ),
            },
          ]}
        />
        <ButtonRow>
          <StatusBadge tone="success">Maksettu</StatusBadge>
          <StatusBadge tone="info">Avoin</StatusBadge>
          <StatusBadge tone="warning">Arvio</StatusBadge>
          <StatusBadge tone="danger">Erääntynyt</StatusBadge>
          <StatusBadge tone="neutral">Käsitelty</StatusBadge>
        </ButtonRow>
        <SegmentedChoice
          label="Aikaväli"
          value={period}
          onChange={setPeriod}
          choices={[
            { value: 'day', label: 'Päivä' },
            { value: 'week', label: 'Viikko' },
            { value: 'month', label: 'Kuukausi' },
          ]}
        />
        <ButtonRow>
          <PrimaryButton type="button" onClick={() => setModal(true)}>
            Avaa ikkuna
          </PrimaryButton>
          <SecondaryButton type="button">Toissijainen</SecondaryButton>
          <ToggleButton type="button" aria-pressed="true">
            Kaavio
          </ToggleButton>
          <ToggleButton type="button" aria-pressed="false">
            Taulukko
          </ToggleButton>
        </ButtonRow>
        <form
          noValidate
          aria-label="Lomake"
          onSubmit={(event) => {
            event.preventDefault();
            form.show({ email: email ? null : 'Anna sähköpostiosoite.', code: 'Koodissa on kuusi numeroa.' });
          }}
        >
          <Stack>
            <ErrorSummary problems={form.problems} />
            <TextField id={form.fieldId('email')} label="Sähköpostiosoite" type="email" value={email} onValue={setEmail} error={form.errors.email} />
            <TextField
              id={form.fieldId('code')}
              label="Vahvistuskoodi"
              hint="Kuusinumeroinen koodi"
              value=""
              onValue={() => undefined}
              error={form.errors.code}
            />
            <DatePicker label="Päivä" value={date} onChange={setDate} max="2026-11-23" />
            <FieldGroup>
              <legend>Näytä kaaviossa</legend>
              <CheckboxField label="Lämpötila" defaultChecked />
              <CheckboxField label="Pörssihinta" />
            </FieldGroup>
            <div>
              <PrimaryButton type="submit">Lähetä (näyttää virheet)</PrimaryButton>
            </div>
          </Stack>
        </form>
        <CardGrid>
          <EmptyState title="Ei vielä laskuja" description="Ensimmäinen laskusi näkyy täällä, kun se on muodostettu." headingLevel={3} />
          <Stack>
            <ErrorState onRetry={() => undefined}>Laskujen lataaminen epäonnistui.</ErrorState>
            <LoadingSkeleton lines={3} />
          </Stack>
        </CardGrid>
      </Stack>
      {modal && (
        <ModalDialog kind="info" onDismiss={() => setModal(false)}>
          <ModalTitle>Vaihdetaanko eräpäivä?</ModalTitle>
          <p>Laskusi erääntyvät jatkossa kuukauden 12. päivänä.</p>
          <ModalActions>
            <SecondaryButton type="button" onClick={() => setModal(false)}>
              Peruuta
            </SecondaryButton>
            <PrimaryButton type="button" onClick={() => setModal(false)}>
              Vaihda
            </PrimaryButton>
          </ModalActions>
        </ModalDialog>
      )}
    </Frame>
  );
}
