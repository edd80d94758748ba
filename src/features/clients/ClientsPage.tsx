import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { SearchInput } from '../../components/SearchInput';
import { selectSalonId } from '../salon/sessionSlice';
import { ClientFormModal } from './ClientFormModal';
import { ClientsEmptyState } from './ClientsEmptyState';
import { ClientsTable } from './ClientsTable';
import { useGetClientsQuery, useSearchClientsQuery } from './clientsApi';
import { NewClientButton } from './NewClientButtons';
import { useFailureToast } from '../../components/useFailureToast';
import './clients.css';
import './locales';

/** A page of the list fetched this recently is shown as it is: tags already refresh it after this session's changes. */
const LIST_FRESH_SECONDS = 60;

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** /clients?page=N: search, the table, previous/next pages and the new-client modal. */
export default function ClientsPage() {
  const { t } = useTranslation('clients');
  const salonId = useAppSelector(selectSalonId);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  // The search lives in the page (the URL keeps only the list's page); its results page separately.
  const [query, setQuery] = useState('');
  const [searchPage, setSearchPage] = useState(1);
  const [creating, setCreating] = useState(false);
  // Page 1 is the app shell's cache entry (its once-per-session load): opening /clients asks the server once.
  const list = useGetClientsQuery(salonId ? { salonId, page } : skipToken, { refetchOnMountOrArgChange: LIST_FRESH_SECONDS });
  const found = useSearchClientsQuery(salonId && query ? { salonId, query, page: searchPage } : skipToken);
  // The same words as the shell's failed load of page 1 (its toast id): a failing server says it once.
  useFailureToast(list.error, 'clients:errors.load', 'errors.loadClients');
  useFailureToast(found.error, 'clients:errors.search');

  function search(text: string) {
    // Leaving a search reloads the list ('' asks for everything again).
    if (!text && query && salonId) void list.refetch();
    setQuery(text);
    setSearchPage(1);
  }

  function goTo(next: number) {
    if (query) setSearchPage(next);
    else setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  }

  const shownPage = query ? searchPage : page;
  const active = query ? found : list;
  const loading = active.isFetching || active.isUninitialized;
  // While the next page or search loads, the rows on screen stay under the overlay: each hook's `data` is its
  // last answer for the args it asked with, so a slow answer to an older request never shows.
  const clients = (query ? (found.data ?? list.data) : list.data) ?? [];

  return (
    <div className="clients-page">
      <PageHeader title={t('title')} actions={<NewClientButton onClick={() => setCreating(true)} />} />
      <div className="mb-3 clients-search">
        <SearchInput placeholder={t('searchPlaceholder')} onSearch={search} busy={Boolean(query) && loading} />
      </div>
      <div className="card border-0 shadow-sm position-relative clients-card">
        <LoadingOverlay active={loading} />
        {clients.length > 0 ? (
          <ClientsTable clients={clients} />
        ) : (
          !loading && <ClientsEmptyState query={query} page={shownPage} onFirstPage={() => goTo(1)} onCreate={() => setCreating(true)} />
        )}
      </div>
      {!(loading && clients.length === 0) && <Pagination page={shownPage} count={clients.length} onChange={goTo} />}
      <ClientFormModal isOpen={creating} client={null} onClose={() => setCreating(false)} />
    </div>
  );
}
