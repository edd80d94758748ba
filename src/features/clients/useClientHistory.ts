import { skipToken } from '@reduxjs/toolkit/query';
import { readFailure } from '../../api/errors';
import { useGetClientAppointmentsInfiniteQuery, useGetClientStatisticsQuery, useGetClientTransactionsInfiniteQuery } from './clientsApi';
import { useFailureToast } from '../../components/useFailureToast';
import './locales';

/** Opening a client always asks for a fresh copy; what the cache holds shows meanwhile. */
export const FRESH = { refetchOnMountOrArgChange: true } as const;

/** Pages can overlap when appointments are booked or sales made meanwhile: each row shows once. */
const unique = <T extends { id: number }>(rows: T[]) => [...new Map(rows.map((row) => [row.id, row])).values()];

/**
 * Everything the detail page shows under the info card: statistics, appointments and products bought (each a
 * page at a time), loaded side by side. The history fails as one (one message, one retry); a client that does
 * not exist has no history either, and the page already says so.
 */
export function useClientHistory(id: number | null) {
  const statistics = useGetClientStatisticsQuery(id ?? skipToken, FRESH);
  const appointments = useGetClientAppointmentsInfiniteQuery(id ?? skipToken, FRESH);
  const transactions = useGetClientTransactionsInfiniteQuery(id ?? skipToken, FRESH);
  const parts = [statistics, appointments, transactions];
  const error = statistics.error ?? appointments.error ?? transactions.error;
  useFailureToast(error, error && readFailure(error).status === 404 ? null : 'clients:errors.loadDetail');

  let status: 'loading' | 'ready' | 'failed' = 'loading';
  if (parts.some((part) => part.isError && !part.currentData)) status = 'failed';
  else if (parts.every((part) => part.currentData)) status = 'ready';
  return {
    statistics: statistics.currentData ?? null,
    /** ClientHistoryCard's props. */
    card: {
      appointments: unique(appointments.currentData?.pages.flat() ?? []),
      products: unique(transactions.currentData?.pages.flatMap((page) => page.products) ?? []),
      status,
      more: {
        appointments: {
          more: appointments.hasNextPage,
          loading: appointments.isFetchingNextPage,
          onMore: () => void appointments.fetchNextPage(),
        },
        products: {
          more: transactions.hasNextPage,
          loading: transactions.isFetchingNextPage,
          onMore: () => void transactions.fetchNextPage(),
        },
      },
      onRetry: () => parts.forEach((part) => void part.refetch()),
    },
  };
}
