import { useTranslation } from 'react-i18next';
import { Table } from 'reactstrap';
import { Money } from '../../components/Money';
import type { CashTotals } from './cashDrawerApi';
import { METHODS, sumOf } from './cashFormat';
import './locales';

/** A difference in red when the drawer is short, green when over (the word says it too, not the colour alone). */
export function Difference({ cents }: { cents: number }) {
  const { t } = useTranslation('cashDrawer');
  if (cents === 0) return <Money cents={0} table />;
  return (
    <span className={cents < 0 ? 'text-danger fw-semibold' : 'text-success'}>
      <Money cents={cents} table /> <small>({t(cents < 0 ? 'closing.short' : 'closing.over')})</small>
    </span>
  );
}

/** Expected per method, and once counted the count and the difference (counted - expected). */
export function DrawerTable({ expected, counted, difference }: { expected: CashTotals; counted?: CashTotals | null; difference?: CashTotals | null }) {
  const { t } = useTranslation('cashDrawer');
  return (
    <Table responsive className="cash-table align-middle">
      <caption className="visually-hidden">{t('table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.method')}</th>
          <th scope="col" className="text-end">{t('table.expected')}</th>
          {counted && <th scope="col" className="text-end">{t('table.counted')}</th>}
          {difference && <th scope="col" className="text-end">{t('table.difference')}</th>}
        </tr>
      </thead>
      <tbody>
        {METHODS.map((method) => (
          <tr key={method}>
            <th scope="row">{t(`methods.${method}`)}</th>
            <td className="text-end"><Money cents={expected[method]} table /></td>
            {counted && <td className="text-end"><Money cents={counted[method]} table /></td>}
            {difference && <td className="text-end"><Difference cents={difference[method]} /></td>}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('table.total')}</th>
          <td className="text-end"><Money cents={sumOf(expected)} table /></td>
          {counted && <td className="text-end"><Money cents={sumOf(counted)} table /></td>}
          {difference && <td className="text-end"><Difference cents={sumOf(difference)} /></td>}
        </tr>
      </tfoot>
    </Table>
  );
}
