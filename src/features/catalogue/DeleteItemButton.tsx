import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button } from 'reactstrap';
import { readFailure } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { CatalogueKind, ItemBase } from './catalogueApi';
import './locales';

interface Props {
  kind: CatalogueKind;
  item: ItemBase;
  disabled: boolean;
  remove(id: number): Promise<unknown>;
  onDeleted(): void;
}

/** The edit modal's Deletar: 'Você tem certeza?', then the delete and its toast. */
export function DeleteItemButton({ kind, item, disabled, remove, onDeleted }: Props) {
  const { t } = useTranslation('catalogue');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await remove(item.id);
      toast.success(t(`${kind}.deleted`));
      setConfirming(false);
      onDeleted();
    } catch (failure) {
      // 'Impossível deletar este serviço!' plus why, e.g. it is in appointments or sales.
      toast.error([t(`${kind}.deleteFailed`), readFailure(failure).message].filter(Boolean).join(' '));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button type="button" color="danger" outline className="me-auto" disabled={disabled || busy} onClick={() => setConfirming(true)}>
        {t('deleteItem')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        message={t(`${kind}.deleteMessage`, { name: item.name })}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
