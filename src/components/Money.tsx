import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/money';

/**
 * An amount in reais, always with its cents ('R$ 45,00'); with `table` (table columns, reports) the digits are
 * also tabular and right-aligned, so a column of prices lines up.
 */
export function Money({ cents, table = false }: { cents: number; table?: boolean }) {
  const { i18n } = useTranslation();
  const text = formatMoney(cents, i18n.language === 'en' ? 'en-US' : 'pt-BR');
  return table ? <span className="money-cell">{text}</span> : <>{text}</>;
}
