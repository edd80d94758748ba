import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, Card, CardBody, Spinner } from 'reactstrap';
import { readFailure } from '../../api/errors';
import { Icon } from '../../components/Icon';
import { saveFile } from '../../lib/saveFile';
import { fetchDrawerCsv, type CashDrawer } from './cashDrawerApi';
import { useSalonWhen } from './cashFormat';
import { DrawerActivity } from './DrawerActivity';
import { DrawerTable } from './DrawerTable';
import './locales';

/** A closed drawer: expected, counted and difference per method, who opened, moved and closed it; print, and the owner's CSV. */
export function DrawerClosing({ drawer, canExport, onDone }: { drawer: CashDrawer; canExport: boolean; onDone?: () => void }) {
  const { t } = useTranslation('cashDrawer');
  const when = useSalonWhen();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const { fileName, data } = await fetchDrawerCsv(drawer.id);
      saveFile(fileName, data);
    } catch (failed) {
      toast.error(readFailure(failed).message);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card className="cash-card cash-closing">
      <CardBody>
        <h2 className="h5">{t('closing.title')}</h2>
        <p className="mb-1">{t('status.openedBy', { name: drawer.opened_by_name, time: when(drawer.opened_at) })}</p>
        {drawer.closed_at !== null && <p>{t('status.closedBy', { name: drawer.closed_by_name ?? '', time: when(drawer.closed_at) })}</p>}
        <DrawerTable expected={drawer.expected} counted={drawer.counted} difference={drawer.difference} />
        {drawer.note && <p className="fst-italic">{drawer.note}</p>}
        <DrawerActivity drawer={drawer} />
        <div className="cash-actions d-print-none">
          <Button color="primary" outline className="touch" onClick={() => window.print()}>
            {t('actions.print')}
          </Button>
          {canExport && (
            <Button color="primary" outline className="touch" onClick={() => void exportCsv()} disabled={exporting}>
              {exporting ? <Spinner size="sm" className="me-2" /> : <Icon name="download" className="me-2" />}
              {t('actions.csv')}
            </Button>
          )}
          {onDone && (
            <Button color="secondary" outline className="touch" onClick={onDone}>
              {t('actions.done')}
            </Button>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
