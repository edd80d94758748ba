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
import { appointmentLine, NO_CARD, productLine, productProfessional, serviceLine, unitsInCart, type SaleForm } from './cart';
import { ItemChooser } from './ItemChooser';
import { SaleCheckout } from './SaleCheckout';
import { SaleLines } from './SaleLines';
import { newPixReference } from './pixReference';
import { priceRule } from './pricing';
import { validateSale } from './saleForm';
import { useGetSalonSettingsQuery } from '../salon/salonApi';
import './locales';
import './sales.css';

/** Finalizar on the agenda opens this page with the appointment in the router state. */
function appointmentFrom(state: unknown): Appointment | null {
  const appointment = (state as { appointment?: Appointment } | null)?.appointment;
  return appointment && typeof appointment.id === 'number' && typeof appointment.service_id === 'number' ? appointment : null;
}

function initialSale(appointment: Appointment | null): SaleForm {
  return {
    items: appointment ? [appointmentLine(appointment)] : [],
    client: appointment ? { id: appointment.client.id, name: appointment.client.name } : null,
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
  const initial = useMemo(() => initialSale(appointment), [appointment]);
  const settings = useGetSalonSettingsQuery(salonId ?? skipToken);
  // A professional sells in their own name (the server refuses another's line): they are the only choice.
  const { ownId, booksForAll } = useAgendaScope();
  const employees = withinScope(employeesByName(staffApi.endpoints.getEmployees.useQuery(salonId ?? skipToken).data), booksForAll, ownId);
  const allowNegativeStock = settings.data?.allow_negative_stock ?? false;
  // The catalogue price stands unless the salon lets this role change it (the server holds to the same rule).
  const prices = priceRule(role, settings.data);
  const rules = { allowNegativeStock, employeeCount: employees.length, prices, locale: i18n.language === 'en' ? 'en-US' : 'pt-BR' };
  const [chooserOpen, setChooserOpen] = useState(params.get('openSelectItem') === 'true');

  return (
    <div className="new-sale">
      <PageHeader title={t('newSale.title')} subtitle={appointment ? t('newSale.fromAppointment', { client: appointment.client.name }) : undefined} />
      <Formik<SaleForm> key={appointment?.id ?? 'blank'} initialValues={initial} validate={(values) => validateSale(values, rules, t)} onSubmit={() => undefined}>
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
            defaultEmployeeId={appointment?.employee_id ?? null}
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
