import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import './marketing.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <section className="not-found">
      <div className="container text-center">
        <svg className="not-found__art" viewBox="0 0 200 120" aria-hidden="true">
          <rect x="40" y="14" width="120" height="96" rx="14" fill="#ede9fe" />
          <rect x="40" y="14" width="120" height="26" rx="14" fill="#c4b5fd" />
          <rect x="40" y="30" width="120" height="10" fill="#c4b5fd" />
          <rect x="64" y="4" width="8" height="20" rx="4" fill="#5b21b6" />
          <rect x="128" y="4" width="8" height="20" rx="4" fill="#5b21b6" />
          <path d="M86 62a14 14 0 1 1 22 11.5c-4 2.8-6 5-6 9.5" fill="none" stroke="#5b21b6" strokeWidth="8" strokeLinecap="round" />
          <circle cx="102" cy="98" r="5" fill="#5b21b6" />
        </svg>
        <p className="not-found__code" aria-hidden="true">
          {t('notFound.code')}
        </p>
        <h1 className="not-found__title">{t('notFound.title')}</h1>
        <p className="not-found__text">{t('notFound.text')}</p>
        <Link to="/" className="btn btn-primary btn-lg px-4">
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
