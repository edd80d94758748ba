import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import './locales';

/**
 * 'Atende clientes' (issue 25, item 9): on, the member has a column on the agenda, is offered wherever a professional
 * is chosen and takes a seat of the plan; off (the front desk), none of those. With the plan's seats taken, the
 * help says why turning it on would be refused.
 */
export function ServesClientsSwitch({ seatsFull }: { seatsFull: boolean }) {
  const { t } = useTranslation('staff');
  const [field, meta, helpers] = useField<boolean>('servesClients');
  const id = 'field-servesClients';
  return (
    <FormGroup switch className="serves-clients-switch mb-3">
      <Input
        type="switch"
        role="switch"
        id={id}
        checked={field.value}
        invalid={Boolean(meta.error)}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        aria-describedby={`${id}-help`}
      />
      <Label check for={id} className="fw-semibold">
        {t('fields.servesClients')}
      </Label>
      <div id={`${id}-help`} className="form-text mt-1">
        {t('servesClients.help')}
        {seatsFull && !field.value && <span className="d-block text-warning-emphasis mt-1">{t('servesClients.seatsFull')}</span>}
      </div>
      {meta.error && <FormFeedback className="d-block">{meta.error}</FormFeedback>}
    </FormGroup>
  );
}
