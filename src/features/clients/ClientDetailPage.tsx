import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { readFailure } from '../../api/errors';
import { useAppSelector } from '../../app/hooks';
import { useCan } from '../salon/useCan';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ClientFormModal } from './ClientFormModal';
import { ClientHistoryCard } from './ClientHistoryCard';
import { ClientInfoCard } from './ClientInfoCard';
import { ClientNotFound } from './ClientNotFound';
import { ClientSalesCard } from './ClientSalesCard';
import { selectKnownClient, useDeleteClientMutation, useGetClientQuery } from './clientsApi';
import { FRESH, useClientHistory } from './useClientHistory';
import { useFailureToast } from '../../components/useFailureToast';
import './clients.css';
import './locales';

/** /clients/:id: info, sales and history cards; edit and delete. */
export default function ClientDetailPage() {
  const { t } = useTranslation('clients');
  const navigate = useNavigate();
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const details = useGetClientQuery(id ?? skipToken, FRESH);
  // The row just clicked is already known: the info card shows it while the fresh copy loads.
  const known = useAppSelector((state) => selectKnownClient(state, id));
  // A professional sees the client's name and contacts only: no history, no edit, no delete (roles, issue 11).
  const canHistory = useCan('clientHistory');
  const canDelete = useCan('clientDelete');
  const history = useClientHistory(canHistory ? id : null);
  const [deleteClient, deletion] = useDeleteClientMutation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const notFound = Boolean(details.error) && readFailure(details.error).status === 404;
  useFailureToast(details.error, notFound ? 'clients:errors.notFound' : 'clients:errors.loadDetail');

  async function remove() {
    if (id === null) return;
    try {
      await deleteClient(id).unwrap();
      toast.success(t('deleted'));
      navigate('/clients');
    } catch (error) {
      toast.error(t('errors.delete', { message: readFailure(error).message }));
      setConfirming(false);
    }
  }

  const client = details.currentData ?? known ?? null;
  useDocumentTitle(client?.name ?? t('title'), { brand: true });
  if (id === null || notFound || (details.isError && !client)) {
    const retry = () => {
      void details.refetch();
      if (canHistory) history.card.onRetry();
    };
    return <ClientNotFound invalid={id === null} notFound={notFound} onRetry={retry} />;
  }

  return (
    <div className="client-detail position-relative">
      <nav className="mb-3">
        <Link to="/clients" className="text-decoration-none small touch-target">
          ‹ {t('detail.back')}
        </Link>
      </nav>
      {!client ? (
        <LoadingOverlay active />
      ) : (
        <div className="client-detail-grid">
          <div className="area-info">
            <ClientInfoCard client={client} newCount={history.statistics?.new_count ?? null}
              lastVisit={!canHistory ? 'hidden' : history.statistics ? history.statistics.last_visit : undefined}
              onEdit={canHistory && client.erased_at === null ? () => setEditing(true) : undefined} onDelete={canDelete ? () => setConfirming(true) : undefined} />
          </div>
          {canHistory && (
            <>
              <div className="area-sales">
                <ClientSalesCard statistics={history.statistics} />
              </div>
              <div className="area-history">
                <ClientHistoryCard {...history.card} />
              </div>
            </>
          )}
        </div>
      )}
      {client && <ClientFormModal isOpen={editing} client={client} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        isOpen={confirming}
        message={client ? t('detail.deleteMessage', { name: client.name }) : undefined}
        busy={deletion.isLoading}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
