import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, FormGroup, Input, Label } from 'reactstrap';
import { readFailure, signedOutBy } from '../../../api/errors';
import { useAppSelector } from '../../../app/hooks';
import { useProductCategories, useServiceCategories, type Product, type Service } from '../../catalogue/catalogueApi';
import { useAgendaScope, withinScope } from '../../salon/agendaScope';
import { useCan } from '../../salon/useCan';
import { selectSalonId } from '../../salon/sessionSlice';
import { useGetSalonSettingsQuery } from '../../salon/salonApi';
import { employeesByName, staffApi } from '../../staff/staffApi';
import { ItemChooser } from '../ItemChooser';
import { useAddComandaItemMutation, type Comanda } from '../salesApi';
import '../locales';

/**
 * Adicionar item: the sale's item chooser; the item goes straight to the comanda, for the professional chosen
 * (the front desk picks; a professional adds for themself, the server holds to it). A product already in the
 * comanda is added again as its own item, so two phones adding the same one never overwrite each other.
 */
export function ComandaAdd({ comanda }: { comanda: Comanda }) {
  const { t } = useTranslation('sales');
  const selectId = useId();
  const salonId = useAppSelector(selectSalonId);
  const settings = useGetSalonSettingsQuery(salonId ?? skipToken);
  const manage = useCan('comandaManage');
  const { ownId, booksForAll } = useAgendaScope();
  const employees = withinScope(employeesByName(staffApi.endpoints.getEmployees.useQuery(salonId ?? skipToken).data), booksForAll, ownId);
  const services = useServiceCategories(salonId);
  const products = useProductCategories(salonId);
  const first = comanda.items.find((item) => item.user_id !== null)?.user_id ?? null;
  const [chosen, setChosen] = useState<number | null>(null);
  const employeeId = manage ? (chosen ?? first ?? (employees.length === 1 ? employees[0].id : null)) : ownId;
  const [open, setOpen] = useState(false);
  const [add, { isLoading }] = useAddComandaItemMutation();
  const allowNegative = settings.data?.allow_negative_stock ?? false;
  const inComanda = (product: Product) => comanda.items.filter((item) => item.product_id === product.id).reduce((sum, item) => sum + item.quantity, 0);

  async function addItem(item: { service_id: number } | { product_id: number }, name: string) {
    setOpen(false);
    try {
      await add({ id: comanda.id, item: { ...item, ...(manage ? { user_id: employeeId } : {}) } }).unwrap();
      toast.success(t('comanda.added', { name }), { toastId: `comanda-added-${name}` });
    } catch (error) {
      const failure = readFailure(error);
      if (!signedOutBy(failure)) toast.error(Object.values(failure.fields)[0] ?? failure.message);
    }
  }

  return (
    <>
      {manage && employees.length > 1 && (
        <FormGroup className="mb-0">
          <Label for={selectId}>{t('comanda.for')}</Label>
          <Input id={selectId} type="select" value={employeeId ?? ''} onChange={(event) => setChosen(event.target.value ? Number(event.target.value) : null)}>
            <option value="">{t('line.noProfessional')}</option>
            {employees.map((employee) => (
              <option key={employee.id} value={employee.id}>
                {employee.name}
              </option>
            ))}
          </Input>
        </FormGroup>
      )}
      <Button type="button" color="primary" size="lg" className="w-100" disabled={isLoading} onClick={() => setOpen(true)}>
        {t('comanda.add')}
      </Button>
      <ItemChooser
        isOpen={open}
        services={services}
        products={products}
        roomFor={(product) => (allowNegative ? null : product.quantity - inComanda(product))}
        onService={(service: Service) => void addItem({ service_id: service.id }, service.name)}
        onProduct={(product: Product) => void addItem({ product_id: product.id }, product.name)}
        onClose={() => setOpen(false)}
        professional={employees.find((employee) => employee.id === employeeId) ?? null}
        anyServiceAllowed={settings.data?.any_service_allowed ?? false}
      />
    </>
  );
}
