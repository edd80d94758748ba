import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/SelectField';
import { cancelOptions, horizonOptions, noticeOptions, slotOptions } from './bookingOptions';
import type { OnlineBookingValues } from './onlineBookingForm';
import './locales';

/** When clients may book: how soon, how far ahead, at which steps, and until when they may cancel or move it. */
export function BookingRules() {
  const { t } = useTranslation('onlineBooking');
  const { values } = useFormikContext<OnlineBookingValues>();
  return (
    <div className="row">
      <div className="col-md-6">
        <SelectField name="minNoticeMinutes" label={t('fields.min_notice_minutes')} help={t('help.min_notice_minutes')} options={noticeOptions(t, values.minNoticeMinutes)} />
      </div>
      <div className="col-md-6">
        <SelectField name="horizonDays" label={t('fields.horizon_days')} help={t('help.horizon_days')} options={horizonOptions(t, values.horizonDays)} />
      </div>
      <div className="col-md-6">
        <SelectField name="slotMinutes" label={t('fields.slot_minutes')} help={t('help.slot_minutes')} options={slotOptions(t, values.slotMinutes)} />
      </div>
      <div className="col-md-6">
        <SelectField name="cancelHours" label={t('fields.cancel_hours')} help={t('help.cancel_hours')} options={cancelOptions(t, values.cancelHours)} />
      </div>
    </div>
  );
}
