import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Button, Spinner } from 'reactstrap';
import { CLOSED_ACCOUNT_RETENTION_DAYS } from '../../../server/contract/constants';
import { readFailure } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageHeader } from '../../components/PageHeader';
import { saveFile } from '../../lib/saveFile';
import { selectSalonId, sessionCleared, sessionNoticeDismissed } from '../salon/sessionSlice';
import { CloseAccountDialog } from './CloseAccountDialog';
import { fetchSalonExport } from './salonPrivacyApi';
import './account.css';
import './locales';

function Section({ id, title, danger = false, children }: { id: string; title: string; danger?: boolean; children: ReactNode }) {
  return (
    <section className={`card border-0 shadow-sm salon-privacy__section${danger ? ' salon-privacy__section--danger' : ''}`} aria-labelledby={`salon-privacy-${id}`}>
      <div className="card-body">
        <h2 id={`salon-privacy-${id}`} className="salon-profile__title">{title}</h2>
        {children}
      </div>
    </section>
  );
}

/**
 * /meu-salao/privacidade (LGPD, issue 11): the whole salon exported as a ZIP of CSV files, where a client's own
 * data is exported or erased, and closing the account (data deleted 30 days later). The owner's only.
 */
export default function SalonPrivacyPage() {
  const { t } = useTranslation('account');
  const salonId = useAppSelector(selectSalonId);
  const [exporting, setExporting] = useState(false);
  const [closing, setClosing] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const closed = useRef(false);

  // A closed account's session is dead on the server: it is dropped here once the sign-in page has replaced this
  // one. Dropped any sooner, the signed-in area's guard would send the user to /login itself, without the notice.
  useEffect(
    () => () => {
      if (!closed.current) return;
      dispatch(sessionCleared());
      dispatch(sessionNoticeDismissed());
    },
    [dispatch],
  );

  function accountClosed(notice: string) {
    closed.current = true;
    void navigate('/login', { replace: true, state: { notice } });
  }

  async function exportAll() {
    if (salonId === null) return;
    setExporting(true);
    try {
      const { fileName, data } = await fetchSalonExport(salonId);
      saveFile(fileName, data);
      toast.success(t('salonPrivacy.export.done', { file: fileName }));
    } catch (error) {
      toast.error(t('salonPrivacy.export.failed', { message: readFailure(error).message }));
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageHeader title={t('salonPrivacy.title')} subtitle={t('salonPrivacy.subtitle')} />
      <div className="salon-privacy d-grid gap-3">
        <Section id="export" title={t('salonPrivacy.export.title')}>
          <p>{t('salonPrivacy.export.text')}</p>
          <Button color="primary" onClick={() => void exportAll()} disabled={exporting || salonId === null} aria-busy={exporting}>
            {exporting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {t('salonPrivacy.export.button')}
          </Button>
        </Section>
        <Section id="clients" title={t('salonPrivacy.clients.title')}>
          <p>{t('salonPrivacy.clients.text')}</p>
          <Link to="/clients" className="btn btn-outline-primary">{t('salonPrivacy.clients.link')}</Link>
        </Section>
        <Section id="close" title={t('salonPrivacy.close.title')} danger>
          <p>{t('salonPrivacy.close.text', { days: CLOSED_ACCOUNT_RETENTION_DAYS })}</p>
          <Button color="danger" outline onClick={() => setClosing(true)} disabled={salonId === null}>
            {t('salonPrivacy.close.button')}
          </Button>
        </Section>
        <p className="small mb-0">
          <Link to="/privacidade">{t('salonPrivacy.policy')}</Link>
        </p>
      </div>
      {salonId !== null && <CloseAccountDialog salonId={salonId} isOpen={closing} onClose={() => setClosing(false)} onAccountClosed={accountClosed} />}
    </>
  );
}
