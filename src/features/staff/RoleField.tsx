import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { ROLES, type Role } from '../../../server/contract/roles';
import './locales';

/**
 * 'Perfil de acesso', under 'Acesso ao Agendei': what the professional's account may do, with one line saying
 * what the chosen role means. The server refuses taking the owner role from the salon's last owner (a 422 under
 * `role`, shown here).
 */
export function RoleField({ onChange }: { onChange?(role: Role): void }) {
  const { t } = useTranslation('staff');
  const [field, meta, helpers] = useField<Role>('role');
  const id = 'field-role';
  const invalid = Boolean(meta.error);
  return (
    <FormGroup className="role-field mb-3">
      <Label for={id}>{t('fields.role')}</Label>
      <Input
        type="select"
        id={id}
        name={field.name}
        value={field.value}
        invalid={invalid}
        aria-describedby={`${id}-help${invalid ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const role = ROLES.find((known) => known === event.target.value) ?? field.value;
          void helpers.setValue(role);
          onChange?.(role);
        }}
        onBlur={field.onBlur}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}.label`)}
          </option>
        ))}
      </Input>
      {invalid && <FormFeedback id={`${id}-error`}>{meta.error}</FormFeedback>}
      <div id={`${id}-help`} className="form-text mt-1">
        {t(`roles.${field.value}.help`)}
      </div>
    </FormGroup>
  );
}
