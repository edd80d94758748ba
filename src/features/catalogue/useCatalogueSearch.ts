import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { ApiFailure } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import type { CategoryBase, ItemBase } from './catalogueApi';
import { searchCleared, type CatalogueModel } from './catalogueSlice';

/**
 * The search box's handler: a query shows only the matching items; '' puts the full list back and reloads it
 * (spec section 5). Leaving the screen forgets the search, so the list is whole when the user comes back.
 */
export function useCatalogueSearch<C extends CategoryBase, I extends ItemBase, F>(model: CatalogueModel<C, I, F>, salonId: number) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const last = useRef<string | null>('');
  const { kind, thunks } = model;

  useEffect(() => () => void dispatch(searchCleared(kind)), [dispatch, kind]);

  return useCallback(
    (query: string) => {
      if (query === last.current) return;
      last.current = query;
      if (query === '') {
        dispatch(searchCleared(kind));
        void dispatch(thunks.categoriesRequested(salonId));
        return;
      }
      dispatch(thunks.searchRequested({ salonId, query }))
        .unwrap()
        .catch((failure: ApiFailure) => {
          if (last.current !== query) return; // a newer search or the full list replaced this one
          last.current = null; // the same text may be tried again
          if (failure.status !== 401 && failure.status !== 403) toast.error(t(`catalogue.${kind}.searchFailed`));
        });
    },
    [dispatch, kind, salonId, t, thunks],
  );
}
