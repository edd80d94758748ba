import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from 'reactstrap';
import { Icon } from '../../components/Icon';
import { AGENDA_PALETTE } from '../../../server/contract/constants';
import './locales';

/**
 * The agenda colour as a row of round swatches. Native radios underneath, so arrow keys, Tab and screen
 * readers behave as in any radio group; the swatch is only their label.
 */
export function ColorSwatches({ name }: { name: string }) {
  const { t } = useTranslation('staff');
  const [field, meta] = useField<string>(name);
  const legendId = `field-${name}-legend`;
  return (
    <fieldset className="mb-3">
      <legend id={legendId} className="form-label fs-6 mb-2">
        {t('fields.color')}
      </legend>
      <div className="color-swatches" role="radiogroup" aria-labelledby={legendId}>
        {AGENDA_PALETTE.map((color) => {
          const id = `${name}-${color.name}`;
          const checked = field.value?.toLowerCase() === color.hex;
          return (
            <span key={color.hex} className="color-swatch">
              <input
                type="radio"
                id={id}
                name={name}
                value={color.hex}
                checked={checked}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-label={t(`colors.${color.name}`)}
                className="color-swatch-input"
              />
              <label htmlFor={id} className="color-swatch-label" style={{ backgroundColor: color.hex }} title={t(`colors.${color.name}`)}>
                {checked && <Icon name="check" size={16} className="color-swatch-check" />}
              </label>
            </span>
          );
        })}
      </div>
      {meta.error && <FormFeedback className="d-block">{meta.error}</FormFeedback>}
    </fieldset>
  );
}
