import { useTranslation } from 'react-i18next';

/** Last resort when a page fails to load (e.g. a chunk vanished after a deploy): offer a reload. */
export function RootErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="container py-5 text-center">
      <h1 className="h3">{t('errors.pageCrashed')}</h1>
      <button type="button" className="btn btn-primary mt-3" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </div>
  );
}
