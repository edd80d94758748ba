import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormGroup, Input, Label } from 'reactstrap';
import { formatDate } from '../../lib/dates';
import { useGetClientAppointmentsInfiniteQuery, type ClientAppointment } from './clientsApi';
import { FRESH } from './useClientHistory';
import './locales';

/** Shown by name; the rest are counted. */
const LISTED = 5;

/** The client's bookings the client still expects (new or started, ahead of now), soonest first. */
export function useBookingsAhead(clientId: number | null): ClientAppointment[] {
  const appointments = useGetClientAppointmentsInfiniteQuery(clientId ?? skipToken, FRESH);
  const now = Date.now() / 1000;
  return (appointments.currentData?.pages.flat() ?? [])
    .filter((a) => (a.status === 'new' || a.status === 'started') && a.start_at > now)
    .sort((a, b) => a.start_at - b.start_at);
}

interface Props {
  bookings: ClientAppointment[];
  choice: 'cancel' | 'keep';
  onChoice(choice: 'cancel' | 'keep'): void;
}

/** The erasure's question about the bookings still ahead (issue 25, item 15): cancel them (the default) or keep them. */
export function BookingsAhead({ bookings, choice, onChoice }: Props) {
  const { t, i18n } = useTranslation('clients');
  const name = useId();
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold mb-1">{t('erase.ahead', { count: bookings.length })}</legend>
      <ul className="small mb-2 ps-3">
        {bookings.slice(0, LISTED).map((a) => (
          <li key={a.id}>
            {formatDate(a.start_at * 1000, 'PPPP', i18n.language)}, {formatDate(a.start_at * 1000, 'p', i18n.language)} · {a.service.name} · {a.employee.name}
          </li>
        ))}
        {bookings.length > LISTED && <li>{t('erase.aheadMore', { count: bookings.length - LISTED })}</li>}
      </ul>
      {(['cancel', 'keep'] as const).map((value) => (
        <FormGroup check key={value} className="mb-1">
          <Input type="radio" id={`${name}-${value}`} name={name} checked={choice === value} onChange={() => onChoice(value)} />
          <Label check for={`${name}-${value}`}>
            {t(value === 'cancel' ? 'erase.aheadCancel' : 'erase.aheadKeep')}
          </Label>
        </FormGroup>
      ))}
    </fieldset>
  );
}
