import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { PercentField } from '../../components/PercentField';
import { TextField } from '../../components/TextField';
import { maskPhone } from '../../lib/masks';
import { AccessSwitch } from './AccessSwitch';
import { ColorSwatches } from './ColorSwatches';
import type { EmployeeValues } from './employeeForm';
import { RoleField } from './RoleField';
import { ServesClientsSwitch } from './ServesClientsSwitch';
import './locales';

/**
 * The 'Detalhes' tab: who the professional is, their commission rates, whether they sign in and with what role,
 * whether they serve clients (an agenda column), and their colour on the agenda.
 */
export function DetailsTab({ isSelf, isNew, seatsFull }: { isSelf: boolean; isNew: boolean; seatsFull: boolean }) {
  const { t } = useTranslation('staff');
  const { setFieldValue, values } = useFormikContext<EmployeeValues>();
  const optional = (label: string) => `${label} (${t('fields.optional')})`;
  return (
    <>
      <TextField name="name" label={t('fields.name')} autoComplete="off" maxLength={255} />
      <div className="row">
        <div className="col-md-7">
          <TextField name="email" type="email" label={optional(t('fields.email'))} autoComplete="off" inputMode="email" maxLength={254} />
        </div>
        <div className="col-md-5">
          <TextField
            name="phone"
            type="tel"
            label={optional(t('fields.phone'))}
            autoComplete="off"
            inputMode="tel"
            placeholder="(11) 98765-4321"
            onChange={(event) => void setFieldValue('phone', maskPhone(event.target.value))}
          />
        </div>
      </div>
      {/* Side by side from a phone's width up: two short numbers need no full row each. */}
      <div className="row g-2 commission-fields">
        <div className="col-6">
          <PercentField name="serviceCommission" label={t('fields.serviceCommission')} />
        </div>
        <div className="col-6">
          <PercentField name="productCommission" label={t('fields.productCommission')} />
        </div>
        <p className="form-text mt-0 mb-3">{t('commission.hint')}</p>
      </div>
      <AccessSwitch isSelf={isSelf} isNew={isNew} />
      {/* A new member's role suggests the switch: the front desk serves no clients, others do (while seats last). */}
      {values.agendeiAccess && <RoleField onChange={isNew ? (role) => void setFieldValue('servesClients', role !== 'front_desk' && !seatsFull) : undefined} />}
      <ServesClientsSwitch seatsFull={seatsFull} />
      <ColorSwatches name="color" />
    </>
  );
}
