import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { DayNav } from '../../../components/DayNav';
import { salonToday, stepOf } from '../agendaDates';
import { dayChosen, type AgendaView } from '../agendaSlice';
import '../locales';

/** The agenda's day navigator: a day per arrow in Dia, a week in Semana. */
export function DateNav({ view, day }: { view: AgendaView; day: string }) {
  const { t } = useTranslation('agenda');
  const dispatch = useAppDispatch();
  const unit = view === 'week' ? 'Week' : 'Day';
  const labels = {
    group: t('toolbar.dateGroup'),
    previous: t(`toolbar.previous${unit}`),
    next: t(`toolbar.next${unit}`),
    today: t('toolbar.today'),
    date: t('toolbar.date'),
  };
  return <DayNav className="agenda-datenav" day={day} today={salonToday()} step={stepOf(view)} labels={labels} onChange={(next) => dispatch(dayChosen(next))} />;
}
