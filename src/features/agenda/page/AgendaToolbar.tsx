import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import type { Employee } from '../../staff/staffApi';
import { canceledToggled, professionalChosen, viewChanged, type AgendaView } from '../agendaSlice';
import { DateNav } from './DateNav';
import '../locales';

interface Props {
  view: AgendaView;
  day: string;
  /** The professionals by name, for the selector. */
  professionals: readonly Employee[];
  /** The selector's value: null is everyone (offered in Dia only; Semana is always one professional's week). */
  selected: number | null;
  showCanceled: boolean;
  /** Phones pick the professional in the strip under the toolbar instead. */
  phone: boolean;
}

/** The agenda's header controls: professional, date, Dia/Semana, and whether canceled appointments show. */
export function AgendaToolbar({ view, day, professionals, selected, showCanceled, phone }: Props) {
  const { t } = useTranslation('agenda');
  const dispatch = useAppDispatch();
  const switchId = useId();

  return (
    <div className="agenda-toolbar">
      {!phone && (
        <select
          className="form-select agenda-professional-select"
          aria-label={t('toolbar.professional')}
          value={selected ?? ''}
          onChange={(e) => dispatch(professionalChosen(e.target.value ? Number(e.target.value) : null))}
        >
          {view === 'day' && <option value="">{t('toolbar.everyone')}</option>}
          {professionals.map((employee) => (
            <option key={employee.id} value={employee.id}>
              {employee.name}
            </option>
          ))}
        </select>
      )}
      <DateNav view={view} day={day} />
      <div className="agenda-toolbar__end">
        <div className="form-check form-switch agenda-canceled-switch">
          <input
            id={switchId}
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={showCanceled}
            onChange={() => dispatch(canceledToggled())}
          />
          <label className="form-check-label" htmlFor={switchId}>
            {t('toolbar.showCanceled')}
          </label>
        </div>
        <div className="btn-group agenda-view-switch" role="group" aria-label={t('toolbar.view')}>
          {(['day', 'week'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={`btn ${view === option ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={view === option}
              onClick={() => dispatch(viewChanged(option))}
            >
              {t(option === 'day' ? 'toolbar.day' : 'toolbar.week')}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
