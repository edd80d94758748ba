import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import './locales';

/** The hero's illustration: a day of the agenda drawn with plain elements, no image to download. */
const FIRST_HOUR = 9;
const HOURS = 5;
const STAFF = [
  { key: 'ana', tone: 'violet' },
  { key: 'bruno', tone: 'teal' },
  { key: 'carla', tone: 'pink' },
] as const;
/** start and end in hours of the day; column is the index in STAFF. */
const APPOINTMENTS = [
  { id: 'a1', column: 0, start: 9, end: 10 },
  { id: 'a2', column: 0, start: 10.5, end: 12.5 },
  { id: 'a3', column: 1, start: 9, end: 9.5 },
  { id: 'a4', column: 1, start: 9.75, end: 10.75 },
  { id: 'a5', column: 1, start: 11, end: 12 },
  { id: 'a6', column: 2, start: 9.5, end: 10.5 },
  { id: 'a7', column: 2, start: 11.5, end: 13 },
  { id: 'a8', column: 0, start: 13, end: 14 },
  { id: 'a9', column: 1, start: 12.5, end: 13.5 },
] as const;
const NOW = 11.25;

const clock = (hours: number) => `${String(Math.floor(hours)).padStart(2, '0')}:${String(Math.round((hours % 1) * 60)).padStart(2, '0')}`;
const percent = (hours: number) => `${(hours / HOURS) * 100}%`;

export function AgendaMock() {
  const { t } = useTranslation('marketing');
  return (
    <div className="agenda-mock-wrap">
      <div className="agenda-mock" role="img" aria-label={t('landing.mock.label')}>
        <div className="agenda-mock__bar">
          <span className="agenda-mock__dots" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
          <strong>{t('landing.mock.today')}</strong>
          <span className="text-muted text-truncate">{t('landing.mock.weekday')}</span>
          <span className="agenda-mock__views ms-auto">
            <span className="is-active">{t('landing.mock.day')}</span>
            <span>{t('landing.mock.week')}</span>
          </span>
        </div>
        <div className="agenda-mock__grid agenda-mock__head">
          <span />
          {STAFF.map((person) => (
            <span key={person.key} className="agenda-mock__person">
              <span className={`agenda-mock__avatar tone-${person.tone}`}>{t(`landing.mock.staff.${person.key}`).charAt(0)}</span>
              <span className="text-truncate">{t(`landing.mock.staff.${person.key}`)}</span>
            </span>
          ))}
        </div>
        <div className="agenda-mock__grid agenda-mock__body">
          <div className="agenda-mock__hours">
            {Array.from({ length: HOURS }, (_, i) => (
              <span key={i} style={{ top: percent(i) }}>
                {clock(FIRST_HOUR + i)}
              </span>
            ))}
          </div>
          {STAFF.map((person, column) => (
            <div key={person.key} className="agenda-mock__column">
              {APPOINTMENTS.filter((a) => a.column === column).map((a) => (
                <div
                  key={a.id}
                  className={`agenda-mock__event tone-${person.tone} ${a.end - a.start <= 0.5 ? 'is-short' : ''}`}
                  style={{ top: percent(a.start - FIRST_HOUR), height: percent(a.end - a.start) }}
                >
                  <span className="agenda-mock__event-line">
                    <b>{clock(a.start)}</b> {t(`landing.mock.appointments.${a.id}.client`)}
                  </span>
                  <span className="agenda-mock__event-line agenda-mock__service">{t(`landing.mock.appointments.${a.id}.service`)}</span>
                </div>
              ))}
            </div>
          ))}
          <span className="agenda-mock__now" style={{ top: percent(NOW - FIRST_HOUR) }} />
        </div>
      </div>
      <div className="agenda-mock__toast" aria-hidden="true">
        <span className="agenda-mock__toast-icon">
          <Icon name="bell" size={16} />
        </span>
        <span>
          <strong className="d-block">{t('landing.mock.reminderTitle')}</strong>
          <span className="text-muted">{t('landing.mock.reminderText')}</span>
        </span>
      </div>
    </div>
  );
}
