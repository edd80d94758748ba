import { useTranslation } from 'react-i18next';
import { Button, FormGroup, Input, Label } from 'reactstrap';
import { PAYMENT_BUTTONS as PAYMENT_TYPES } from './cart';
import { ClientChooser, type ChosenClient } from './SaleClientPicker';
import { shiftDays } from '../../lib/days';
import { validDay } from './saleDays';
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

/** The list's day (previous, the date, next, Hoje), its client, payment and status (Todas, Pagas, Estornadas). */
export function SaleListFilters({ filter, today, onChange }: { filter: SaleListFilter; today: string; onChange(next: Partial<SaleListFilter>): void }) {
  const { t } = useTranslation('sales');
  return (
    <div className="sales-filters" role="search" aria-label={t('list.filters')}>
      <FormGroup className="sales-filters__day">
        <Label for="sales-day">{t('list.day')}</Label>
        <div className="d-flex gap-2">
          <Button type="button" color="secondary" outline className="sales-filters__step" aria-label={t('list.previousDay')} onClick={() => onChange({ day: shiftDays(filter.day, -1) })}>
            ‹
          </Button>
          <Input
            id="sales-day"
            type="date"
            value={filter.day}
            onChange={(event) => {
              const day = validDay(event.target.value);
              if (day) onChange({ day });
            }}
          />
          <Button type="button" color="secondary" outline className="sales-filters__step" aria-label={t('list.nextDay')} onClick={() => onChange({ day: shiftDays(filter.day, 1) })}>
            ›
          </Button>
          <Button type="button" color="secondary" outline aria-pressed={filter.day === today} onClick={() => onChange({ day: today })}>
            {t('list.today')}
          </Button>
        </div>
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
