import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { Icon } from '../../components/Icon';
import { useFocusReturn } from '../../components/useFocusReturn';
import { saveFile } from '../../lib/saveFile';
import { qrPng, qrSvg } from '../../lib/qrImage';
import './locales';

interface Props {
  isOpen: boolean;
  url: string;
  /** The page's address, for the downloaded file's name. */
  slug: string;
  onClose(): void;
}

/** The page's link as a QR code to print or share, with its PNG to download. */
export function QrCodeModal({ isOpen, url, slug, onClose }: Props) {
  const { t } = useTranslation('onlineBooking');
  const titleId = useId();
  const focusReturn = useFocusReturn(isOpen);
  // The last drawing, of the link it was drawn for: a changed link is never shown with the old code.
  const [drawn, setDrawn] = useState<{ url: string; svg: string | null } | null>(null);
  const svg = drawn?.url === url ? drawn.svg : null;
  const failed = drawn?.url === url && drawn.svg === null;

  useEffect(() => {
    if (!isOpen) return;
    let current = true;
    // Drawn again at each opening: a chunk that failed to load (the connection dropped) gets another try.
    qrSvg(url).then(
      (text) => current && setDrawn({ url, svg: text }),
      () => current && setDrawn({ url, svg: null }),
    );
    return () => {
      current = false;
    };
  }, [isOpen, url]);

  async function download() {
    try {
      saveFile(`qrcode-${slug}.png`, await qrPng(url));
    } catch {
      toast.error(t('qr.failed'));
    }
  }

  return (
    <Modal isOpen={isOpen} toggle={onClose} centered labelledBy={titleId} {...focusReturn}>
      <ModalHeader toggle={onClose} id={titleId}>
        {t('qr.title')}
      </ModalHeader>
      <ModalBody className="text-center">
        <div className="online-booking__qr">
          {svg ? (
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('qr.image', { url })} width={240} height={240} />
          ) : failed ? (
            <Alert color="danger" className="mb-0">{t('qr.failed')}</Alert>
          ) : (
            <Spinner aria-label={t('common.loading')} />
          )}
        </div>
        <p className="fw-semibold text-break mt-3 mb-2">{url}</p>
        <p className="small text-muted mb-0">{t('qr.hint')}</p>
      </ModalBody>
      <ModalFooter>
        <Button type="button" color="secondary" outline onClick={onClose}>
          {t('qr.close')}
        </Button>
        <Button type="button" color="primary" onClick={() => void download()} disabled={!svg}>
          <Icon name="download" size={18} className="me-2" />
          {t('qr.download')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
