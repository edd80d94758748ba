import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { ConnectionBanner } from '../../components/ConnectionBanner';
import { Icon } from '../../components/Icon';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { selectUser, signOutRequested } from '../../features/salon/sessionSlice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { SalonClock } from '../SalonClock';
import { useCan } from '../../features/salon/useCan';
import { BellSlot } from '../../features/notices/BellSlot';
import { useIdleWanted } from '../../hooks/useIdleWanted';
import { Brand, MenuLinks, SALON_TOGGLE } from './AppMenu';
import { TrialBanner } from './TrialBanner';
// Before the first paint, not after it (toasterStyles.ts says why).
import '../../components/toasterStyles';
import '../../styles/touch.css';

// Opened only by a tap: their chunks (the salon menu carries Popper) come at the first idle moment, not before the page.
const SalonMenu = lazy(() => import('./SalonMenu'));
const MobileMenu = lazy(() => import('./MobileMenu'));

/** The signed-in chrome: side menu (burger on phones), top bar with the salon menu, the bell, profile and logout. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [salonMenuAsked, setSalonMenuAsked] = useState(false);
  // The menus render (and so load) once the page and its data are in, or at once when tapped before that.
  const menusWanted = useIdleWanted(menuOpen || salonMenuAsked);
  const salonAdmin = useCan('salonAdmin');

  async function logout() {
    await dispatch(signOutRequested());
    navigate('/login', { replace: true });
  }

  const salonLabel = (
    <>
      <Icon name="store" className="me-2" />
      <span className="salon-name">{user?.salon.name}</span>
    </>
  );
  // What SalonMenu's toggle draws, until its chunk is in: a tap here opens the menu as soon as it is.
  const salonToggle = (
    <div className="me-auto dropdown">
      <button
        type="button"
        className={`${SALON_TOGGLE} dropdown-toggle btn btn-link`}
        aria-haspopup="true"
        aria-expanded={false}
        onClick={() => setSalonMenuAsked(true)}
      >
        {salonLabel}
      </button>
    </div>
  );

  return (
    <div className="app-shell">
      <ConnectionBanner />
      <aside className="app-sidebar d-none d-lg-flex">
        <Brand />
        <MenuLinks />
      </aside>
      {menusWanted && (
        <Suspense fallback={null}>
          <MobileMenu isOpen={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      <div className="app-main">
        <header className="app-topbar">
          <button type="button" className="btn btn-link text-body d-lg-none p-1 touch-target" aria-label={t('menu.open')} onClick={() => setMenuOpen(true)}>
            <Icon name="menu" size={24} />
          </button>
          {/* The salon's own pages are the owner's: the others see only whose salon this is. */}
          {!salonAdmin ? (
            <span className="me-auto fw-semibold salon-toggle salon-toggle--plain">{salonLabel}</span>
          ) : menusWanted ? (
            <Suspense fallback={salonToggle}>
              <SalonMenu label={salonLabel} initiallyOpen={salonMenuAsked} />
            </Suspense>
          ) : (
            salonToggle
          )}
          <BellSlot salonId={user?.salon.id ?? null} ready={menusWanted} />
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
          <SalonClock salonId={user?.salon.id ?? null}>
            <Suspense fallback={<LoadingOverlay active />}>
              <Outlet />
            </Suspense>
          </SalonClock>
        </main>
      </div>
    </div>
  );
}
