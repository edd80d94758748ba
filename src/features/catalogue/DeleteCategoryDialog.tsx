import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { readFailure } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { CatalogueKind, CategoryBase } from './catalogueApi';
import './locales';

interface Props {
  kind: CatalogueKind;
  isOpen: boolean;
  category: CategoryBase | null;
  /** Items the category holds on screen: with any, it cannot be deleted, and that is said before anything else. */
  itemCount: number;
  remove(id: number): Promise<unknown>;
  onClose(): void;
}

/**
 * A category that still holds items is refused up front (no 'tem certeza?' for a delete that cannot happen);
 * an empty one gets 'Você tem certeza?' then the delete. The server's 422 stays the last word (the list on
 * screen may be older than the database).
 */
export function DeleteCategoryDialog({ kind, isOpen, category, itemCount, remove, onClose }: Props) {
  const { t } = useTranslation('catalogue');
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!category) return;
    setBusy(true);
    try {
      await remove(category.id);
      toast.success(t('category.deleted'));
    } catch (failure) {
      const { status, message } = readFailure(failure);
      toast.error(status === 422 ? t(`${kind}.categoryNotEmpty`) : message);
    } finally {
      setBusy(false);
      onClose();
    }
  }

  if (itemCount > 0) {
    return (
      <ConfirmDialog
        isOpen={isOpen}
        title={t('category.cannotDelete')}
        message={category ? t(`${kind}.categoryHasItems`, { name: category.name, count: itemCount }) : undefined}
        confirmLabel={t('category.understood')}
        confirmColor="primary"
        cancelLabel={null}
        onConfirm={onClose}
        onCancel={onClose}
      />
    );
  }

  return (
    <ConfirmDialog
      isOpen={isOpen}
      message={category ? t('category.deleteMessage', { name: category.name }) : undefined}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
