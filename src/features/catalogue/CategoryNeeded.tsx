import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'reactstrap';
import type { CatalogueKind } from './catalogueApi';
import './locales';

/** In an item modal of a salon without categories: items live in categories, so that comes first. */
export function CategoryNeeded({ kind, onNewCategory }: { kind: CatalogueKind; onNewCategory(): void }) {
  const { t } = useTranslation('catalogue');
  return (
    <Alert color="info" className="d-flex flex-wrap align-items-center gap-2">
      <span className="flex-grow-1">{t(`${kind}.needCategory`)}</span>
      <Button type="button" color="primary" size="sm" onClick={onNewCategory}>
        {t('newCategory')}
      </Button>
    </Alert>
  );
}
