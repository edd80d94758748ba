import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/money';

export function Money({ cents }: { cents: number }) {
  const { i18n } = useTranslation();
  return <>{formatMoney(cents, i18n.language === 'en' ? 'en-US' : 'pt-BR')}</>;
}
