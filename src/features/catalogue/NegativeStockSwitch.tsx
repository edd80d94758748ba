import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { FormGroup, Input, Label } from 'reactstrap';
import { readFailure } from '../../api/errors';
import { useAppSelector } from '../../app/hooks';
import { selectSalonId } from '../salon/sessionSlice';
import { useGetSalonSettingsQuery, useUpdateSalonSettingsMutation } from '../salon/salonApi';
import './locales';

/**
 * 'Permitir venda sem estoque': whether a sale may take a product's stock below zero (the salon's setting, which
 * the sale screen and the server both follow). The switch moves at once and moves back if the save fails.
 */
export function NegativeStockSwitch() {
  const { t } = useTranslation('catalogue');
  const salonId = useAppSelector(selectSalonId);
  const settings = useGetSalonSettingsQuery(salonId ?? skipToken);
  const [update, saving] = useUpdateSalonSettingsMutation();
  const id = 'salon-allow-negative-stock';

  async function change(allow: boolean) {
    if (salonId === null) return;
    try {
      await update({ salonId, changes: { allow_negative_stock: allow }, optimistic: true }).unwrap();
    } catch (error) {
      toast.error(t('products.negativeStock.failed', { message: readFailure(error).message }));
    }
  }

  return (
    <FormGroup switch className="negative-stock mb-0">
      <Input
        type="switch"
        role="switch"
        id={id}
        checked={settings.data?.allow_negative_stock ?? false}
        // Until the salon's setting is known, a tap could only guess what it changes.
        disabled={!settings.data || saving.isLoading}
        onChange={(event) => void change(event.target.checked)}
        aria-describedby={`${id}-help`}
      />
      <Label check for={id}>
        {t('products.negativeStock.label')}
      </Label>
      <div id={`${id}-help`} className="form-text mt-0">
        {settings.isError ? t('products.negativeStock.loadFailed') : t('products.negativeStock.help')}
      </div>
    </FormGroup>
  );
}
