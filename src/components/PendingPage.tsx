import { useTranslation } from 'react-i18next';
import { PageHeader } from './PageHeader';

/** A screen whose feature ships in a later release: the route, the menu and the title are already real. */
export function PendingPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <div className="card border-0 shadow-sm">
        <div className="card-body text-center text-muted py-5">{t('common.comingSoon')}</div>
      </div>
    </>
  );
}
