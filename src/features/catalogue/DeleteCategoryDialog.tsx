import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { ApiFailure } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { CatalogueKind, CategoryBase } from './catalogueApi';

interface Props {
  kind: CatalogueKind;
  isOpen: boolean;
  category: CategoryBase | null;
  remove(id: number): Promise<unknown>;
  onClose(): void;
}

/** 'Você tem certeza?' then the delete; the server refuses (422) while the category still holds items. */
export function DeleteCategoryDialog({ kind, isOpen, category, remove, onClose }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!category) return;
    setBusy(true);
    try {
      await remove(category.id);
      toast.success(t('catalogue.category.deleted'));
    } catch (failure) {
      const { status, message } = (failure ?? {}) as Partial<ApiFailure>;
      toast.error(status === 422 ? t(`catalogue.${kind}.categoryNotEmpty`) : (message ?? t('errors.unknown')));
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <ConfirmDialog
      isOpen={isOpen}
      message={category ? t('catalogue.category.deleteMessage', { name: category.name }) : undefined}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
