import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button } from 'reactstrap';
import { useAppSelector } from '../../app/hooks';
import { useCan } from '../salon/useCan';
import { PageHeader } from '../../components/PageHeader';
import { SearchInput } from '../../components/SearchInput';
import { selectSalonId } from '../salon/sessionSlice';
import type { CategoryBase, CategoryFields, ItemBase } from './catalogueApi';
import type { CatalogueModel } from './catalogueModels';
import { CatalogueList } from './CatalogueList';
import { CategoryModal } from './CategoryModal';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';
import type { ItemModalProps } from './itemForm';
import type { ItemColumn } from './ItemTable';
import { useCatalogueSearch } from './useCatalogueSearch';
import { useDialog } from './useDialog';
import './catalogue.css';
import './locales';

interface Props<C extends CategoryBase, I extends ItemBase, F> {
  model: CatalogueModel<C, I, F>;
  columns: Array<ItemColumn<I>>;
  note?(item: I): ReactNode;
  /** Beside the search: a catalogue's own controls (the products' negative-stock switch). */
  tools?: ReactNode;
  ItemModal: ComponentType<ItemModalProps<C, I, F>>;
}

/**
 * The services and products screens (spec section 2): header buttons, search, a collapsible panel a category
 * with its items' table, and the category and item modals. Everything that differs comes in through props.
 * Without catalogueWrite (every role but the owner) the same screen is read-only: no buttons, menus or modals.
 */
export function CatalogueLayout<C extends CategoryBase, I extends ItemBase, F>({ model, columns, note, tools, ItemModal }: Props<C, I, F>) {
  const { t } = useTranslation('catalogue');
  const signedInSalon = useAppSelector(selectSalonId);
  const salonId = signedInSalon ?? 0;
  const list = model.useList(signedInSalon);
  const { query, found, searching, onSearch } = useCatalogueSearch(model, salonId, list.refetch);
  const [saveCategoryCall] = model.useSaveCategory();
  const [deleteCategory] = model.useDeleteCategory();
  const [saveItemCall] = model.useSaveItem();
  const [deleteItem] = model.useDeleteItem();
  const { kind, access } = model;
  // Everyone reads the catalogue (the agenda and the sale need it); only the owner changes it.
  const writable = useCan('catalogueWrite');

  // forItem: opened from an item modal of a salon without categories, which comes back once the category exists.
  const categoryDialog = useDialog<{ category: C | null; forItem: boolean }>({ category: null, forItem: false });
  const itemDialog = useDialog<{ item: I | null; categoryId: number | null }>({ item: null, categoryId: null });
  const deleteDialog = useDialog<C | null>(null);
  // A search's panel shows only its matches: the delete rule counts every item the category holds.
  const toDelete = list.categories.find((category) => category.id === deleteDialog.value?.id) ?? deleteDialog.value;

  const newCategory = () => categoryDialog.open({ category: null, forItem: false });
  const saveCategory = async (id: number | null, fields: CategoryFields) => {
    const saved = await saveCategoryCall({ salonId, id, fields }).unwrap();
    toast.success(t(id ? 'category.updated' : 'category.created'));
    if (categoryDialog.value.forItem) itemDialog.open({ item: null, categoryId: saved.id });
    return saved;
  };
  const saveItem = async (id: number | null, fields: F) => {
    const saved = await saveItemCall({ salonId, id, fields }).unwrap();
    toast.success(t(id ? `${kind}.updated` : `${kind}.created`));
    return saved;
  };
  const newCategoryFromItem = () => {
    itemDialog.close();
    categoryDialog.open({ category: null, forItem: true });
  };

  return (
    <>
      <PageHeader
        title={t(`${kind}.title`)}
        actions={
          writable ? (
            <>
              <Button color="primary" outline onClick={newCategory}>
                {t('newCategory')}
              </Button>
              <Button color="primary" onClick={() => itemDialog.open({ item: null, categoryId: null })}>
                {t(`${kind}.newItem`)}
              </Button>
            </>
          ) : undefined
        }
      />
      <div className="catalogue-tools mb-3">
        <div className="catalogue-search">
          <SearchInput placeholder={t(`${kind}.search`)} onSearch={onSearch} busy={searching} />
        </div>
        {tools}
      </div>
      <CatalogueList
        kind={kind}
        categories={found ?? list.categories}
        items={access.items}
        status={list.status}
        search={found ? query : null}
        onRetry={list.refetch}
        columns={columns}
        note={note}
        readOnly={!writable}
        onNewCategory={newCategory}
        onEditCategory={(category) => categoryDialog.open({ category, forItem: false })}
        onDeleteCategory={(category) => deleteDialog.open(category)}
        onNewItem={(categoryId) => itemDialog.open({ item: null, categoryId })}
        onOpenItem={(item) => itemDialog.open({ item, categoryId: null })}
      />
      <CategoryModal
        key={`category-${categoryDialog.key}`}
        kind={kind}
        isOpen={categoryDialog.isOpen}
        category={categoryDialog.value.category}
        save={saveCategory}
        onClose={categoryDialog.close}
      />
      <ItemModal
        key={`item-${itemDialog.key}`}
        isOpen={itemDialog.isOpen}
        item={itemDialog.value.item}
        categoryId={itemDialog.value.categoryId}
        categories={list.categories}
        onClose={itemDialog.close}
        onNewCategory={newCategoryFromItem}
        save={saveItem}
        remove={(id) => deleteItem({ salonId, id }).unwrap()}
      />
      <DeleteCategoryDialog
        kind={kind}
        isOpen={deleteDialog.isOpen}
        category={deleteDialog.value}
        itemCount={toDelete ? access.items(toDelete).length : 0}
        remove={(id) => deleteCategory({ salonId, id }).unwrap()}
        onClose={deleteDialog.close}
      />
    </>
  );
}
