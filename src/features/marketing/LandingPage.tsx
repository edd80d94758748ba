import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { track } from '../../api/analytics';
import { Icon, type IconName } from '../../components/Icon';
import { AgendaMock } from './AgendaMock';
import { DeviceIcon, DevicesArt } from './DevicesArt';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import './marketing.css';
import './locales';

const FEATURES: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'fast', icon: 'clock' },
  { key: 'history', icon: 'users' },
  { key: 'reports', icon: 'chart' },
  { key: 'reminders', icon: 'bell' },
];
const DEVICES = ['phone', 'tablet', 'desktop'] as const;

/**
 * Props for a call-to-action link: the SPA reports the click itself, and the data attributes let the
 * prerendered landing page (plain HTML plus a tiny script, no React) report the same event.
 */
const cta = (which: string) => ({
  onClick: () => track('landing.cta_click', { cta: which }),
  'data-track': 'landing.cta_click',
  'data-track-props': JSON.stringify({ cta: which }),
});

export default function LandingPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('landing.documentTitle'));

  return (
    <>
      <section className="landing-hero" aria-labelledby="hero-title">
        <div className="container">
          <div className="row align-items-center gy-5 gx-lg-5">
            <div className="col-lg-6 text-center text-lg-start">
              <p className="mkt-eyebrow mkt-eyebrow--light">{t('landing.hero.eyebrow')}</p>
              <h1 id="hero-title" className="landing-hero__title">{t('landing.hero.title')}</h1>
              <p className="landing-hero__subtitle">{t('landing.hero.subtitle')}</p>
              <div className="d-flex flex-column flex-sm-row align-items-center justify-content-center justify-content-lg-start gap-3">
                <Link to="/cadastrar" className="btn btn-warning btn-lg fw-semibold px-4 landing-hero__cta" {...cta('hero_signup')}>
                  {t('landing.hero.cta')}
                </Link>
                <Link to="/precos" className="landing-hero__link" {...cta('hero_pricing')}>
                  {t('landing.hero.pricing')} <span aria-hidden="true">→</span>
                </Link>
              </div>
              <p className="landing-hero__note">{t('landing.hero.note')}</p>
            </div>
            <div className="col-lg-6">
              <AgendaMock />
            </div>
          </div>
        </div>
      </section>

      <section className="mkt-section" aria-labelledby="features-title">
        <div className="container">
          <header className="mkt-section__header">
            <p className="mkt-eyebrow">{t('landing.features.eyebrow')}</p>
            <h2 id="features-title" className="mkt-section__title">
              {t('landing.features.title')}
            </h2>
            <p className="mkt-section__subtitle">{t('landing.features.subtitle')}</p>
          </header>
          <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4">
            {FEATURES.map(({ key, icon }) => (
              <div key={key} className="col">
                <article className="feature-card">
                  <span className="feature-card__icon">
                    <Icon name={icon} size={24} />
                  </span>
                  <h3 className="h5">{t(`landing.features.${key}.title`)}</h3>
                  <p className="mb-0 text-body-secondary">{t(`landing.features.${key}.text`)}</p>
                </article>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="mkt-section mkt-section--soft" aria-labelledby="devices-title">
        <div className="container">
          <div className="row align-items-center gy-5 gx-lg-5">
            <div className="col-lg-6 order-lg-2">
              <p className="mkt-eyebrow">{t('landing.devices.eyebrow')}</p>
              <h2 id="devices-title" className="mkt-section__title">
                {t('landing.devices.title')}
              </h2>
              <p className="mkt-section__subtitle ms-0">{t('landing.devices.subtitle')}</p>
              <ul className="device-list">
                {DEVICES.map((device) => (
                  <li key={device}>
                    <span className="device-list__icon">
                      <DeviceIcon name={device} />
                    </span>
                    <span>
                      <strong className="d-block">{t(`landing.devices.${device}.title`)}</strong>
                      <span className="text-body-secondary">{t(`landing.devices.${device}.text`)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="col-lg-6 order-lg-1">
              <DevicesArt />
            </div>
          </div>
        </div>
      </section>

      <section className="mkt-section" aria-labelledby="final-cta-title">
        <div className="container">
          <div className="landing-cta">
            <h2 id="final-cta-title" className="landing-cta__title">
              {t('landing.finalCta.title')}
            </h2>
            <p className="landing-cta__text">{t('landing.finalCta.text')}</p>
            <div className="d-flex flex-column flex-sm-row justify-content-center gap-3">
              <Link to="/cadastrar" className="btn btn-warning btn-lg fw-semibold px-4" {...cta('final_signup')}>
                {t('landing.finalCta.cta')}
              </Link>
              <Link to="/precos" className="btn btn-outline-light btn-lg px-4" {...cta('final_pricing')}>
                {t('landing.finalCta.pricing')}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
