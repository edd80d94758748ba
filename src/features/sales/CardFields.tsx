import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { CARD_BRANDS, isCard, MAX_INSTALLMENTS } from './cart';
import type { PaymentType } from './salesApi';
import './locales';

/**
 * A card payment's details (issue 30 item 3): Bandeira (optional), Parcelas for credit (1x..12x, default 1x) and
 * the machine's NSU / authorization code (optional). `prefix` is where they live in the form: `card` for the
 * one-tap payment, `payments.{i}` for a split row. Nothing for another method.
 */
export function CardFields({ prefix, method }: { prefix: string; method: PaymentType | null }) {
  const { t } = useTranslation('sales');
  if (!isCard(method)) return null;
  return (
    <div className="sale-card">
      <SelectField
        name={`${prefix}.cardBrand`}
        label={t('card.brand')}
        placeholder={t('card.brandNone')}
        options={CARD_BRANDS.map((brand) => ({ value: brand, label: t(`card.brands.${brand}`) }))}
      />
      {method === 'credit_card' && (
        <SelectField
          name={`${prefix}.installments`}
          label={t('card.installments')}
          options={Array.from({ length: MAX_INSTALLMENTS }, (_, i) => ({ value: i + 1, label: `${i + 1}x` }))}
        />
      )}
      <TextField name={`${prefix}.nsu`} label={t('card.nsu')} maxLength={20} autoComplete="off" inputMode="text" />
    </div>
  );
}
