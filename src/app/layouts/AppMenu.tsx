import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Icon, type IconName } from '../../components/Icon';
import { can, type Capability } from '../../../server/contract/roles';
import { selectRole } from '../../features/salon/sessionSlice';
import { useAppSelector } from '../hooks';

/** `anyOf`: the roles that see the item (server/contract/roles.ts); none: everyone signed in. */
const MENU: Array<{ to: string; label: string; icon: IconName; anyOf?: Capability[] }> = [
  { to: '/agenda', label: 'menu.agenda', icon: 'calendar' },
  { to: '/clients', label: 'menu.clients', icon: 'users' },
  { to: '/staff', label: 'menu.staff', icon: 'staff', anyOf: ['staffManage'] },
  // Read-only without catalogueWrite: the agenda and the sale need the catalogue, so everyone may look.
  { to: '/services', label: 'menu.services', icon: 'scissors' },
  { to: '/products', label: 'menu.products', icon: 'box' },
  // The day's sales, to reopen, reprint or resend a receipt, and the estornos (issue 25 items 10 and 11).
  { to: '/vendas', label: 'menu.sales', icon: 'store', anyOf: ['salesAll'] },
  // The day's cash drawer (issue 30 item 6): opened, moved and closed at the front desk.
  { to: '/caixa', label: 'menu.cashDrawer', icon: 'cash', anyOf: ['cashDrawer'] },
  // The owner's full reports, the front desk's today, a professional's own commission.
  { to: '/reports', label: 'menu.reports', icon: 'chart', anyOf: ['reportsFull', 'reportsToday', 'commissions'] },
  // The owner's public booking page (issue 28): in the menu, not only under the salon's name, as it is set up often at first.
  { to: '/meu-salao/agendamento-online', label: 'menu.onlineBooking', icon: 'globe', anyOf: ['salonAdmin'] },
];

/** The app's pages: the side menu on desktops, the burger's panel on phones (MobileMenu). */
export function MenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const role = useAppSelector(selectRole);
  const shown = MENU.filter((item) => !item.anyOf || item.anyOf.some((capability) => can(role, capability)));
  return (
    <nav className="app-menu nav flex-column" aria-label={t('menu.label')}>
      {shown.map((item) => (
        <NavLink key={item.to} to={item.to} className="nav-link" onClick={onNavigate}>
          <Icon name={item.icon} />
          <span>{t(item.label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}

export const Brand = () => (
  <Link to="/agenda" className="app-brand">
    <img src="/favicon.svg" alt="" width={28} height={28} /> Agendei
  </Link>
);

/** The salon menu's button (SalonMenu), also drawn by AppLayout while that menu's chunk loads. */
export const SALON_TOGGLE = 'text-body text-decoration-none fw-semibold salon-toggle';
