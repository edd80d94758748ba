import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import type { CashDrawer } from './cashDrawerApi';
import { useSalonWhen } from './cashFormat';
import './locales';

/** The float, the sangrias and suprimentos with who and why, and the estornos of sales paid back from this drawer. */
export function DrawerActivity({ drawer }: { drawer: CashDrawer }) {
  const { t } = useTranslation('cashDrawer');
  const when = useSalonWhen();
  return (
    <div className="cash-activity">
      <dl className="cash-facts">
        <div><dt>{t('details.float')}</dt><dd><Money cents={drawer.float} /></dd></div>
        <div><dt>{t('details.suprimentos')}</dt><dd><Money cents={drawer.suprimentos} /></dd></div>
        <div><dt>{t('details.sangrias')}</dt><dd><Money cents={drawer.sangrias} /></dd></div>
        <div><dt>{t('details.estornos')}</dt><dd><Money cents={drawer.estornos.cash} /></dd></div>
      </dl>
      <h2 className="h6 mt-3">{t('movements.title')}</h2>
      {drawer.movements.length === 0 ? (
        <p className="text-body-secondary">{t('movements.empty')}</p>
      ) : (
        <ul className="list-unstyled cash-list">
          {drawer.movements.map((m) => (
            <li key={m.id}>
              <strong>{t(`movements.${m.kind}`)}</strong> <Money cents={m.kind === 'sangria' ? -m.amount : m.amount} /> · {m.reason}
              <div className="small text-body-secondary">{when(m.created_at)} {t('movements.by', { name: m.user_name })}</div>
            </li>
          ))}
        </ul>
      )}
      {drawer.canceled_sales.length > 0 && (
        <>
          <h2 className="h6 mt-3">{t('estornos.title')}</h2>
          <ul className="list-unstyled cash-list">
            {drawer.canceled_sales.map((e) => (
              <li key={e.sale_id}>
                <strong>{t('estornos.sale', { number: e.number })}</strong> <Money cents={-e.amount} />
                {e.reason ? ` · ${e.reason}` : ''}
                <div className="small text-body-secondary">{when(e.canceled_at)}</div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
