import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { loadDragAndDrop, pointerDrags } from '../features/agenda/grid/dragAndDrop';
import { PublicLayout } from './layouts/PublicLayout';
import { RequireCapability } from './RequireCapability';
import { RequireSession } from './RequireSession';
import { RootErrorPage } from './RootErrorPage';

/** Every page is its own chunk, so the landing page never downloads the agenda. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/**
 * Pages with forms, dialogs or tables also load the rest of Bootstrap (styles/bootstrap-app.scss); the landing,
 * pricing and legal pages never do, which keeps their render-blocking CSS small.
 */
const withAppStyles = (load: () => Promise<{ default: ComponentType }>) => () =>
  Promise.all([load(), import('../styles/bootstrap-app.scss')]).then(([module]) => module);
const formPage = (load: () => Promise<{ default: ComponentType }>) => page(withAppStyles(load));

/**
 * Every page opens at its top (a page left scrolled, such as a long sign-in form on a phone, no longer leaves the
 * next one scrolled past its heading), and Back returns to where it was. Keyed by path: a change of the query
 * alone (the reports' period, a search) keeps the place on the page.
 */
const Root = () => (
  <>
    <ScrollRestoration getKey={(location) => location.pathname} />
    <Outlet />
  </>
);

/** Shown for the moment the first page's chunk loads: blank, so nothing flashes before the page. */
const BootScreen = () => <div className="min-vh-100" aria-busy="true" />;

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RootErrorPage />,
    HydrateFallback: BootScreen,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, lazy: page(() => import('../features/marketing/LandingPage')) },
          { path: 'precos', lazy: page(() => import('../features/marketing/PricingPage')) },
          { path: 'termos', lazy: page(() => import('../features/marketing/TermsPage')) },
          { path: 'privacidade', lazy: page(() => import('../features/marketing/PrivacyPage')) },
          { path: 'cadastrar', lazy: formPage(() => import('../features/auth/SignUpPage')) },
          { path: 'login', lazy: formPage(() => import('../features/auth/LoginPage')) },
          { path: 'forgot', lazy: formPage(() => import('../features/auth/ForgotPasswordPage')) },
          { path: 'reset-password', lazy: formPage(() => import('../features/auth/ResetPasswordPage')) },
          { path: 'confirmar-email', lazy: formPage(() => import('../features/auth/ConfirmEmailPage')) },
          { path: 'lembretes/cancelar', lazy: formPage(() => import('../features/reminders/UnsubscribePage')) },
          { path: '*', lazy: page(() => import('../features/marketing/NotFoundPage')) },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            lazy: async () => {
              const [{ AppLayout }] = await Promise.all([import('./layouts/AppLayout'), import('../styles/bootstrap-app.scss')]);
              return { Component: AppLayout };
            },
            children: [
              {
                path: 'agenda',
                // With a mouse, the calendar's drag-and-drop add-on comes with the page, fetched alongside it (dragAndDrop.ts).
                lazy: page(() => {
                  const dragAndDrop = pointerDrags() ? loadDragAndDrop() : undefined;
                  return import('../features/agenda/page/AgendaPage').then(async (module) => (await dragAndDrop, module));
                }),
              },
              // Pages of one role only (server/contract/roles.ts): another role's address leads to the agenda.
              { element: <RequireCapability capability="staffManage" />, children: [{ path: 'staff', lazy: page(() => import('../features/staff/StaffPage')) }] },
              { path: 'clients', lazy: page(() => import('../features/clients/ClientsPage')) },
              { path: 'clients/:id', lazy: page(() => import('../features/clients/ClientDetailPage')) },
              { path: 'reports', lazy: page(() => import('../features/reports/ReportsPage')) },
              { path: 'services', lazy: page(() => import('../features/catalogue/ServicesPage')) },
              { path: 'products', lazy: page(() => import('../features/catalogue/ProductsPage')) },
              { path: 'sales', lazy: page(() => import('../features/sales/NewSalePage')) },
              { path: 'sales/:id', lazy: page(() => import('../features/sales/SaleViewPage')) },
              // A visit's open ticket (issue 30 item 5): every role adds to it from their phone. It comes in the checkout's
              // chunk (the same item chooser; closing it opens the checkout): a chunk of its own would add its file list
              // to the entry, which the agenda's first load counts.
              { path: 'comandas/:id', lazy: page(() => import('../features/sales/NewSalePage').then((module) => ({ default: module.ComandaPage }))) },
              // The day's sales (issue 25 item 11): the owner's and the front desk's.
              { element: <RequireCapability capability="salesAll" />, children: [{ path: 'vendas', lazy: page(() => import('../features/sales/SalesListPage')) }] },
              // The cash drawer (issue 30 item 6): the owner's and the front desk's.
              { element: <RequireCapability capability="cashDrawer" />, children: [{ path: 'caixa', lazy: page(() => import('../features/cashDrawer/CashDrawerPage')) }] },
              { path: 'profile', lazy: page(() => import('../features/account/ProfilePage')) },
              {
                element: <RequireCapability capability="salonAdmin" />,
                children: [
                  { path: 'meu-salao/perfil', lazy: page(() => import('../features/account/SalonProfilePage')) },
                  // The spec's misspelling is in links already out there: it leads to the one address of the page.
                  { path: 'meu-salao/pefil', element: <Navigate to="/meu-salao/perfil" replace /> },
                  { path: 'meu-salao/plano', lazy: page(() => import('../features/plan/PlanPage')) },
                  { path: 'meu-salao/agendamento-online', lazy: page(() => import('../features/onlineBooking/OnlineBookingPage')) },
                ],
              },
              {
                // LGPD (issue 11): a client's data to print or download, the salon's export and closing the account.
                element: <RequireCapability capability="privacyAdmin" />,
                children: [
                  { path: 'clients/:id/dados', lazy: page(() => import('../features/clients/ClientDataPage')) },
                  { path: 'meu-salao/privacidade', lazy: page(() => import('../features/account/SalonPrivacyPage')) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
