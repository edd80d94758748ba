import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Dropdown, DropdownItem, DropdownMenu, DropdownToggle, Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap';
import { ConnectionBanner } from '../../components/ConnectionBanner';
import { Icon, type IconName } from '../../components/Icon';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { can, type Capability } from '../../../server/contract/roles';
import { selectRole, selectUser, signOutRequested } from '../../features/auth/authSlice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useCan } from '../useCan';
import { TrialBanner } from './TrialBanner';

/** `anyOf`: the roles that see the item (server/contract/roles.ts); none: everyone signed in. */
const MENU: Array<{ to: string; label: string; icon: IconName; anyOf?: Capability[] }> = [
  { to: '/agenda', label: 'menu.agenda', icon: 'calendar' },
  { to: '/clients', label: 'menu.clients', icon: 'users' },
  { to: '/staff', label: 'menu.staff', icon: 'staff', anyOf: ['staffManage'] },
  // Read-only without catalogueWrite: the agenda and the sale need the catalogue, so everyone may look.
  { to: '/services', label: 'menu.services', icon: 'scissors' },
  { to: '/products', label: 'menu.products', icon: 'box' },
  // The owner's full reports, the front desk's today, a professional's own commission.
  { to: '/reports', label: 'menu.reports', icon: 'chart', anyOf: ['reportsFull', 'reportsToday', 'commissions'] },
];

function MenuLinks({ onNavigate }: { onNavigate?: () => void }) {
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

const Brand = () => (
  <Link to="/agenda" className="app-brand">
    <img src="/favicon.svg" alt="" width={28} height={28} /> Agendei
  </Link>
);

/** The signed-in chrome: side menu (burger on phones), top bar with the salon menu, profile and logout. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [storeOpen, setStoreOpen] = useState(false);
  const salonAdmin = useCan('salonAdmin');

  async function logout() {
    await dispatch(signOutRequested());
    navigate('/login', { replace: true });
  }

  return (
    <div className="app-shell">
      <ConnectionBanner />
      <aside className="app-sidebar d-none d-lg-flex">
        <Brand />
        <MenuLinks />
      </aside>
      <Offcanvas isOpen={menuOpen} toggle={() => setMenuOpen(false)} direction="start" className="app-offcanvas">
        <OffcanvasHeader toggle={() => setMenuOpen(false)}>
          <Brand />
        </OffcanvasHeader>
        <OffcanvasBody>
          <MenuLinks onNavigate={() => setMenuOpen(false)} />
          <LanguageSwitch className="mt-4" />
        </OffcanvasBody>
      </Offcanvas>
      <div className="app-main">
        <header className="app-topbar">
          <button type="button" className="btn btn-link text-body d-lg-none p-1 touch-target" aria-label={t('menu.open')} onClick={() => setMenuOpen(true)}>
            <Icon name="menu" size={24} />
          </button>
          {/* The salon's own pages are the owner's: the others see only whose salon this is. */}
          {!salonAdmin ? (
            <span className="me-auto fw-semibold salon-toggle salon-toggle--plain">
              <Icon name="store" className="me-2" />
              <span className="salon-name">{user?.salon.name}</span>
            </span>
          ) : (
            <Dropdown isOpen={storeOpen} toggle={() => setStoreOpen((open) => !open)} className="me-auto">
              <DropdownToggle caret color="link" className="text-body text-decoration-none fw-semibold salon-toggle">
                <Icon name="store" className="me-2" />
                <span className="salon-name">{user?.salon.name}</span>
              </DropdownToggle>
              <DropdownMenu>
                <DropdownItem tag={Link} to="/meu-salao/perfil">
                  {t('menu.salonProfile')}
                </DropdownItem>
                <DropdownItem tag={Link} to="/meu-salao/plano">
                  {t('menu.plan')}
                </DropdownItem>
                <DropdownItem tag={Link} to="/meu-salao/privacidade">
                  {t('menu.privacy')}
                </DropdownItem>
              </DropdownMenu>
            </Dropdown>
          )}
          <LanguageSwitch className="d-none d-lg-inline-flex me-2" />
          <Link to="/profile" className="btn btn-light btn-sm profile-button touch-target" aria-label={t('menu.profile')}>
            <span className="avatar-initial">{user?.name.charAt(0).toUpperCase()}</span>
            <span className="d-none d-md-inline ms-2">{user?.name}</span>
          </Link>
          <button type="button" className="btn btn-outline-secondary btn-sm ms-2 touch-target" onClick={logout} aria-label={t('menu.logout')}>
            <Icon name="logout" size={16} />
            <span className="d-none d-md-inline ms-1">{t('menu.logout')}</span>
          </button>
        </header>
        <TrialBanner salonId={user?.salon.id ?? null} />
        <main className="app-content">
          <Suspense fallback={<LoadingOverlay active />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
