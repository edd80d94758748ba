import { useTranslation } from 'react-i18next';
import { useRemovePhotoMutation, useUploadPhotoMutation } from './onlineBookingApi';
import { PhotoPicker } from './PhotoPicker';
import './locales';

/** The salon's photo at the top of its booking page (the front, the chairs): sent as soon as it is picked. */
export function SalonPhotoField({ salonId, photoUrl }: { salonId: number; photoUrl: string | null }) {
  const { t } = useTranslation('onlineBooking');
  const [upload] = useUploadPhotoMutation();
  const [remove] = useRemovePhotoMutation();
  return (
    <div className="mb-3">
      <div className="form-label" id="online-booking-photo-label">
        {t('fields.photo')}
      </div>
      <PhotoPicker
        id="online-booking-photo"
        label={t('fields.photo')}
        photoUrl={photoUrl}
        shape="banner"
        upload={(file) => upload({ salonId, file }).unwrap()}
        remove={() => remove({ salonId }).unwrap()}
      />
    </div>
  );
}
