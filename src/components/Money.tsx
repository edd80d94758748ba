import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/money';

/**
 * An amount in reais. In prose cents show only when present ('R$ 45'); with `table` (table columns, reports)
 * cents always show and the digits are tabular and right-aligned, so a column of prices lines up.
 */
export function Money({ cents, table = false }: { cents: number; table?: boolean }) {
  const { i18n } = useTranslation();
  const text = formatMoney(cents, i18n.language === 'en' ? 'en-US' : 'pt-BR', table);
  return table ? <span className="money-cell">{text}</span> : <>{text}</>;
}
