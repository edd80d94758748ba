import { depositOf } from '../../../server/contract/deposit';
import type { PublicBookingWire, PublicSalonWire } from '../../../server/contract/onlineBooking';
import { book, calendarUrl, getSalon } from './api';
import { bookingSummary } from './bookingSummary';
import { expiredNotice, pendingDeposit } from './deposit';
import { detailsForm } from './detailsForm';
import { fill, h } from './dom';
import { failureText, nextTimesBlock } from './failure';
import { money, t, when } from './i18n';
import { professionalStep } from './professionalStep';
import { missing, salonHeader } from './salonHeader';
import { servicesStep } from './servicesStep';
import { whenStep, type PickedTime } from './whenStep';

/** /s/{slug}: the salon in one request, then availability as the choices change, then the booking. */
export async function bookingPage(root: HTMLElement, slug: string) {
  const answer = await getSalon(slug);
  if (!answer.ok) {
    fill(root, answer.status === 404 ? missing(t('salonNotFound'), t('salonNotFoundText')) : h('p', { role: 'alert' }, failureText(answer)));
    return;
  }
  const salon = answer.data;
  document.title = `${salon.name} · ${document.title}`;
  let serviceIds: number[] = [];
  let employeeId: number | null = null;
  let picked: PickedTime | null = null;

  const names = new Map(salon.professionals.map((p) => [p.id, p.name]));
  const dates = whenStep({
    slug,
    timeZone: salon.time_zone,
    horizonDays: salon.horizon_days,
    whoDoes: (time) =>
      employeeId === null
        ? [...new Set(time.pieces.map((piece) => names.get(piece.employee_ids[0] ?? 0)).filter(Boolean))].join(', ') || null
        : null,
    onPick: (time) => (picked = time),
  });
  const professional = professionalStep(salon, (id) => {
    employeeId = id;
    void dates.reload(serviceIds, employeeId);
  });
  const prices = new Map(salon.categories.flatMap((c) => c.services.map((s) => [s.id, s.price] as const)));
  const services = servicesStep(salon, (ids) => {
    serviceIds = ids;
    employeeId = professional.servicesChanged(ids);
    void dates.reload(serviceIds, employeeId);
    showDeposit();
  });
  const form = detailsForm(salon.name, () => void submit());

  /** A deposit from every client is known before booking (the server counts it the same way); 'no_show' is not. */
  function showDeposit() {
    const rule = salon.deposit;
    const amount = rule?.rule === 'per_service' ? depositOf(serviceIds.map((id) => prices.get(id) ?? 0), rule.kind, rule.value) : 0;
    form.note.textContent = amount > 0 ? t('depositToConfirm', { money: money(amount) }) : '';
  }
  professional.servicesChanged([]);
  void dates.reload([], null);

  async function submit() {
    form.showErrors({});
    if (!serviceIds.length || !picked) {
      fill(form.status, t(!serviceIds.length ? 'needService' : 'needTime'));
      return;
    }
    fill(form.status, []);
    form.busy(true);
    const result = await book(slug, { service_ids: serviceIds, employee_id: employeeId, start_at: picked.start_at, ...form.values() });
    form.busy(false);
    if (result.ok) return result.data.status === 'awaiting_deposit' && result.data.deposit ? awaiting(result.data) : confirmed(root, salon, result.data);
    if (result.status === 422) {
      form.showErrors(result.fields);
      const other = result.fields.service_ids ?? result.fields.start_at ?? result.fields.employee_id;
      if (other) fill(form.status, other.join(' '));
    } else if (result.status === 409) {
      fill(form.status, nextTimesBlock(result, (time) => void dates.choose(time).then(() => fill(form.status, []))));
    } else fill(form.status, failureText(result));
  }

  /** Held for its Pix deposit: the payment view; paid, the confirmation; unpaid in time, back to the times. */
  function awaiting(booking: PublicBookingWire) {
    const token = booking.token ?? '';
    show(
      pendingDeposit(booking, token, (next) => {
        if (next.status === 'booked') return confirmed(root, salon, next, token);
        const again = h('button', { type: 'button', class: 'button primary', onclick: () => void chooseAgain() }, t('chooseAnother'));
        // Released unpaid, as a rule; canceled otherwise (by the salon, meanwhile), it says only that.
        const expired = next.deposit?.status === 'expired';
        show(h('section', {}, [h('h2', { tabindex: -1 }, t(expired ? 'released' : 'canceled')), expired ? expiredNotice(again) : again]));
      }),
    );
  }

  /** The page as it was (what was typed included), its times asked again: the released one may be free. */
  function chooseAgain() {
    fill(root, page);
    void dates.reload(serviceIds, employeeId);
    document.getElementById('when-title')?.focus();
  }

  function show(section: HTMLElement) {
    fill(root, [salonHeader(salon), h('main', {}, section)]);
    window.scrollTo(0, 0);
    section.querySelector('h2')?.focus();
  }

  const page = [
    salonHeader(salon),
    h('main', {}, [
      services.element,
      professional.element,
      h('section', { 'aria-labelledby': 'when-title' }, [h('h2', { id: 'when-title', tabindex: -1 }, t('when')), dates.element]),
      form.element,
    ]),
  ];
  fill(root, page);
}

/** 201 (or a held booking's deposit paid): what was booked, the calendar file and the private link (with until when it works). */
function confirmed(root: HTMLElement, salon: PublicSalonWire, booking: PublicBookingWire, token = booking.token ?? '') {
  const heading = h('h2', { tabindex: -1 }, t('confirmed'));
  fill(root, [
    salonHeader(salon),
    h('main', {}, [
      h('section', { class: 'done' }, [
        heading,
        bookingSummary(booking),
        h('a', { class: 'button primary', href: calendarUrl(token), download: 'agendamento.ics' }, t('addToCalendar')),
        h('a', { class: 'button secondary', href: `/reserva/${encodeURIComponent(token)}` }, t('manage')),
        h('p', { class: 'note' }, t('changeableUntil', { date: when(booking.changeable_until, booking.time_zone) })),
      ]),
    ]),
  ]);
  window.scrollTo(0, 0);
  heading.focus();
}
