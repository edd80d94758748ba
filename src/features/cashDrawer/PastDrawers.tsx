import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardBody, Spinner, Table } from 'reactstrap';
import { Money } from '../../components/Money';
import { salonToday, shiftDays } from '../../lib/days';
import { useGetDrawerQuery, useListDrawersQuery } from './cashDrawerApi';
import { sumOf, useSalonWhen } from './cashFormat';
import { DrawerClosing } from './DrawerClosing';
import { Difference } from './DrawerTable';
import './locales';

/** The salon's last `days` days, today included, as the list's range. */
function lastDays(days: number) {
  const end = salonToday();
  return { start: shiftDays(end, -(days - 1)), end };
}

/** The owner's list of drawers of the last 30 days, each with its totals and difference; one opens as its closing. */
export function PastDrawers({ salonId }: { salonId: number }) {
  const { t } = useTranslation('cashDrawer');
  const when = useSalonWhen();
  const range = useMemo(() => lastDays(30), []);
  const { data, isLoading } = useListDrawersQuery({ salonId, ...range });
  const [shown, setShown] = useState<number | null>(null);
  const { data: drawer } = useGetDrawerQuery(shown ?? skipToken);
  const rows = [...(data ?? [])].reverse();

  if (shown !== null && drawer?.id === shown) return <DrawerClosing drawer={drawer} canExport onDone={() => setShown(null)} />;
  return (
    <Card className="cash-card d-print-none">
      <CardBody>
        <h2 className="h5">{t('past.title')}</h2>
        {isLoading && <Spinner size="sm" />}
        {data && rows.length === 0 && <p className="text-body-secondary">{t('past.empty')}</p>}
        {rows.length > 0 && (
          <Table responsive className="align-middle">
            <thead>
              <tr>
                <th scope="col">{t('past.day')}</th>
                <th scope="col" className="text-end">{t('table.expected')}</th>
                <th scope="col" className="text-end">{t('table.difference')}</th>
                <th scope="col"><span className="visually-hidden">{t('past.view')}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    {when(row.opened_at)}
                    <div className="small text-body-secondary">
                      {row.closed_by_name ? t('past.people', { opened: row.opened_by_name, closed: row.closed_by_name }) : t('past.openedOnly', { opened: row.opened_by_name })}
                    </div>
                  </td>
                  <td className="text-end"><Money cents={sumOf(row.expected)} table /></td>
                  <td className="text-end">{row.difference ? <Difference cents={sumOf(row.difference)} /> : t('past.open')}</td>
                  <td className="text-end">
                    <Button color="link" className="touch" onClick={() => setShown(row.id)}>{t('past.view')}</Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </CardBody>
    </Card>
  );
}
