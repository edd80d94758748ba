import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { Button } from 'reactstrap';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { formatDate } from '../../lib/dates';
import { saveFile } from '../../lib/saveFile';
import { AppointmentsData, PersonalData, SalesData } from './ClientDataSections';
import { useGetClientExportQuery, type ClientExport } from './clientsApi';
import './clients.css';
import './locales';

/** The JSON file as the API names it, with the same content (the page already holds it). */
function download(data: ClientExport) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveFile(`cliente-${data.client.id}-dados.json`, blob);
}

/**
 * /clients/:id/dados (LGPD, access and portability): everything the salon holds about the client, readable and
 * printable (the app's chrome stays off the paper), and the same as a JSON file. The owner's only (privacyAdmin).
 */
export default function ClientDataPage() {
  const { t, i18n } = useTranslation('clients');
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  // The route lets only the owner in (privacyAdmin, router.tsx).
  const { data, isError, refetch } = useGetClientExportQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  if (id === null) return <Navigate to="/clients" replace />;

  const title = data ? t('data.title', { name: data.client.name }) : t('data.documentTitle');
  const subtitle = data ? t('data.subtitle', { salon: data.salon.name, date: formatDate(data.exported_at * 1000, 'Pp', i18n.language) }) : undefined;
  const actions = data && (
    <div className="client-data__actions d-flex flex-wrap gap-2">
      <Button color="primary" outline onClick={() => window.print()}>{t('data.print')}</Button>
      <Button color="primary" onClick={() => download(data)}>{t('data.download')}</Button>
    </div>
  );
  return (
    <div className="client-data position-relative">
      <nav className="mb-3 client-data__actions">
        <Link to={`/clients/${id}`} className="text-decoration-none small touch-target">‹ {t('data.back')}</Link>
      </nav>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {data ? (
        <div className="d-grid gap-3">
          <PersonalData data={data} />
          <AppointmentsData data={data} />
          <SalesData data={data} />
        </div>
      ) : isError ? (
        <div className="card border-0 shadow-sm">
          <div className="card-body text-center py-5">
            <p>{t('data.loadFailed')}</p>
            <Button color="primary" outline onClick={() => void refetch()}>{t('data.retry')}</Button>
          </div>
        </div>
      ) : (
        <div className="card border-0 shadow-sm client-data__waiting">
          <LoadingOverlay active />
        </div>
      )}
    </div>
  );
}
