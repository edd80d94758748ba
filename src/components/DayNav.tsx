import { fromDay, shiftDays, toDay } from '../lib/days';
import './DayNav.css';

const Arrow = ({ back }: { back?: boolean }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" aria-hidden="true">
    <path d={back ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
  </svg>
);

/** A whole calendar day as a date field gives it: a cleared, half-typed or impossible date (31/02) is not one. */
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && toDay(fromDay(text)) === text;

export interface DayNavLabels {
  /** The group's name (for a screen reader). */
  group: string;
  previous: string;
  next: string;
  today: string;
  /** The date field's name, unless a label names it (inputId). */
  date: string;
}

interface Props {
  day: string;
  /** Today on the salon's clock: its button is pressed while that day is shown. */
  today: string;
  /** Days per arrow: 1, or 7 for a week. */
  step?: number;
  labels: DayNavLabels;
  onChange(day: string): void;
  /** The date field's id, for a <label> beside the navigator. */
  inputId?: string;
  /** The screen's own layout class. */
  className?: string;
}

/**
 * Previous / Hoje / next and the date picker (the phone's own on phones): the agenda's day (or week) and the sales
 * list's day. Its buttons keep their width (and 'Hoje' its word); the date field is the one that gives way.
 */
export function DayNav({ day, today, step = 1, labels, onChange, inputId, className }: Props) {
  return (
    <div className={`day-nav${className ? ` ${className}` : ''}`} role="group" aria-label={labels.group}>
      <button type="button" className="btn btn-outline-secondary day-nav__step" onClick={() => onChange(shiftDays(day, -step))} aria-label={labels.previous}>
        <Arrow back />
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={() => onChange(today)} aria-pressed={day === today}>
        {labels.today}
      </button>
      <button type="button" className="btn btn-outline-secondary day-nav__step" onClick={() => onChange(shiftDays(day, step))} aria-label={labels.next}>
        <Arrow />
      </button>
      <input
        type="date"
        id={inputId}
        className="form-control day-nav__date"
        aria-label={inputId ? undefined : labels.date}
        value={day}
        required
        onChange={(e) => {
          // Not a day yet: the screen stays where it is.
          if (isDay(e.target.value)) onChange(e.target.value);
        }}
      />
    </div>
  );
}
