import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { fromDay, salonToday, shiftDays, stepOf } from '../agendaDates';
import { dayChosen, type AgendaView } from '../agendaSlice';
import '../locales';

const Arrow = ({ back }: { back?: boolean }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" aria-hidden="true">
    <path d={back ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
  </svg>
);

/** Previous / Hoje / next (a day in Dia, a week in Semana) and the date picker (the phone's own on phones). */
export function DateNav({ view, day }: { view: AgendaView; day: string }) {
  const { t } = useTranslation('agenda');
  const dispatch = useAppDispatch();
  const step = stepOf(view);
  const today = salonToday();
  const go = (next: string) => dispatch(dayChosen(next));
  const unit = view === 'week' ? 'Week' : 'Day';

  return (
    <div className="agenda-datenav" role="group" aria-label={t('toolbar.dateGroup')}>
      <button type="button" className="btn btn-outline-secondary agenda-icon-btn" onClick={() => go(shiftDays(day, -step))} aria-label={t(`toolbar.previous${unit}`)}>
        <Arrow back />
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={() => go(today)} aria-pressed={day === today}>
        {t('toolbar.today')}
      </button>
      <button type="button" className="btn btn-outline-secondary agenda-icon-btn" onClick={() => go(shiftDays(day, step))} aria-label={t(`toolbar.next${unit}`)}>
        <Arrow />
      </button>
      <input
        type="date"
        className="form-control agenda-date-input"
        aria-label={t('toolbar.date')}
        value={day}
        required
        onChange={(e) => {
          // A cleared or half-typed date is not a day yet: the agenda stays where it is.
          if (/^\d{4}-\d{2}-\d{2}$/.test(e.target.value) && !Number.isNaN(fromDay(e.target.value).getTime())) go(e.target.value);
        }}
      />
    </div>
  );
}
