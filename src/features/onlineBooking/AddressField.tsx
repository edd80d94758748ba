import { useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, FormFeedback, FormGroup, Input, InputGroup, InputGroupText, Label } from 'reactstrap';
import { Icon } from '../../components/Icon';
import { normalSlug } from './onlineBookingForm';
import { QrCodeModal } from './QrCodeModal';
import './locales';

interface Props {
  /** The address as saved: the link to copy and the QR code are of the page that exists, not of what is typed. */
  savedSlug: string;
  /** Whether the saved settings take bookings: until then the link leads to a page that is off. */
  live: boolean;
}

/** The public page's address (`{origin}/s/{slug}`), the link in full, and the ways to hand it out: copy it, a QR code. */
export function AddressField({ savedSlug, live }: Props) {
  const { t } = useTranslation('onlineBooking');
  const [field, meta, helpers] = useField<string>('slug');
  const [qrOpen, setQrOpen] = useState(false);
  const invalid = Boolean(meta.touched && meta.error);
  const { protocol, host } = window.location;
  const link = `${protocol}//${host}/s/${savedSlug}`;
  const unsaved = normalSlug(field.value) !== savedSlug;
  const id = 'field-slug';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('copy.done'), { toastId: 'link-copied' });
    } catch {
      // No clipboard outside https, or the browser said no: the link is on screen to copy by hand.
      toast.error(t('copy.failed'));
    }
  }

  return (
    <FormGroup>
      <Label for={id}>{t('fields.slug')}</Label>
      <InputGroup className="has-validation online-booking__address">
        <InputGroupText id={`${id}-prefix`} className="online-booking__prefix">
          {/* On a phone the scheme is left out, so the address itself keeps room; the link below has it all. */}
          <span className="d-none d-sm-inline">{protocol}//</span>
          {host}/s/
        </InputGroupText>
        <Input
          id={id}
          name={field.name}
          value={field.value}
          invalid={invalid}
          maxLength={60}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={[invalid ? `${id}-error` : `${id}-help`, `${id}-prefix`].join(' ')}
          onBlur={field.onBlur}
          // Phones capitalise the first letter: the address is lower case anyway.
          onChange={(event) => void helpers.setValue(event.target.value.toLowerCase())}
        />
        {invalid && <FormFeedback id={`${id}-error`}>{meta.error}</FormFeedback>}
      </InputGroup>
      {/* The error says the same rule, and more. */}
      {!invalid && (
        <div id={`${id}-help`} className="form-text">
          {t('help.slug')}
        </div>
      )}
      <div className="online-booking__link">
        <p className="mb-1">
          {t('help.link')} <strong className="text-break">{link}</strong>
        </p>
        {(unsaved || !live) && <p className="form-text mt-0 mb-2">{unsaved ? t('help.slugUnsaved') : t('help.offline')}</p>}
        <div className="online-booking__link-actions">
          <Button type="button" color="primary" outline onClick={() => void copy()} disabled={unsaved}>
            <Icon name="copy" size={18} className="me-2" />
            {t('copy.button')}
          </Button>
          <Button type="button" color="primary" outline onClick={() => setQrOpen(true)} disabled={unsaved}>
            <Icon name="qr" size={18} className="me-2" />
            {t('qr.button')}
          </Button>
        </div>
      </div>
      <QrCodeModal isOpen={qrOpen} url={link} slug={savedSlug} onClose={() => setQrOpen(false)} />
    </FormGroup>
  );
}
