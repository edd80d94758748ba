import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'reactstrap';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../server/contract/constants';
import { readFailure, signedOutBy } from '../../api/errors';
import './locales';

interface Props {
  id: string;
  /** What the picture is, for its alt text and the buttons' labels ('Foto do salão', a professional's name). */
  label: string;
  photoUrl: string | null;
  /** The salon's 2:1 banner, or a professional's face in a circle. */
  shape: 'banner' | 'face';
  upload: (file: File) => Promise<unknown>;
  remove: () => Promise<unknown>;
}

/**
 * A photo of the booking page, sent as soon as it is picked (not with the form's save): the type and size are
 * checked here at once, the content by the server, whose message shows under the picture.
 */
export function PhotoPicker({ id, label, photoUrl, shape, upload, remove }: Props) {
  const { t } = useTranslation('onlineBooking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failed) {
      const failure = readFailure(failed);
      if (!signedOutBy(failure) && failure.status !== 402) setError(failure.fields.photo ?? failure.message);
    } finally {
      setBusy(false);
    }
  }

  function picked(file: File) {
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setError(t('photo.type'));
    if (file.size > AVATAR_MAX_BYTES) return setError(t('photo.size'));
    void run(() => upload(file));
  }

  const errorId = `${id}-error`;
  return (
    <div className={`online-photo online-photo--${shape}`}>
      <div className="online-photo__frame">
        {photoUrl ? <img src={photoUrl} alt={label} /> : <span className="online-photo__empty">{shape === 'banner' ? t('photo.none') : label.trim().charAt(0).toUpperCase()}</span>}
        {busy && (
          <span className="online-photo__busy" role="status">
            <Spinner size="sm" />
            <span className="visually-hidden">{t('photo.sending')}</span>
          </span>
        )}
      </div>
      <div className="online-photo__actions">
        <label htmlFor={id} className={`btn btn-outline-primary btn-sm touch-target mb-0${busy ? ' disabled' : ''}`}>
          {photoUrl ? t('photo.change') : t('photo.choose')}
          {shape === 'face' && <span className="visually-hidden">: {label}</span>}
        </label>
        {photoUrl && (
          <button type="button" className="btn btn-link btn-sm touch-target text-danger" disabled={busy} onClick={() => void run(remove)}>
            {t('photo.remove')}
            {shape === 'face' && <span className="visually-hidden">: {label}</span>}
          </button>
        )}
        {shape === 'banner' && <small className="text-muted w-100">{t('photo.hint')}</small>}
      </div>
      <input
        id={id}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        className="visually-hidden"
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so picking the same file again after a fix still counts as a change.
          event.target.value = '';
          if (file) picked(file);
        }}
      />
      {error && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
