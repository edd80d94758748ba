import type { AvailabilityWire } from '../../../server/contract/onlineBooking';
import { getAvailability, type NextTime } from './api';
import { fill, h } from './dom';
import { addDays, dayParts, t, todayIn } from './i18n';

type Day = AvailabilityWire['days'][number];
export type PickedTime = Day['times'][number] & { date: string };

interface Options {
  slug: string;
  timeZone: string;
  horizonDays: number;
  /** Who does it, shown under the times when the client left it to the salon (null: say nothing). */
  whoDoes: (time: PickedTime) => string | null;
  onPick: (time: PickedTime | null) => void;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/**
 * 'Quando?': a strip of a week's days (asked of the API a week at a time) and the chosen day's free times.
 * Buttons change in place (aria-pressed) rather than being drawn again, so the keyboard's focus stays put.
 */
export function whenStep(options: Options) {
  const today = todayIn(options.timeZone);
  const lastDay = addDays(today, options.horizonDays);
  const status = h('p', { class: 'note', role: 'status' });
  const previous = h('button', { type: 'button', class: 'link', onclick: () => void showWeek(week - 1) }, `‹ ${t('previousWeek')}`);
  const next = h('button', { type: 'button', class: 'link', onclick: () => void showWeek(week + 1) }, `${t('nextWeek')} ›`);
  const strip = h('div', { class: 'days', role: 'group', 'aria-label': t('when') });
  const grid = h('div', { class: 'times', role: 'group' });
  const who = h('p', { class: 'who', 'aria-live': 'polite' });
  const element = h('div', {}, [h('div', { class: 'weeknav' }, [previous, next]), strip, status, grid, who]);

  let serviceIds: number[] = [];
  let employeeId: number | null = null;
  let week = 0;
  let days: Day[] = [];
  let day: string | null = null;
  let picked: PickedTime | null = null;
  let asked = 0;

  function pick(time: PickedTime | null) {
    picked = time;
    for (const button of grid.querySelectorAll('button')) button.setAttribute('aria-pressed', String(Number(button.dataset.at) === time?.start_at));
    const name = time ? options.whoDoes(time) : null;
    who.textContent = name ? t('with', { names: name }) : '';
    options.onPick(time);
  }

  function showDay(date: string | null, keep?: number) {
    day = date;
    for (const button of strip.querySelectorAll('button')) button.setAttribute('aria-pressed', String(button.dataset.date === date));
    const times = days.find((d) => d.date === date)?.times ?? [];
    grid.setAttribute('aria-label', date ? dayParts(date).long : '');
    fill(
      grid,
      times.map((time) =>
        h('button', { type: 'button', class: 'time', 'data-at': time.start_at, 'aria-pressed': 'false', onclick: () => pick({ ...time, date: date ?? '' }) }, time.time),
      ),
    );
    if (date && !times.length) status.textContent = t('noTimes');
    const again = times.find((time) => time.start_at === keep);
    pick(again && date ? { ...again, date } : null);
  }

  async function showWeek(number: number, want?: NextTime) {
    week = Math.max(0, number);
    const from = addDays(today, week * 7);
    previous.disabled = week === 0;
    next.disabled = addDays(from, 7) > lastDay;
    if (!serviceIds.length) {
      days = [];
      fill(strip, []);
      status.textContent = t('chooseServiceFirst');
      showDay(null);
      return;
    }
    const mine = ++asked;
    strip.setAttribute('aria-busy', 'true');
    status.textContent = t('loading');
    const answer = await getAvailability(options.slug, serviceIds, employeeId, from);
    if (mine !== asked) return; // a later question (another service, another week) has been asked meanwhile
    strip.removeAttribute('aria-busy');
    if (!answer.ok) {
      days = [];
      fill(strip, []);
      status.textContent = answer.status === 0 ? t('offline') : (answer.message ?? t('failed'));
      showDay(null);
      return;
    }
    days = answer.data.days.filter((d) => d.date >= today && d.date <= lastDay);
    fill(
      strip,
      days.map((d) => {
        const { weekday, day: dayMonth, long } = dayParts(d.date);
        return h(
          'button',
          { type: 'button', class: 'day', 'data-date': d.date, 'aria-pressed': 'false', 'aria-label': long, disabled: !d.times.length, onclick: () => showDay(d.date) },
          [h('span', {}, weekday), h('strong', {}, dayMonth)],
        );
      }),
    );
    const open = days.filter((d) => d.times.length);
    status.textContent = open.length ? '' : t('noTimesWeek');
    // The day asked for, the day already chosen if this week still has it, else the first with free times.
    const target = want?.date ?? (open.some((d) => d.date === day) ? day : (open[0]?.date ?? null));
    showDay(target, want?.start_at ?? picked?.start_at);
  }

  return {
    element,
    /** Asks again for other services or another professional, keeping the week shown. */
    reload(ids: number[], employee: number | null) {
      serviceIds = ids;
      employeeId = employee;
      return showWeek(week);
    },
    /** Goes to a time the server offered (a 409's next free times), whichever week it falls in. */
    choose(time: NextTime) {
      return showWeek(Math.floor(daysBetween(today, time.date) / 7), time);
    },
    picked: () => picked,
  };
}
