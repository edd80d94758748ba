import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button } from 'reactstrap';
import type { ApiFailure } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { CatalogueKind, ItemBase } from './catalogueApi';

interface Props {
  kind: CatalogueKind;
  item: ItemBase;
  disabled: boolean;
  remove(id: number): Promise<unknown>;
  onDeleted(): void;
}

/** The edit modal's Deletar: 'Você tem certeza?', then the delete and its toast. */
export function DeleteItemButton({ kind, item, disabled, remove, onDeleted }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await remove(item.id);
      toast.success(t(`catalogue.${kind}.deleted`));
      setConfirming(false);
      onDeleted();
    } catch (failure) {
      // 'Impossível deletar este serviço!' plus why, e.g. it is in appointments or sales.
      const { message } = (failure ?? {}) as Partial<ApiFailure>;
      toast.error([t(`catalogue.${kind}.deleteFailed`), message].filter(Boolean).join(' '));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button type="button" color="danger" outline className="me-auto" disabled={disabled || busy} onClick={() => setConfirming(true)}>
        {t('catalogue.deleteItem')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        message={t(`catalogue.${kind}.deleteMessage`, { name: item.name })}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
