import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardBody } from 'reactstrap';
import type { CashDrawer } from './cashDrawerApi';
import { useSalonWhen } from './cashFormat';
import { CloseDrawerDialog } from './CloseDrawerDialog';
import { DrawerActivity } from './DrawerActivity';
import { DrawerTable } from './DrawerTable';
import { MovementDialog } from './MovementDialog';
import './locales';

/** The open drawer: who opened it and when, what it should hold per method, its movements; sangria, suprimento, close. */
export function OpenDrawerView({ drawer, onClosed }: { drawer: CashDrawer; onClosed(closed: CashDrawer): void }) {
  const { t } = useTranslation('cashDrawer');
  const when = useSalonWhen();
  const [kind, setKind] = useState<'sangria' | 'suprimento' | null>(null);
  const [closing, setClosing] = useState(false);
  return (
    <Card className="cash-card">
      <CardBody>
        <p className="mb-2">{t('status.openedBy', { name: drawer.opened_by_name, time: when(drawer.opened_at) })}</p>
        <DrawerTable expected={drawer.expected} />
        <div className="cash-actions">
          <Button color="primary" outline className="touch" onClick={() => setKind('sangria')}>
            {t('actions.sangria')}
          </Button>
          <Button color="primary" outline className="touch" onClick={() => setKind('suprimento')}>
            {t('actions.suprimento')}
          </Button>
          <Button color="primary" className="touch" onClick={() => setClosing(true)}>
            {t('actions.close')}
          </Button>
        </div>
        <DrawerActivity drawer={drawer} />
      </CardBody>
      <MovementDialog drawerId={drawer.id} kind={kind} onClose={() => setKind(null)} />
      <CloseDrawerDialog
        drawer={drawer}
        isOpen={closing}
        onClose={() => setClosing(false)}
        onClosed={(closed) => {
          setClosing(false);
          onClosed(closed);
        }}
      />
    </Card>
  );
}
