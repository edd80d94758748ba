import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormGroup, Input, Label } from 'reactstrap';
import { SwitchField } from '../../components/SwitchField';
import { REMINDER_HOURS } from '../../../server/contract/constants';
import type { ReminderHours } from './salonProfileForm';
import './locales';

/** E-mail reminders to clients: on or off, and how many hours before each appointment (the scheduler sends them). */
export function ReminderSettings() {
  const { t } = useTranslation('account');
  const [enabled] = useField<boolean>('remindersEnabled');
  const [hours, , hoursHelpers] = useField<ReminderHours>('reminderHours');
  const hoursId = 'field-reminderHours';
  return (
    <>
      <SwitchField name="remindersEnabled" label={t('salonProfile.fields.reminders_enabled')} className="mb-3" />
      <FormGroup className="mb-1">
        <Label for={hoursId}>{t('salonProfile.fields.reminder_hours')}</Label>
        <Input
          type="select"
          id={hoursId}
          name={hours.name}
          className="salon-profile__reminder-hours"
          value={hours.value}
          disabled={!enabled.value}
          aria-describedby={`${hoursId}-help`}
          onChange={(event) => void hoursHelpers.setValue(REMINDER_HOURS.find((option) => String(option) === event.target.value) ?? hours.value)}
        >
          {REMINDER_HOURS.map((option) => (
            <option key={option} value={option}>
              {t(`salonProfile.reminderHours.${option}`)}
            </option>
          ))}
        </Input>
      </FormGroup>
      <p id={`${hoursId}-help`} className="form-text mb-0">
        {enabled.value ? t('salonProfile.help.reminders', { hours: hours.value }) : t('salonProfile.help.remindersOff')}
      </p>
    </>
  );
}
