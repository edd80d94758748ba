import type { PublicBookingWire } from '../../../server/contract/onlineBooking';
import { getBooking } from './api';
import { bookingSummary } from './bookingSummary';
import { fill, h } from './dom';
import { money, t } from './i18n';

type Deposit = NonNullable<PublicBookingWire['deposit']>;

/** How often a held booking asks whether its Pix arrived (the provider's notice reaches the server, not the page). */
export const POLL_MS = 3000;

/** '14:59': what is left of the hold, never below zero. */
export function clock(seconds: number): string {
  const left = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/** The hold ran out unpaid: said, with a way to pick another time (`action`, the page's own). */
export const expiredNotice = (action: Node) => h('div', { class: 'expired' }, [h('p', { role: 'alert' }, t('depositExpired')), action]);

/**
 * 'Pague o sinal para confirmar': the amount, the Pix QR code and its copia e cola, the hold's countdown, and a
 * question to the server every POLL_MS until the booking is no longer awaiting its deposit (then `onDone` with
 * the answer). It asks only while the page is shown: hidden (the client is in the bank's app) it waits, and back
 * it asks at once; once the view leaves the document, it stops for good.
 */
export function pendingDeposit(booking: PublicBookingWire, token: string, onDone: (next: PublicBookingWire) => void) {
  const deposit = booking.deposit as Deposit;
  const amount = money(deposit.amount);
  const code = h('input', { id: 'pix-code', class: 'code', readonly: true, value: deposit.pix_code ?? '', 'aria-describedby': 'pix-copied' });
  const copied = h('p', { id: 'pix-copied', class: 'ok', role: 'status' });
  const timer = h('p', { class: 'countdown', role: 'timer' });
  const element = h('section', { class: 'pending' }, [
    h('h2', { tabindex: -1 }, t('payDeposit')),
    h('p', { class: 'amount' }, t('depositAmount', { money: amount })),
    h('p', {}, t('depositHow')),
    deposit.qr_url ? h('img', { class: 'qr', src: deposit.qr_url, alt: t('qrAlt', { money: amount }), width: 220, height: 220 }) : null,
    h('div', { class: 'field' }, [h('label', { for: 'pix-code' }, t('pixCode')), code]),
    h('button', { type: 'button', class: 'button secondary', onclick: () => void copy() }, t('copyCode')),
    copied,
    timer,
    h('p', { class: 'note' }, t('waitingPayment')),
    bookingSummary(booking),
  ]);

  async function copy() {
    fill(copied, []);
    try {
      await navigator.clipboard.writeText(code.value);
      fill(copied, t('copied'));
    } catch {
      // No clipboard (an old browser, a page not over https): the code is selected, to copy by hand.
      code.select();
      fill(copied, t('copyFailed'));
    }
  }

  let wait: number | undefined;
  let asking = false;
  let done = false;
  // Drawn by the caller after this returns: the view is gone only once it has been in the document and left it.
  let seen = false;
  function gone() {
    if (element.isConnected) seen = true;
    return seen && !element.isConnected;
  }
  const hidden = () => document.visibilityState === 'hidden';
  function pause() {
    window.clearTimeout(wait);
    wait = undefined;
  }
  const schedule = () => {
    pause();
    if (!done && !hidden()) wait = window.setTimeout(() => void ask(), POLL_MS);
  };

  async function ask() {
    pause();
    if (done || asking) return;
    if (gone()) return finish();
    asking = true;
    const answer = await getBooking(token);
    asking = false;
    if (done) return;
    if (gone()) return finish();
    if (answer.ok && answer.data.status !== 'awaiting_deposit') {
      finish();
      onDone(answer.data);
      return;
    }
    schedule();
  }

  const shown = () => (hidden() ? pause() : void ask());
  function finish() {
    done = true;
    pause();
    window.clearInterval(tick);
    document.removeEventListener('visibilitychange', shown);
    window.removeEventListener('pagehide', pause);
    window.removeEventListener('pageshow', shown);
  }

  const left = () => deposit.expires_at - Date.now() / 1000;
  function count() {
    if (done) return;
    if (gone()) return finish();
    timer.textContent = t('timeLeft', { time: clock(left()) });
    // The hold just ran out: the answer (released) need not wait for the next turn.
    if (left() <= 0 && left() > -1 && !hidden()) void ask();
  }
  const tick = window.setInterval(count, 1000);
  document.addEventListener('visibilitychange', shown);
  // Left (another page, the tab closed): no more questions; back from the browser's cache, it asks again.
  window.addEventListener('pagehide', pause);
  window.addEventListener('pageshow', shown);
  count();
  schedule();
  return element;
}
