import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'reactstrap';
import type { ConflictSuggestionsWire } from '../../../../server/contract/appointments';
import type { AppointmentValues } from './appointmentForm';
import { dateInput, timeInput } from './timeOptions';
import '../locales/appointments';

export interface Conflict {
  message: string;
  suggestions: ConflictSuggestionsWire;
}

/** 'Próximo horário livre: 14:30', or with its day ('18/03 09:00') when it is not the day in the form. */
function nextLabel(next: number, date: string, locale: string) {
  if (dateInput(next) === date) return timeInput(next);
  const day = new Date(next * 1000).toLocaleDateString(locale, { weekday: 'short', day: '2-digit', month: '2-digit' });
  return `${day} ${timeInput(next)}`;
}

/**
 * A taken slot, said across the form rather than in the narrow time column (issue 25 item 6), with what is free
 * as buttons that fill the form: the professional's next free start, and each other professional free then.
 */
export function ConflictNotice({ conflict, onUsed }: { conflict: Conflict; onUsed(): void }) {
  const { t, i18n } = useTranslation('appointments');
  const { values, setFieldValue, setFieldError } = useFormikContext<AppointmentValues>();
  const { next_start: next, free_employees: free } = conflict.suggestions;
  const locale = i18n.language === 'en' ? 'en-US' : 'pt-BR';

  function use(fill: () => Promise<unknown>) {
    void fill().then(() => setFieldError('time', undefined));
    onUsed();
  }

  return (
    <Alert color="warning" className="conflict-notice" role="alert">
      <p className="mb-2">{conflict.message}</p>
      {(next !== null || free.length > 0) && (
        <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('conflict.options')}>
          {next !== null && (
            <Button
              type="button"
              color="primary"
              outline
              onClick={() => use(() => Promise.all([setFieldValue('date', dateInput(next)), setFieldValue('time', timeInput(next))]))}
            >
              {t('conflict.nextStart', { time: nextLabel(next, values.date, locale) })}
            </Button>
          )}
          {free.map((employee) => (
            <Button key={employee.id} type="button" color="primary" outline onClick={() => use(() => Promise.resolve(setFieldValue('employee', employee.id)))}>
              {t('conflict.with', { name: employee.name })}
            </Button>
          ))}
        </div>
      )}
    </Alert>
  );
}
