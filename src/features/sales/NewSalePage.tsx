import { skipToken } from '@reduxjs/toolkit/query/react';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { useAppSelector } from '../../app/hooks';
import type { Appointment } from '../agenda/agendaApi';
import { useAgendaScope, withinScope } from '../salon/agendaScope';
import { selectRole, selectSalonId } from '../salon/sessionSlice';
import { useProductCategories, useServiceCategories, type Product, type Service } from '../catalogue/catalogueApi';
import { employeesByName, staffApi, type Employee } from '../staff/staffApi';
import { appointmentLine, comandaLines, NO_CARD, productLine, productProfessional, serviceLine, unitsInCart, type SaleForm } from './cart';
import { ItemChooser } from './ItemChooser';
import { SaleCheckout } from './SaleCheckout';
import { SaleLines } from './SaleLines';
import { newPixReference } from './pixReference';
import { priceRule } from './pricing';
import { validateSale } from './saleForm';
import { useGetSalonSettingsQuery } from '../salon/salonApi';
import type { Comanda } from './salesApi';
import './locales';
import './sales.css';

/** The comanda's page, in this page's chunk (app/router.tsx says why). */
export { default as ComandaPage } from './comanda/ComandaPage';

/** Finalizar on the agenda opens this page with the appointment in the router state. */
function appointmentFrom(state: unknown): Appointment | null {
  const appointment = (state as { appointment?: Appointment } | null)?.appointment;
  return appointment && typeof appointment.id === 'number' && typeof appointment.service_id === 'number' ? appointment : null;
}

/** Fechar comanda opens this page with the comanda (as its page showed it) in the router state. */
function comandaFrom(state: unknown): Comanda | null {
  const comanda = (state as { comanda?: Comanda } | null)?.comanda;
  return comanda && typeof comanda.id === 'number' && Array.isArray(comanda.items) ? comanda : null;
}

function initialSale(appointment: Appointment | null, comanda: Comanda | null): SaleForm {
  const client = comanda ? comanda.client : appointment ? { id: appointment.client.id, name: appointment.client.name } : null;
  return {
    items: comanda ? comandaLines(comanda) : appointment ? [appointmentLine(appointment)] : [],
    client,
    comanda: comanda ? { id: comanda.id, version: comanda.version } : null,
    paymentType: null,
    received: null,
    pixReference: newPixReference(),
    card: NO_CARD,
    split: false,
    payments: [],
    tips: [],
  };
}

/** New sale (/sales): the items with their total, and the checkout. `?openSelectItem=true` opens the chooser. */
export default function NewSalePage() {
  const { t, i18n } = useTranslation('sales');
  const salonId = useAppSelector(selectSalonId);
  const role = useAppSelector(selectRole);
  const location = useLocation();
  const [params] = useSearchParams();
  const appointment = useMemo(() => appointmentFrom(location.state), [location.state]);
  const comanda = useMemo(() => comandaFrom(location.state), [location.state]);
  const initial = useMemo(() => initialSale(appointment, comanda), [appointment, comanda]);
  const settings = useGetSalonSettingsQuery(salonId ?? skipToken);
  // A professional sells in their own name (the server refuses another's line): they are the only choice.
  const { ownId, booksForAll } = useAgendaScope();
  const employees = withinScope(employeesByName(staffApi.endpoints.getEmployees.useQuery(salonId ?? skipToken).data), booksForAll, ownId);
  const allowNegativeStock = settings.data?.allow_negative_stock ?? false;
  // The catalogue price stands unless the salon lets this role change it (the server holds to the same rule).
  const prices = priceRule(role, settings.data);
  const rules = { allowNegativeStock, employeeCount: employees.length, prices, locale: i18n.language === 'en' ? 'en-US' : 'pt-BR' };
  const [chooserOpen, setChooserOpen] = useState(params.get('openSelectItem') === 'true');
  const subtitle = comanda
    ? t('newSale.fromComanda', { number: comanda.number, client: comanda.client?.name ?? t('comanda.walkIn') })
    : appointment
      ? t('newSale.fromAppointment', { client: appointment.client.name })
      : undefined;

  return (
    <div className="new-sale">
      <PageHeader title={t('newSale.title')} subtitle={subtitle} />
      <Formik<SaleForm> key={comanda ? `comanda-${comanda.id}-${comanda.version}` : (appointment?.id ?? 'blank')} initialValues={initial} validate={(values) => validateSale(values, rules, t)} onSubmit={() => undefined}>
        <Form className="sale-layout" noValidate>
          <div className="sale-layout__items">
            <SaleLines employees={employees} allowNegativeStock={allowNegativeStock} prices={prices} onAdd={() => setChooserOpen(true)} />
          </div>
          <div className="sale-layout__checkout">
            <SaleCheckout salonId={salonId ?? 0} employees={employees} />
          </div>
          <Chooser
            isOpen={chooserOpen}
            onClose={() => setChooserOpen(false)}
            salonId={salonId}
            employees={employees}
            defaultEmployeeId={appointment?.employee_id ?? comanda?.items.find((item) => item.user_id !== null)?.user_id ?? null}
            sellerId={employees.some((e) => e.id === ownId) ? ownId : null}
            allowNegativeStock={allowNegativeStock}
            anyServiceAllowed={settings.data?.any_service_allowed ?? false}
          />
        </Form>
      </Formik>
    </div>
  );
}

interface ChooserProps {
  isOpen: boolean;
  onClose(): void;
  salonId: number | null;
  employees: Employee[];
  defaultEmployeeId: number | null;
  /** The signed-in user's column when they serve clients (the front desk does not): their products are theirs. */
  sellerId: number | null;
  allowNegativeStock: boolean;
  anyServiceAllowed: boolean;
}

/** The chooser wired to the cart: a service is a new line; a product already in the cart gets one more unit. */
function Chooser({ isOpen, onClose, salonId, employees, defaultEmployeeId, sellerId, allowNegativeStock, anyServiceAllowed }: ChooserProps) {
  const { values, setFieldValue } = useFormikContext<SaleForm>();
  const services = useServiceCategories(salonId);
  const products = useProductCategories(salonId);
  // The appointment's professional, or the only one the salon has; otherwise the line asks.
  const employeeId = defaultEmployeeId ?? (employees.length === 1 ? employees[0].id : null);
  // The stock may have moved since the session's lists loaded (a sale on another device): each reopening asks again.
  // The first opening is the page's own load, already fresh.
  const wasOpen = useRef(isOpen);
  const refreshProducts = products.refetch;
  useEffect(() => {
    if (isOpen && !wasOpen.current) refreshProducts();
    wasOpen.current = isOpen;
  }, [isOpen, refreshProducts]);
  const roomFor = (product: Product) => (allowNegativeStock ? null : product.quantity - unitsInCart(values.items, product.id));

  const addService = (service: Service) => {
    void setFieldValue('items', [...values.items, serviceLine(service, employeeId)]);
    onClose();
  };
  const addProduct = (product: Product) => {
    const index = values.items.findIndex((line) => line.kind === 'product' && line.itemId === product.id);
    if (index >= 0) void setFieldValue(`items.${index}.quantity`, values.items[index].quantity + 1);
    else {
      const professional = productProfessional(values.items, sellerId) ?? (employees.length === 1 ? employees[0].id : null);
      void setFieldValue('items', [...values.items, productLine(product, professional)]);
    }
    onClose();
  };

  const professional = employees.find((employee) => employee.id === employeeId) ?? null;
  return (
    <ItemChooser
      isOpen={isOpen}
      services={services}
      products={products}
      roomFor={roomFor}
      onService={addService}
      onProduct={addProduct}
      onClose={onClose}
      professional={professional}
      anyServiceAllowed={anyServiceAllowed}
    />
  );
}
