import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Label } from 'reactstrap';
import { ClientAvatar } from './ClientAvatar';
import { AVATAR_TYPES } from '../../../server/contract/constants';
import type { Client } from './clientsApi';
import { useFilePreview } from './useAvatarUrl';
import './locales';

/**
 * The client's photo: the saved one (or the initial) until a file is picked, then a preview of it. The type
 * and size are checked by the form's schema at once; the server checks the content again.
 */
export function AvatarField({ client, name }: { client: Client | null; name: string }) {
  const { t } = useTranslation('clients');
  const [field, meta, helpers] = useField<File | null>('avatar');
  const file = field.value;
  const valid = !meta.error;
  const preview = useFilePreview(file && valid ? file : null);
  const id = 'field-avatar';
  return (
    <FormGroup>
      <Label for={id}>{t('form.fields.avatar')}</Label>
      <div className="d-flex align-items-center gap-3">
        <ClientAvatar client={{ name: name || client?.name || '?', avatar_url: client?.avatar_url ?? null }} previewUrl={preview} size={64} />
        <div className="d-flex flex-column align-items-start gap-1 min-w-0">
          <div className="d-flex flex-wrap gap-2">
            <label htmlFor={id} className="btn btn-outline-primary btn-sm mb-0">
              {file || client?.avatar_url ? t('form.avatar.change') : t('form.avatar.choose')}
            </label>
            {file && (
              <button type="button" className="btn btn-link btn-sm p-0" onClick={() => void helpers.setValue(null)}>
                {t('form.avatar.undo')}
              </button>
            )}
          </div>
          <small className="text-muted text-break">{file && valid ? file.name : t('form.avatar.hint')}</small>
        </div>
      </div>
      <input
        id={id}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        className="visually-hidden"
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : `${id}-error`}
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          // Cleared, so picking the same file again after a fix still counts as a change.
          event.target.value = '';
          if (!picked) return;
          void helpers.setTouched(true, false);
          void helpers.setValue(picked);
        }}
      />
      {!valid && (
        <FormFeedback id={`${id}-error`} className="d-block">
          {meta.error}
        </FormFeedback>
      )}
    </FormGroup>
  );
}
