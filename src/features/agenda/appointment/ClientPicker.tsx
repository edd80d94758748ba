import { useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormGroup, Label } from 'reactstrap';
import type { ChosenClient } from './appointmentForm';
import { ClientSearch } from './ClientSearch';
import { NewClientInline } from './NewClientInline';
import '../locales/appointments';

/** The appointment's client: the one chosen (with 'Trocar'), a search, or the inline 'Novo cliente'. */
export function ClientPicker() {
  const { t } = useTranslation('appointments');
  const [field, meta, helpers] = useField<ChosenClient | null>('client');
  // null: searching; a string: creating, starting from what was typed.
  const [creating, setCreating] = useState<string | null>(null);
  const invalid = Boolean(meta.touched && meta.error);
  const choose = (client: ChosenClient | null) => {
    setCreating(null);
    void helpers.setValue(client);
  };

  return (
    <FormGroup>
      {/* Only the search is a control the label can name; a chosen client is plain text with its own button. */}
      <Label for={field.value || creating !== null ? undefined : 'field-client'}>{t('form.client')}</Label>
      {field.value ? (
        <div className="d-flex align-items-center gap-2 border rounded px-3 py-2">
          <span className="fw-semibold flex-grow-1" data-testid="chosen-client">{field.value.name}</span>
          <Button type="button" color="link" size="sm" className="p-0" aria-label={t('client.changeLabel')} onClick={() => choose(null)}>
            {t('client.change')}
          </Button>
        </div>
      ) : creating !== null ? (
        <NewClientInline typed={creating} onCreated={choose} onBack={() => setCreating(null)} />
      ) : (
        <ClientSearch invalid={invalid} onPick={choose} onNew={setCreating} />
      )}
      {invalid && (
        <div className="invalid-feedback d-block" id="field-client-error">
          {meta.error}
        </div>
      )}
    </FormGroup>
  );
}
