// Issue 28, item 6: the Pix deposit (sinal) on the booking page: what a per-service deposit will be before booking,
// the payment view of a held booking (QR code, copia e cola, the hold's clock) that asks every 3 s until it is paid
// (the confirmation) or released (another time), and the private link of a held, paid or refunded booking.
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBookingWire, PublicSalonWire } from '../../../server/contract/onlineBooking';
import { API, server } from '../msw';
import { openPage, phoneLanguage } from './open';
import { at, booking, dayAfter, record, requests, salon, SLUG, TOKEN, usePublicApi } from './publicApi';

const PIX = '00020126580014br.gov.bcb.pix0136a1b2c3d4-e5f6-4711-8899-aabbccddeeff520400005303986540521.005802BR6304ABCD';
const QR = `/v1/public/bookings/${TOKEN}/pix.svg`;
const START = at(dayAfter(3), '09:00');
const now = () => Math.floor(Date.now() / 1000);

/** Corte (R$ 45,00) and Barba (R$ 25,00) at 30%: R$ 13,50 + R$ 7,50. */
const held = (expiresAt = now() + 900): PublicBookingWire =>
  booking(START, { status: 'awaiting_deposit', deposit: { amount: 2100, status: 'pending', expires_at: expiresAt, pix_code: PIX, qr_url: QR } });
const paid = () => booking(START, { status: 'booked', deposit: { amount: 2100, status: 'paid', expires_at: now(), pix_code: null, qr_url: null } });
const released = () => booking(START, { status: 'canceled', changeable: false, deposit: { amount: 2100, status: 'expired', expires_at: now(), pix_code: null, qr_url: null } });

/** The salon asks a deposit; the page's booking is held for it; the link answers `answers` in turn (the last one stays). */
function useDepositApi(deposit: PublicSalonWire['deposit'], answers: Array<() => PublicBookingWire>) {
  let asked = 0;
  usePublicApi(() => answers[Math.min(asked++, answers.length - 1)]());
  server.use(
    http.get(`${API}/public/salons/:slug`, async ({ request }) => (await record(request), HttpResponse.json({ ...salon, deposit }))),
    http.post(`${API}/public/salons/:slug/bookings`, async ({ request }) => (await record(request), HttpResponse.json({ ...held(), token: TOKEN }, { status: 201 }))),
  );
}
const PER_SERVICE = { rule: 'per_service', kind: 'percent', value: 30 } as const;
const bookingReads = () => requests.filter((r) => r.method === 'GET' && r.path === `/public/bookings/${TOKEN}`);

beforeEach(() => {
  phoneLanguage('pt-BR');
  // Only the clock and the timers are faked, and they still run: msw and user-event go on as they do.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const setUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

async function bookCorteAndBarba(user: ReturnType<typeof setUser>) {
  await user.click(await screen.findByRole('checkbox', { name: /Corte/ }));
  await user.click(screen.getByRole('checkbox', { name: /^Barba/ }));
  await user.click(await screen.findByRole('button', { name: '09:00' }));
  await user.type(screen.getByLabelText('Nome'), 'Maria Souza');
  await user.type(screen.getByLabelText('WhatsApp'), '11912345678');
  await user.click(screen.getByRole('checkbox', { name: /Aceito que/ }));
  await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));
  return screen.findByRole('heading', { name: 'Pague o sinal para confirmar' });
}

describe('the deposit before booking', () => {
  it("says a per-service deposit with the total of the chosen services, read with the confirm button", async () => {
    useDepositApi(PER_SERVICE, [held]);
    const user = setUser();
    await openPage(`/s/${SLUG}`);
    const confirm = screen.getByRole('button', { name: 'Confirmar agendamento' });
    expect(confirm).toHaveAccessibleDescription('');
    await user.click(await screen.findByRole('checkbox', { name: /Corte/ }));
    expect(confirm).toHaveAccessibleDescription(/^Sinal de R\$\s13,50 via Pix para confirmar$/);
    await user.click(screen.getByRole('checkbox', { name: /^Barba/ }));
    expect(screen.getByText(/^Sinal de R\$\s21,00 via Pix para confirmar$/)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /Corte/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Barba/ }));
    expect(screen.queryByText(/via Pix para confirmar/)).toBeNull();
  });

  it('says nothing beforehand when only clients who missed a booking pay one', async () => {
    useDepositApi({ rule: 'no_show', kind: 'fixed', value: 2000 }, [held]);
    const user = setUser();
    await openPage(`/s/${SLUG}`);
    await user.click(await screen.findByRole('checkbox', { name: /Corte/ }));
    expect(screen.queryByText(/via Pix para confirmar/)).toBeNull();
  });
});

describe('a booking held for its deposit', () => {
  it('shows the amount, the QR code, the code to copy and the clock; once paid, the confirmation says so', async () => {
    useDepositApi(PER_SERVICE, [held, held, paid]);
    const user = setUser();
    await openPage(`/s/${SLUG}`);
    const heading = await bookCorteAndBarba(user);
    expect(heading).toHaveFocus();
    expect(screen.getByText(/^Sinal de R\$\s21,00$/)).toBeVisible();
    expect(screen.getByRole('img', { name: /^QR code do Pix de R\$\s21,00$/ })).toHaveAttribute('src', QR);
    const code = screen.getByLabelText('Pix copia e cola');
    expect(code).toHaveValue(PIX);
    expect(code).toHaveAttribute('readonly');
    expect(screen.getByRole('timer')).toHaveTextContent('Tempo para pagar: 15:00');
    // What is held: the same visit.
    expect(screen.getByText('Corte')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await navigator.clipboard.readText()).toBe(PIX);
    expect(screen.getByRole('status')).toHaveTextContent('Copiado!');

    await vi.advanceTimersByTimeAsync(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('Tempo para pagar: 14:59');
    expect(bookingReads()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(bookingReads()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(bookingReads()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3000);

    expect(await screen.findByRole('heading', { name: 'Agendamento confirmado!' })).toHaveFocus();
    expect(screen.getByText(/^Sinal de R\$\s21,00 pago via Pix$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver, remarcar ou cancelar' })).toHaveAttribute('href', `/reserva/${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Adicionar à agenda' })).toHaveAttribute('href', `/v1/public/bookings/${TOKEN}/calendar.ics`);
    // Settled: no more questions.
    await vi.advanceTimersByTimeAsync(9000);
    expect(bookingReads()).toHaveLength(3);
  });

  it('asks nothing while the page is hidden (the client is in the bank app), and asks at once when it is back', async () => {
    useDepositApi(PER_SERVICE, [held, paid]);
    const user = setUser();
    await openPage(`/s/${SLUG}`);
    await bookCorteAndBarba(user);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(bookingReads()).toHaveLength(0);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(bookingReads()).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  });

  it('stops asking when the page is left, and asks again when the browser brings it back from its cache', async () => {
    useDepositApi(PER_SERVICE, [held, paid]);
    const user = setUser();
    await openPage(`/s/${SLUG}`);
    await bookCorteAndBarba(user);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(bookingReads()).toHaveLength(0);
    window.dispatchEvent(new Event('pageshow'));
    await vi.waitFor(() => expect(bookingReads()).toHaveLength(1));
  });

  it('once released unpaid, says so and goes back to the times, with what was typed', async () => {
    useDepositApi(PER_SERVICE, [released]);
    const user = setUser();
    await openPage(`/s/${SLUG}`);
    await bookCorteAndBarba(user);
    const asked = requests.filter((r) => r.path.includes('/availability')).length;
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByText('O prazo para pagar o sinal acabou e o horário foi liberado.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Horário liberado' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Escolher outro horário' }));
    expect(screen.getByRole('heading', { name: 'Quando?' })).toHaveFocus();
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria Souza');
    expect(screen.getByRole('checkbox', { name: /Corte/ })).toBeChecked();
    await vi.waitFor(() => expect(requests.filter((r) => r.path.includes('/availability')).length).toBe(asked + 1));
    // The released time is offered again, still chosen.
    expect(await screen.findByRole('button', { name: '09:00', pressed: true })).toBeVisible();
  });

  it('says only that it was canceled when the salon canceled the held booking meanwhile', async () => {
    useDepositApi(PER_SERVICE, [() => booking(START, { status: 'canceled', changeable: false, deposit: null })]);
    const user = setUser();
    await openPage(`/s/${SLUG}`);
    await bookCorteAndBarba(user);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByRole('heading', { name: 'Agendamento cancelado' })).toHaveFocus();
    expect(screen.queryByText(/O prazo para pagar o sinal acabou/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Escolher outro horário' })).toBeVisible();
  });

  it('asks at once when the clock runs out, rather than at the next turn', async () => {
    useDepositApi(PER_SERVICE, [released]);
    server.use(http.post(`${API}/public/salons/:slug/bookings`, () => HttpResponse.json({ ...held(now() + 2), token: TOKEN }, { status: 201 })));
    const user = setUser();
    await openPage(`/s/${SLUG}`);
    await bookCorteAndBarba(user);
    expect(screen.getByRole('timer')).toHaveTextContent('Tempo para pagar: 00:02');
    await vi.advanceTimersByTimeAsync(2000);
    // Asked at 00:00, well before the poll's turn at 3 s.
    await vi.waitFor(() => expect(bookingReads()).toHaveLength(1), { timeout: 500 });
    expect(await screen.findByText('O prazo para pagar o sinal acabou e o horário foi liberado.')).toBeVisible();
  });
});

describe('the private link of a booking with a deposit', () => {
  it('shows the payment view while held, then the booking once paid', async () => {
    const answers = [held(), paid()];
    usePublicApi(() => answers.shift() ?? paid());
    await openPage(`/reserva/${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Pague o sinal para confirmar' })).toBeVisible();
    expect(screen.getByLabelText('Pix copia e cola')).toHaveValue(PIX);
    expect(screen.queryByRole('button', { name: 'Cancelar agendamento' })).toBeNull();
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByRole('heading', { name: 'Seu agendamento' })).toHaveFocus();
    expect(screen.getByText(/^Sinal de R\$\s21,00 pago via Pix$/)).toBeVisible();
    // Cancelling by the link, within its window, says the deposit comes back.
    const user = setUser();
    await user.click(screen.getByRole('button', { name: 'Cancelar agendamento' }));
    expect(screen.getByText(/^O sinal de R\$\s21,00 que você pagou será devolvido por Pix\.$/)).toBeVisible();
  });

  it.each([
    ['refunded', /^O sinal de R\$\s21,00 foi devolvido por Pix\.$/],
    ['refund_pending', /^O sinal de R\$\s21,00 está sendo devolvido por Pix\.$/],
    ['kept', /^O sinal de R\$\s21,00 ficou com o salão \(cancelamento em cima da hora ou falta\)\.$/],
    ['applied', /^Sinal de R\$\s21,00 pago via Pix e descontado no salão$/],
  ] as const)('says a %s deposit in words', async (status, words) => {
    const canceled = status !== 'applied';
    usePublicApi(() => booking(START, { status: canceled ? 'canceled' : 'booked', deposit: { amount: 2100, status, expires_at: 0, pix_code: null, qr_url: null } }));
    await openPage(`/reserva/${TOKEN}`);
    expect(screen.getByText(words)).toBeVisible();
  });

  it('says a hold released unpaid, with a link to book another time', async () => {
    usePublicApi(released);
    await openPage(`/reserva/${TOKEN}`);
    expect(screen.getByRole('alert')).toHaveTextContent('O prazo para pagar o sinal acabou e o horário foi liberado.');
    expect(screen.getByRole('link', { name: 'Escolher outro horário' })).toHaveAttribute('href', `/s/${SLUG}`);
    expect(screen.queryByText('Agendamento cancelado')).toBeNull();
  });

  it('is in English when the phone is', async () => {
    phoneLanguage('en-US');
    usePublicApi(() => held());
    await openPage(`/reserva/${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Pay the deposit to confirm' })).toBeVisible();
    expect(screen.getByRole('img', { name: /^Pix QR code for R\$\s?21\.00$/ })).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Copy code' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Time left to pay: 1[45]:\d\d$/);
  });
});
