import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { EmptyState } from '../../components/EmptyState';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import type { CatalogueKind, CategoryBase, CategoryList, ItemBase } from './catalogueApi';
import { CategoryPanel } from './CategoryPanel';
import { ItemTable, type ItemColumn } from './ItemTable';
import './locales';

interface Props<C extends CategoryBase, I extends ItemBase> {
  kind: CatalogueKind;
  /** The panels on screen: the full list's, or the search's. */
  categories: C[];
  items(category: C): I[];
  status: CategoryList<C>['status'];
  /** The text of the search on screen; null: the full list. */
  search: string | null;
  onRetry(): void;
  columns: Array<ItemColumn<I>>;
  note?(item: I): ReactNode;
  /** Without catalogueWrite: the lists only, with no way to add, change or delete. */
  readOnly?: boolean;
  onNewCategory(): void;
  onEditCategory(category: C): void;
  onDeleteCategory(category: C): void;
  onNewItem(categoryId: number): void;
  onOpenItem(item: I): void;
}

/** The panels on screen, or what stands in for them: the first load, a failed load, an empty catalogue or search. */
export function CatalogueList<C extends CategoryBase, I extends ItemBase>(props: Props<C, I>) {
  const { kind, categories, items, status, search, onRetry, columns, note, readOnly = false, onNewCategory, onEditCategory, onDeleteCategory, onNewItem, onOpenItem } = props;
  const { t } = useTranslation('catalogue');
  const text = (key: string, options?: Record<string, unknown>) => t(`${kind}.${key}`, options);

  if (categories.length === 0 && search === null) {
    if (status === 'loading') {
      return (
        <div className="position-relative catalogue-loading">
          <LoadingOverlay active />
        </div>
      );
    }
    if (status === 'failed') {
      return (
        <div className="card border-0 shadow-sm">
          <div className="card-body text-center py-5">
            <p className="text-muted">{t('loadFailed')}</p>
            <Button color="primary" outline onClick={onRetry}>
              {t('retry')}
            </Button>
          </div>
        </div>
      );
    }
  }

  if (categories.length === 0) {
    return (
      <div className="card border-0 shadow-sm">
        {search !== null ? (
          <EmptyState icon="search" title={t('noResults', { query: search })} />
        ) : (
          <EmptyState
            icon={kind === 'services' ? 'scissors' : 'box'}
            title={text('empty')}
            hint={readOnly ? t('readOnly') : text('emptyHint')}
            action={
              readOnly ? undefined : (
                <Button color="primary" onClick={onNewCategory}>
                  {text('emptyAction')}
                </Button>
              )
            }
          />
        )}
      </div>
    );
  }

  return (
    <>
      {categories.map((category) => ({ category, shown: items(category) })).map(({ category, shown }) => (
        <CategoryPanel
          key={category.id}
          name={category.name}
          description={category.description}
          countLabel={text(shown.length === 1 ? 'countOne' : 'countOther', { count: shown.length })}
          addLabel={text('addToCategory')}
          menu={
            readOnly
              ? undefined
              : { onAdd: () => onNewItem(category.id), onEdit: () => onEditCategory(category), onDelete: () => onDeleteCategory(category) }
          }
        >
          {shown.length > 0 ? (
            <ItemTable items={shown} columns={columns} note={note} onOpen={readOnly ? undefined : onOpenItem} />
          ) : (
            <div className="card-body d-flex flex-wrap align-items-center gap-2 text-muted">
              <span className="me-auto">{text('emptyCategory')}</span>
              {!readOnly && (
                <Button color="primary" outline size="sm" onClick={() => onNewItem(category.id)}>
                  {text('emptyCategoryAction')}
                </Button>
              )}
            </div>
          )}
        </CategoryPanel>
      ))}
    </>
  );
}
