import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label, Spinner } from 'reactstrap';
import { maskCep } from '../../lib/masks';
import { useCepAutofill } from './useCepAutofill';
import './address.css';
import './locales';

/**
 * The CEP, masked as MaskedField does, that looks up its address once complete: a spinner in the field while
 * it asks, and a line under it when the CEP is unknown or the look-up failed (saving is never held up).
 */
export function CepField({ label, placeholder }: { label: string; placeholder?: string }) {
  const { t } = useTranslation('address');
  const [field, meta, helpers] = useField<string>('zipCode');
  const { looking, notice, cepChanged } = useCepAutofill();
  const invalid = Boolean(meta.touched && meta.error);
  const id = 'field-zipCode';
  const noteId = `${id}-note`;
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <div className="cep-field">
        <Input
          id={id}
          name={field.name}
          type="text"
          value={field.value ?? ''}
          invalid={invalid}
          placeholder={placeholder}
          inputMode="numeric"
          autoComplete="postal-code"
          aria-describedby={[invalid ? `${id}-error` : '', notice ? noteId : ''].filter(Boolean).join(' ') || undefined}
          onBlur={field.onBlur}
          onChange={(event) => {
            const cep = maskCep(event.target.value);
            if (cep === field.value) return;
            void helpers.setValue(cep);
            void cepChanged(cep);
          }}
        />
        {looking && (
          <Spinner size="sm" color="secondary" className="cep-field__spinner">
            {t('cep.looking')}
          </Spinner>
        )}
      </div>
      {invalid && (
        <FormFeedback id={`${id}-error`} className="d-block">
          {meta.error}
        </FormFeedback>
      )}
      <div id={noteId} role="status" className={`form-text cep-field__note${notice === 'notFound' ? ' text-danger' : ''}`}>
        {notice && t(`cep.${notice}`)}
      </div>
    </FormGroup>
  );
}
