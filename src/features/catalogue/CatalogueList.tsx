import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/EmptyState';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { selectSalonId } from '../auth/authSlice';
import type { CategoryBase, ItemBase } from './catalogueApi';
import type { CatalogueModel } from './catalogueSlice';
import { CategoryPanel } from './CategoryPanel';
import { ItemTable, type ItemColumn } from './ItemTable';

interface Props<C extends CategoryBase, I extends ItemBase, F> {
  model: CatalogueModel<C, I, F>;
  columns: Array<ItemColumn<I>>;
  note?(item: I): ReactNode;
  onNewCategory(): void;
  onEditCategory(category: C): void;
  onDeleteCategory(category: C): void;
  onNewItem(categoryId: number): void;
  onOpenItem(item: I): void;
}

/** The panels on screen, or what stands in for them: the first load, a failed load, an empty catalogue or search. */
export function CatalogueList<C extends CategoryBase, I extends ItemBase, F>(props: Props<C, I, F>) {
  const { model, columns, note, onNewCategory, onEditCategory, onDeleteCategory, onNewItem, onOpenItem } = props;
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const salonId = useAppSelector(selectSalonId);
  const views = useAppSelector(model.selectVisible);
  const status = useAppSelector(model.selectStatus);
  const search = useAppSelector(model.selectSearch);
  const text = (key: string, options?: Record<string, unknown>) => t(`catalogue.${model.kind}.${key}`, options);

  if (views.length === 0 && !search) {
    if (status === 'idle' || status === 'loading') {
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
            <p className="text-muted">{t('catalogue.loadFailed')}</p>
            <Button color="primary" outline onClick={() => salonId && void dispatch(model.thunks.categoriesRequested(salonId))}>
              {t('catalogue.retry')}
            </Button>
          </div>
        </div>
      );
    }
  }

  if (views.length === 0) {
    return (
      <div className="card border-0 shadow-sm">
        {search ? (
          <EmptyState icon="search" title={t('catalogue.noResults', { query: search.query })} />
        ) : (
          <EmptyState
            icon={model.kind === 'services' ? 'scissors' : 'box'}
            title={text('empty')}
            hint={text('emptyHint')}
            action={
              <Button color="primary" onClick={onNewCategory}>
                {text('emptyAction')}
              </Button>
            }
          />
        )}
      </div>
    );
  }

  return (
    <>
      {views.map(({ category, items }) => (
        <CategoryPanel
          key={category.id}
          name={category.name}
          description={category.description}
          countLabel={text(items.length === 1 ? 'countOne' : 'countOther', { count: items.length })}
          addLabel={text('addToCategory')}
          onAdd={() => onNewItem(category.id)}
          onEdit={() => onEditCategory(category)}
          onDelete={() => onDeleteCategory(category)}
        >
          {items.length > 0 ? (
            <ItemTable items={items} columns={columns} note={note} onOpen={onOpenItem} />
          ) : (
            <div className="card-body d-flex flex-wrap align-items-center gap-2 text-muted">
              <span className="me-auto">{text('emptyCategory')}</span>
              <Button color="primary" outline size="sm" onClick={() => onNewItem(category.id)}>
                {text('emptyCategoryAction')}
              </Button>
            </div>
          )}
        </CategoryPanel>
      ))}
    </>
  );
}
