import { useTranslation } from 'react-i18next';
import { WorkingHoursEditor } from '../../components/workingHours/WorkingHoursEditor';
import './locales';

/**
 * The 'Horários' tab: when this professional works, each weekday, with an optional break. The agenda shades
 * the hours outside and warns when booking there, but never refuses (salons book extra hours).
 */
export function HoursTab() {
  const { t } = useTranslation('staff');
  return (
    <>
      <p className="small text-muted">{t('hours.hint')}</p>
      <WorkingHoursEditor name="workingHours" />
    </>
  );
}
