import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { track } from '../../api/analytics';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { Icon } from '../../components/Icon';

/** Public site chrome: the top bar turns transparent near the top of the landing page. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const overHero = pathname === '/';

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 40);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => setOpen(false), [pathname]);

  const transparent = overHero && !scrolled && !open;
  /**
   * On the landing page, the chrome's sign-up and pricing links count as landing calls to action too; the data
   * attributes let the prerendered landing (no React) report the same event.
   */
  const landingCta = (cta: string) =>
    overHero
      ? { onClick: () => track('landing.cta_click', { cta }), 'data-track': 'landing.cta_click', 'data-track-props': JSON.stringify({ cta }) }
      : {};
  return (
    <div className="public-shell">
      <header className={`public-nav ${transparent ? 'is-transparent' : 'is-solid'}`}>
        <div className="container d-flex align-items-center gap-3">
          <Link to="/" className="public-brand">
            <img src="/favicon.svg" alt="" width={32} height={32} /> Agendei
          </Link>
          <button type="button" className="btn btn-link d-md-none ms-auto public-burger" aria-label={t('menu.open')} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            <Icon name={open ? 'close' : 'menu'} size={26} />
          </button>
          <nav className={`public-links ${open ? 'is-open' : ''}`} aria-label={t('publicNav.label')}>
            <NavLink to="/precos" {...landingCta('nav_pricing')}>
              {t('publicNav.pricing')}
            </NavLink>
            <NavLink to="/login">{t('publicNav.login')}</NavLink>
            <Link to="/cadastrar" className="btn btn-warning fw-semibold" {...landingCta('nav_signup')}>
              {t('publicNav.signUp')}
            </Link>
            <LanguageSwitch />
          </nav>
        </div>
      </header>
      <main className="public-main">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="public-footer">
        <div className="container">
          <div className="row gy-4">
            <div className="col-12 col-md-4">
              <div className="public-brand mb-2">
                <img src="/favicon.svg" alt="" width={28} height={28} /> Agendei
              </div>
              <p className="small opacity-75">{t('footer.tagline')}</p>
            </div>
            <div className="col-6 col-md-4">
              <h2 className="h6">{t('footer.company')}</h2>
              <ul className="list-unstyled small">
                <li><Link to="/">{t('footer.home')}</Link></li>
                <li><a href="mailto:contato@agendei.app">{t('footer.contact')}</a></li>
                <li><Link to="/termos">{t('footer.terms')}</Link></li>
                <li><Link to="/privacidade">{t('footer.privacy')}</Link></li>
              </ul>
            </div>
            <div className="col-6 col-md-4">
              <h2 className="h6">{t('footer.product')}</h2>
              <ul className="list-unstyled small">
                <li><Link to="/cadastrar" {...landingCta('footer_signup')}>{t('footer.signUp')}</Link></li>
                <li><Link to="/login">{t('footer.signIn')}</Link></li>
                <li><Link to="/precos" {...landingCta('footer_pricing')}>{t('footer.pricing')}</Link></li>
              </ul>
            </div>
          </div>
          <p className="small opacity-75 mt-4 mb-0">© {new Date().getFullYear()} Agendei</p>
        </div>
      </footer>
    </div>
  );
}
