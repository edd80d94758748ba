import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { readFailure, signedOutBy } from '../../api/errors';
import type { CategoryBase, ItemBase } from './catalogueApi';
import type { CatalogueModel } from './catalogueModels';
import { allCategories, type Categories } from './categoryLists';
import './locales';

/**
 * The search box (spec section 5): a query shows only the matching items; '' puts the full list back and
 * reloads it. Only the answer to the text in the box is ever put on screen, so a slow answer to an older text
 * cannot replace it; while that answer is on its way (or if it fails) the last one stays. The text lives in
 * the screen, so leaving it forgets the search.
 */
export function useCatalogueSearch<C extends CategoryBase, I extends ItemBase, F>(model: CatalogueModel<C, I, F>, salonId: number, reload: () => void) {
  const { i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const { currentData, isFetching, isError, error, refetch } = model.useSearch(query ? { salonId, query } : skipToken);
  // The last answer to a text of the box: stays on screen while the next one is on its way, or if it fails.
  const [answer, setAnswer] = useState<Categories<C> | undefined>(undefined);
  if (currentData && currentData !== answer) setAnswer(currentData);

  // Once per failed answer: i18n (unlike t) keeps its identity when the language changes.
  useEffect(() => {
    if (isError && !signedOutBy(readFailure(error))) toast.error(i18n.t(`catalogue:${model.kind}.searchFailed`));
  }, [error, i18n, isError, model.kind]);

  const onSearch = useCallback(
    (text: string) => {
      if (text === query) {
        if (isError) void refetch(); // the same text tried again after a failure
        return;
      }
      setQuery(text);
      if (text !== '') return;
      setAnswer(undefined);
      reload();
    },
    [isError, query, refetch, reload],
  );

  /** found: the panels of the search on screen; null: the full list. */
  return { query, found: query && answer ? allCategories(answer) : null, searching: query !== '' && isFetching, onSearch };
}
