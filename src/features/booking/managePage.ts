import type { PublicBookingWire, PublicSalonWire } from '../../../server/contract/onlineBooking';
import { cancelBooking, getBooking, getSalon, moveBooking, type Result } from './api';
import { bookingSummary } from './bookingSummary';
import { expiredNotice, pendingDeposit } from './deposit';
import { fill, h } from './dom';
import { failureText, nextTimesBlock } from './failure';
import { money, t, when } from './i18n';
import { contacts, missing, salonHeader } from './salonHeader';
import { whenStep, type PickedTime } from './whenStep';

/** How far ahead a move may go when the salon's page cannot be read (it was turned off after the booking). */
const FALLBACK_HORIZON_DAYS = 30;

/**
 * /reserva/{token}: the booking by its private link; cancel (asked twice) or move it while it is changeable. Still
 * held for its Pix deposit, the payment view instead, until it is paid or released.
 */
export async function managePage(root: HTMLElement, token: string) {
  const answer = await getBooking(token);
  if (!answer.ok) {
    fill(root, answer.status === 404 ? missing(t('bookingNotFound'), t('bookingNotFoundText')) : h('p', { role: 'alert' }, failureText(answer)));
    return;
  }
  // The salon's page adds its WhatsApp and how far ahead it books; the booking alone is enough without it.
  const page = await getSalon(answer.data.salon.slug);
  const salon: PublicSalonWire | null = page.ok ? page.data : null;
  let booking = answer.data;
  const status = h('div', { class: 'status', role: 'status' });
  const body = h('div', {});
  const section = h('section', { class: 'done' }, [h('h2', { tabindex: -1 }, t('yourBooking')), status, body]);
  const main = h('main', {}, section);
  // The salon's contacts appear where they are needed: beside a booking the link can no longer change.
  fill(root, [salonHeader({ ...booking.salon, intro: salon?.intro ?? null, photo_url: salon?.photo_url ?? null, map_url: salon?.map_url ?? null, whatsapp_url: null, phone: null }), main]);

  function show(message = '') {
    if (booking.status === 'awaiting_deposit' && booking.deposit) {
      fill(
        main,
        pendingDeposit(booking, token, (next) => {
          booking = next;
          fill(main, section);
          show();
          section.querySelector('h2')?.focus();
        }),
      );
      return;
    }
    fill(status, message);
    const canceled = booking.status === 'canceled';
    const expired = canceled && booking.deposit?.status === 'expired';
    const again = () => h('a', { class: 'button primary', href: `/s/${encodeURIComponent(booking.salon.slug)}` }, t('chooseAnother'));
    fill(body, [
      expired ? expiredNotice(again()) : canceled ? h('p', { class: 'badge' }, t('canceled')) : null,
      bookingSummary(booking),
      canceled ? null : booking.changeable ? actions() : locked(),
    ]);
  }

  const locked = () =>
    h('div', {}, [
      h('p', {}, t('notChangeable', { date: when(booking.changeable_until, booking.time_zone) })),
      contacts({ whatsapp_url: salon?.whatsapp_url ?? null, phone: booking.salon.phone }),
    ]);

  function actions() {
    const row = h('div', { class: 'actions' });
    const paid = booking.deposit?.status === 'paid' ? booking.deposit.amount : 0;
    const ask = () =>
      fill(row, [
        h('p', {}, t('cancelAsk')),
        // The link cancels only while the booking is changeable (before the late window): the server refunds the deposit.
        paid ? h('p', { class: 'deposit' }, t('cancelRefund', { money: money(paid) })) : null,
        h('button', { type: 'button', class: 'button danger', onclick: () => void settle(cancelBooking(token), t('canceled')) }, t('cancelYes')),
        h('button', { type: 'button', class: 'button secondary', onclick: () => show() }, t('cancelNo')),
      ]);
    fill(row, [
      h('button', { type: 'button', class: 'button primary', onclick: () => moving() }, t('move')),
      h('button', { type: 'button', class: 'button secondary', onclick: ask }, t('cancel')),
    ]);
    return row;
  }

  async function settle(request: Promise<Result<PublicBookingWire>>, done: string) {
    const result = await request;
    if (!result.ok) {
      fill(status, result.status === 409 && result.nextTimes.length ? nextTimesBlock(result, (time) => void settle(moveBooking(token, time.start_at), t('moved'))) : failureText(result));
      return false;
    }
    booking = result.data;
    show(done);
    return true;
  }

  /** The same services, with the same professional when one did them all, at another time. */
  function moving() {
    const people = new Set(booking.pieces.map((piece) => piece.employee.id));
    const employeeId = people.size === 1 ? [...people][0] : null;
    let picked: PickedTime | null = null;
    const confirm = h('button', { type: 'button', class: 'button primary', disabled: true, onclick: () => picked && void settle(moveBooking(token, picked.start_at), t('moved')) }, t('move'));
    const dates = whenStep({
      slug: booking.salon.slug,
      timeZone: booking.time_zone,
      horizonDays: salon?.horizon_days ?? FALLBACK_HORIZON_DAYS,
      whoDoes: () => null,
      onPick: (time) => {
        picked = time;
        confirm.disabled = !time;
        confirm.textContent = time ? t('moveTo', { date: when(time.start_at, booking.time_zone) }) : t('move');
      },
    });
    fill(status, []);
    fill(body, [bookingSummary(booking), h('h3', {}, t('when')), dates.element, h('div', { class: 'actions' }, [confirm, h('button', { type: 'button', class: 'button secondary', onclick: () => show() }, t('back'))])]);
    void dates.reload(booking.pieces.map((piece) => piece.service.id), employeeId);
  }

  show();
}
