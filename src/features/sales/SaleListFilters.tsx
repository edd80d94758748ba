import { useTranslation } from 'react-i18next';
import { FormGroup, Input, Label } from 'reactstrap';
import { PAYMENT_BUTTONS as PAYMENT_TYPES } from './cart';
import { ClientChooser, type ChosenClient } from './SaleClientPicker';
import { DayNav } from '../../components/DayNav';
import type { PaymentType, Sale } from './salesApi';
import './locales';

export interface SaleListFilter {
  /** YYYY-MM-DD in the salon's time zone. */
  day: string;
  client: ChosenClient;
  paymentType?: PaymentType;
  status?: Sale['status'];
  page: number;
}

/** Paid or estornada (server/contract/sales.ts SALE_STATUSES). */
export const SALE_STATUSES = ['completed', 'canceled'] as const satisfies ReadonlyArray<Sale['status']>;
const STATUS_LABELS = { completed: 'list.statusCompleted', canceled: 'list.statusCanceled' } as const;

/** The list's day (previous, Hoje, next, the date: DayNav), its client, payment and status (Todas, Pagas, Estornadas). */
export function SaleListFilters({ filter, today, onChange }: { filter: SaleListFilter; today: string; onChange(next: Partial<SaleListFilter>): void }) {
  const { t } = useTranslation('sales');
  return (
    <div className="sales-filters" role="search" aria-label={t('list.filters')}>
      <FormGroup className="sales-filters__day">
        <Label for="sales-day">{t('list.day')}</Label>
        <DayNav
          inputId="sales-day"
          day={filter.day}
          today={today}
          labels={{ group: t('list.dayGroup'), previous: t('list.previousDay'), next: t('list.nextDay'), today: t('list.today'), date: t('list.day') }}
          onChange={(day) => onChange({ day })}
        />
      </FormGroup>
      <div className="sales-filters__client">
        <ClientChooser id="sales-client" label={t('list.client')} value={filter.client} onChange={(client) => onChange({ client })} hint={t('list.clientHint')} />
      </div>
      <FormGroup>
        <Label for="sales-payment">{t('list.payment')}</Label>
        <Input
          id="sales-payment"
          type="select"
          value={filter.paymentType ?? ''}
          onChange={(event) => onChange({ paymentType: PAYMENT_TYPES.find((type) => type === event.target.value) })}
        >
          <option value="">{t('list.allPayments')}</option>
          {PAYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`payment.${type}`)}
            </option>
          ))}
        </Input>
      </FormGroup>
      <FormGroup>
        <Label for="sales-status">{t('list.status')}</Label>
        <Input
          id="sales-status"
          type="select"
          value={filter.status ?? ''}
          onChange={(event) => onChange({ status: SALE_STATUSES.find((status) => status === event.target.value) })}
        >
          <option value="">{t('list.statusAll')}</option>
          {SALE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_LABELS[status])}
            </option>
          ))}
        </Input>
      </FormGroup>
    </div>
  );
}
