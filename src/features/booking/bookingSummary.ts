import type { PublicBookingWire } from '../../../server/contract/onlineBooking';
import { h } from './dom';
import { currentLang, duration, money, t, when } from './i18n';

const SETTLED = { paid: 'depositPaid', applied: 'depositApplied', kept: 'depositKept', refund_pending: 'depositRefundPending', refunded: 'depositRefunded' } as const;

/** A deposit's state in words; none while pending or expired (their own views say it: deposit.ts). */
function depositLine(deposit: PublicBookingWire['deposit']) {
  const key = deposit && deposit.status in SETTLED ? SETTLED[deposit.status as keyof typeof SETTLED] : null;
  return deposit && key ? h('p', { class: 'deposit' }, t(key, { money: money(deposit.amount) })) : null;
}

/** The visit as booked: when, each service with its professional, the total, the deposit paid and where. */
export function bookingSummary(booking: Omit<PublicBookingWire, 'token'>) {
  const zone = booking.time_zone;
  const time = (epoch: number) => new Intl.DateTimeFormat(currentLang(), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(new Date(epoch * 1000));
  return h('div', { class: 'summary' }, [
    h('p', { class: 'when' }, when(booking.start_at, zone)),
    h(
      'ul',
      { class: 'pieces' },
      booking.pieces.map((piece) =>
        h('li', {}, [
          h('strong', {}, piece.service.name),
          h('span', {}, `${time(piece.start_at)} · ${duration(piece.duration)} · ${t('with', { names: piece.employee.name })}`),
        ]),
      ),
    ),
    h('p', { class: 'total' }, `${t('total', { money: money(booking.total), duration: duration(booking.end_at - booking.start_at) })}`),
    depositLine(booking.deposit),
    booking.salon.address ? h('p', { class: 'address' }, `${booking.salon.name} · ${booking.salon.address}`) : h('p', {}, booking.salon.name),
  ]);
}
