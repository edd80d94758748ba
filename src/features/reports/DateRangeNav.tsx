import { useTranslation } from 'react-i18next';
import { RangePicker } from './RangePicker';
import { formatDay } from './reportFormat';
import { presetOf, presetRange, sameRange, stepRange, type DayRange } from './reportRange';
import './locales';

const Arrow = ({ back }: { back?: boolean }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" aria-hidden="true">
    <path d={back ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
  </svg>
);

type T = (key: string, options?: Record<string, string>) => string;

/** The period in full: '23/11/2026' or '01/11/2026 – 30/11/2026'. */
const rangeSpan = (range: DayRange, t: T, lang: string) =>
  range.start === range.end ? formatDay(range.start, lang) : t('range.span', { start: formatDay(range.start, lang), end: formatDay(range.end, lang) });

/**
 * What the picker's button shows, short enough for a phone: a preset's name ('Este mês'), else the dates
 * (today shows its date: the Hoje button beside it already says it is today). Screen readers hear both.
 */
function rangeLabels(range: DayRange, t: T, lang: string) {
  const preset = presetOf(range);
  const span = rangeSpan(range, t, lang);
  const named = preset && preset !== 'today' ? t(`range.presets.${preset}`) : null;
  return { short: named ?? span, full: named ? `${named}, ${span}` : span };
}

/**
 * Previous / Hoje / the range calendar / next, in the agenda's style. The arrows step by the period's size:
 * a day for a day, a month for 'Este mês', a week for a week.
 */
export function DateRangeNav({ range, onChoose }: { range: DayRange; onChoose: (range: DayRange) => void }) {
  const { t, i18n } = useTranslation('reports');
  const single = range.start === range.end;
  const today = presetRange('today');

  return (
    <div className="report-datenav" role="group" aria-label={t('range.group')}>
      <button
        type="button"
        className="btn btn-outline-secondary report-icon-btn"
        onClick={() => onChoose(stepRange(range, -1))}
        aria-label={t(single ? 'range.previousDay' : 'range.previousPeriod')}
      >
        <Arrow back />
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={() => onChoose(today)} aria-pressed={sameRange(range, today)}>
        {t('range.today')}
      </button>
      <RangePicker range={range} {...rangeLabels(range, t, i18n.language)} onChoose={onChoose} />
      <button
        type="button"
        className="btn btn-outline-secondary report-icon-btn"
        onClick={() => onChoose(stepRange(range, 1))}
        aria-label={t(single ? 'range.nextDay' : 'range.nextPeriod')}
      >
        <Arrow />
      </button>
    </div>
  );
}
