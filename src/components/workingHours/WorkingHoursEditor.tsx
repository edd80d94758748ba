import { useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Input } from 'reactstrap';
import { QUARTER_HOURS, type HoursValues } from './workingHours';
import './workingHours.css';
import './locales';

/** Sunday first, as the API (and Date.getDay()) counts; the week is shown Monday first, as salons read it. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const COPY_ICON = 'M9 9h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1';
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** An hour's break: 12:00-13:00 when the day spans it, otherwise in the middle of the day (on a quarter hour). */
function withBreak({ start, end }: { start: string; end: string }) {
  const [from, to] = [minutes(start), minutes(end)];
  const breakAt = from < 12 * 60 && to > 13 * 60 ? 12 * 60 : Math.round((from + to - 60) / 30) * 15;
  return [{ start, end: clock(breakAt) }, { start: clock(breakAt + 60), end }];
}

/**
 * A week of working hours held in the Formik field `name` (HoursValues): each weekday on or off, its hours,
 * and an optional break; the field's error (workingHoursRule) shows above the week. Used by a professional's
 * Horários tab and by the salon's default hours.
 */
export function WorkingHoursEditor({ name }: { name: string }) {
  const { t } = useTranslation('workingHours');
  const [{ value: hours }, { error }, { setValue }] = useField<HoursValues>(name);
  const dayName = (weekday: number) => t(`weekdays.${weekday}`);
  const change = (weekday: number, day: HoursValues[number]) => void setValue(hours.map((other, index) => (index === weekday ? day : other)));
  const setTime = (weekday: number, index: number, edge: 'start' | 'end', time: string) =>
    change(weekday, (hours[weekday] ?? []).map((stretch, i) => (i === index ? { ...stretch, [edge]: time } : stretch)));
  // What 'Aplicar a todos os dias' did, said to a screen reader (the form's cancel, or not saving, undoes it).
  const [applied, setApplied] = useState('');
  /** The day's hours and break, copied to every other day that is open; a day off stays off. */
  function applyToAll(weekday: number) {
    const source = hours[weekday];
    if (!source) return;
    const targets = hours.filter((other, index) => index !== weekday && other !== null).length;
    void setValue(hours.map((other, index) => (index === weekday || other === null ? other : source.map((stretch) => ({ ...stretch })))));
    setApplied(t('applied', { day: t(`weekdaysLong.${weekday}`), count: targets }));
  }

  return (
    <>
      {typeof error === 'string' && <Alert color="danger">{error}</Alert>}
      {WEEK_ORDER.map((weekday) => {
        const day = hours[weekday];
        const id = `${name}-${weekday}`;
        return (
          <fieldset key={weekday} className="hours-day border-bottom py-2">
            <div className="d-flex align-items-center gap-2">
              <div className="d-flex flex-wrap align-items-center gap-2 flex-grow-1">
                <div className="form-check form-switch mb-0 hours-day-name">
                  <Input type="switch" role="switch" id={id} checked={day !== null} onChange={(event) => change(weekday, event.target.checked ? [{ start: '09:00', end: '19:00' }] : null)} />
                  <label className="form-check-label" htmlFor={id}>
                    {dayName(weekday)}
                  </label>
                </div>
                {day === null && <span className="small text-muted">{t('dayOff')}</span>}
                {day?.map((stretch, index) => (
                  <span key={index} className="d-inline-flex align-items-center gap-1">
                    {index > 0 && <span className="small text-muted">{t('and')}</span>}
                    {(['start', 'end'] as const).map((edge) => (
                      <Input
                        key={edge}
                        type="select"
                        bsSize="sm"
                        className="hours-time"
                        aria-label={t(edge, { day: dayName(weekday), n: index + 1 })}
                        value={stretch[edge]}
                        onChange={(event) => setTime(weekday, index, edge, event.target.value)}
                      >
                        {QUARTER_HOURS.map((time) => (
                          <option key={time}>{time}</option>
                        ))}
                      </Input>
                    ))}
                  </span>
                ))}
                {day?.length === 1 && minutes(day[0].end) - minutes(day[0].start) >= 120 && (
                  <Button type="button" color="link" size="sm" onClick={() => change(weekday, withBreak(day[0]))}>
                    + {t('addBreak')}
                  </Button>
                )}
                {day && day.length > 1 && (
                  <Button type="button" color="link" size="sm" onClick={() => change(weekday, [{ start: day[0].start, end: day[day.length - 1].end }])}>
                    {t('removeBreak')}
                  </Button>
                )}
              </div>
              {day && (
                // A copy icon (as Calendly and Google do) beside the day, never wrapped onto a line of its own;
                // the name says the day, the tooltip says what it does.
                <Button
                  type="button"
                  color="link"
                  className="hours-apply"
                  title={t('applyToAll')}
                  aria-label={t('applyToAllLabel', { day: t(`weekdaysLong.${weekday}`) })}
                  onClick={() => applyToAll(weekday)}
                >
                  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                    <path d={COPY_ICON} />
                  </svg>
                </Button>
              )}
            </div>
          </fieldset>
        );
      })}
      <p className="visually-hidden" role="status" aria-live="polite">
        {applied}
      </p>
    </>
  );
}
