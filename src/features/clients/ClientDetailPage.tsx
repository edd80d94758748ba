import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { ApiFailure } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import i18n from '../../i18n';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ClientFormModal } from './ClientFormModal';
import { ClientHistoryCard } from './ClientHistoryCard';
import { ClientInfoCard } from './ClientInfoCard';
import { ClientNotFound } from './ClientNotFound';
import { ClientSalesCard } from './ClientSalesCard';
import { selectClientDetail } from './clientsSlice';
import { clientAppointmentsPageRequested, clientDeleted, clientHistoryRequested, clientOpened } from './clientsThunks';
import './clients.css';

const quiet = (failure: ApiFailure) => failure.status === 401 || failure.status === 403;

/** /clients/:id: info, sales and history cards; edit and delete. */
export default function ClientDetailPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const detail = useAppSelector(selectClientDetail);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  // i18n.t rather than t: the toasts must not make the loading depend on the language.
  const loadHistory = useCallback(
    (clientId: number) => {
      dispatch(clientHistoryRequested(clientId))
        .unwrap()
        .catch((failure: ApiFailure) => {
          if (!quiet(failure) && failure.status !== 404) toast.error(i18n.t('clients.errors.loadDetail'));
        });
    },
    [dispatch],
  );

  const load = useCallback(
    (clientId: number) => {
      dispatch(clientOpened(clientId))
        .unwrap()
        .catch((failure: ApiFailure) => {
          if (!quiet(failure)) toast.error(i18n.t(failure.status === 404 ? 'clients.errors.notFound' : 'clients.errors.loadDetail'));
        });
      loadHistory(clientId);
    },
    [dispatch, loadHistory],
  );

  useEffect(() => {
    if (id !== null) load(id);
  }, [load, id]);

  async function remove() {
    if (id === null) return;
    setDeleting(true);
    try {
      await dispatch(clientDeleted(id)).unwrap();
      toast.success(t('clients.deleted'));
      navigate('/clients');
    } catch (failure) {
      toast.error(t('clients.errors.delete', { message: (failure as ApiFailure).message ?? '' }));
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  }

  async function loadMore() {
    if (id === null) return;
    setLoadingMore(true);
    try {
      await dispatch(clientAppointmentsPageRequested({ id, page: detail.appointmentsPage + 1 })).unwrap();
    } catch (failure) {
      if (!quiet(failure as ApiFailure)) toast.error(t('clients.errors.loadDetail'));
    } finally {
      setLoadingMore(false);
    }
  }

  const current = detail.id === id ? detail : null;
  const client = current?.client ?? null;
  useDocumentTitle(client?.name ?? t('clients.title'), { brand: true });
  if (id === null || (current?.status === 'failed' && !client) || (current?.notFound ?? false)) {
    return <ClientNotFound invalid={id === null} notFound={current?.notFound ?? false} onRetry={() => id !== null && load(id)} />;
  }

  return (
    <div className="client-detail position-relative">
      <nav className="mb-3">
        <Link to="/clients" className="text-decoration-none small touch-target">
          ‹ {t('clients.detail.back')}
        </Link>
      </nav>
      {!client ? (
        <LoadingOverlay active />
      ) : (
        <div className="client-detail-grid">
          <div className="area-info">
            <ClientInfoCard client={client} newCount={current?.statistics?.new_count ?? null} onEdit={() => setEditing(true)} onDelete={() => setConfirming(true)} />
          </div>
          <div className="area-sales">
            <ClientSalesCard statistics={current?.statistics ?? null} />
          </div>
          <div className="area-history">
            <ClientHistoryCard
              appointments={current?.appointments ?? []}
              products={current?.products ?? []}
              status={current?.historyStatus ?? 'idle'}
              more={current?.moreAppointments ?? false}
              loadingMore={loadingMore}
              onMore={loadMore}
              onRetry={() => loadHistory(client.id)}
            />
          </div>
        </div>
      )}
      {client && <ClientFormModal isOpen={editing} client={client} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        isOpen={confirming}
        message={client ? t('clients.detail.deleteMessage', { name: client.name }) : undefined}
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
