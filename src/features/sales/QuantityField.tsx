import { useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormGroup, Input, Label } from 'reactstrap';
import './locales';

interface Props {
  name: string;
  /** Services are always one (spec section 5: quantity disabled for service items). */
  disabled: boolean;
  /** The product's stock and the units the + may still add (the rest of it), or null without a limit. */
  limit: { stock: number; room: number } | null;
}

/**
 * A line's quantity: − and + for thumbs, and the number to type. Past the stock the + refuses and says why; a
 * typed quantity past it shows the same message (the form's validation) and the sale cannot be finished.
 */
export function QuantityField({ name, disabled, limit }: Props) {
  const { t } = useTranslation('sales');
  const [field, meta, helpers] = useField<number>(name);
  const [refused, setRefused] = useState<string | null>(null);
  const id = `field-${name}`;
  const message = meta.error ?? refused;

  const set = (quantity: number) => {
    setRefused(null);
    void helpers.setValue(quantity);
  };
  const more = () => {
    if (limit && limit.room <= 0) setRefused(t('validation.stock', { count: Math.max(limit.stock, 0) }));
    else set(field.value + 1);
  };

  return (
    <FormGroup className="sale-quantity">
      <Label for={id}>{t('line.quantity')}</Label>
      <div className="input-group">
        <Button type="button" outline color="secondary" disabled={disabled || field.value <= 1} aria-label={t('line.less')} onClick={() => set(field.value - 1)}>
          −
        </Button>
        <Input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          className="text-center"
          disabled={disabled}
          value={String(field.value || '')}
          invalid={Boolean(message)}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => set(Number(event.target.value.replace(/\D/g, '').slice(0, 4)) || 0)}
          onBlur={() => void helpers.setTouched(true)}
        />
        <Button type="button" outline color="secondary" disabled={disabled} aria-label={t('line.more')} onClick={more}>
          +
        </Button>
      </div>
      {message && (
        <div className="invalid-feedback d-block" id={`${id}-error`} role="alert">
          {message}
        </div>
      )}
    </FormGroup>
  );
}
