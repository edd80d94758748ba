import { useTranslation } from 'react-i18next';
import type { DuplicateMatch } from '../api/errors';
import { formatPhone } from '../lib/masks';
import { ConfirmDialog } from './ConfirmDialog';

interface Props {
  /** Who the new record resembles; null keeps the dialog closed. */
  duplicate: DuplicateMatch | null;
  /** Which list it is about: 'client' or 'professional'. */
  kind: 'client' | 'professional';
  busy?: boolean;
  /** Continuar: save anyway. */
  onContinue(): void;
  /** Voltar: back to the form, with everything typed still there. */
  onBack(): void;
}

/** 'Já existe um cliente chamado Maria Silva (11) 91234-5678. Continuar mesmo assim?' after a 409. */
export function DuplicateDialog({ duplicate, kind, busy = false, onContinue, onBack }: Props) {
  const { t } = useTranslation();
  const who = duplicate ? [duplicate.name, formatPhone(duplicate.phone)].filter(Boolean).join(' ') : '';
  return (
    <ConfirmDialog
      isOpen={duplicate !== null}
      title={t('duplicates.title')}
      message={duplicate ? t(`duplicates.${kind}.${duplicate.match}`, { who }) : undefined}
      confirmLabel={t('duplicates.continue')}
      cancelLabel={t('duplicates.back')}
      confirmColor="primary"
      busy={busy}
      onConfirm={onContinue}
      onCancel={onBack}
    />
  );
}
