import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../lib/masks';
import type { Employee } from './staffApi';
import { EmailText } from '../../components/EmailText';
import './locales';

interface Props {
  employees: Employee[];
  selfId: number | null;
  onOpen(employee: Employee): void;
}

/**
 * Nome, Telefone, Email. On phones the row stacks (name bold, phone and e-mail under it) and the other cells
 * hide, so nothing scrolls sideways. The whole row opens the professional; the name is a real button, so the
 * row is reachable and opens by keyboard too (its click bubbles to the row's handler).
 */
export function StaffTable({ employees, selfId, onOpen }: Props) {
  const { t } = useTranslation('staff');
  return (
    <div className="card border-0 shadow-sm overflow-hidden">
      <table className="table table-hover align-middle mb-0 staff-table" aria-label={t('listLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col" className="staff-wide">
              {t('columns.phone')}
            </th>
            <th scope="col" className="staff-wide">
              {t('columns.email')}
            </th>
          </tr>
        </thead>
        <tbody>
          {employees.map((employee) => {
            const phone = formatPhone(employee.phone);
            return (
              <tr key={employee.id} className="staff-row" onClick={() => onOpen(employee)}>
                <td>
                  <button type="button" className="staff-name" aria-haspopup="dialog">
                    <span className="staff-dot" style={{ backgroundColor: employee.color }} aria-hidden="true" />
                    <span className="staff-name-text">
                      <span className="fw-semibold text-break">{employee.name}</span>
                      {employee.id === selfId && <span className="text-muted">{t('you')}</span>}
                      {!employee.agendei_access && <span className="badge text-bg-light border fw-medium">{t('noAccess')}</span>}
                      {employee.agendei_access && employee.role !== 'professional' && (
                        <span className="badge text-bg-light border fw-medium">{t(`roles.${employee.role}.label`)}</span>
                      )}
                      {!employee.serves_clients && <span className="badge text-bg-light border fw-medium">{t('servesClients.badge')}</span>}
                    </span>
                  </button>
                  {(phone || employee.email) && (
                    <div className="staff-stacked small text-muted">
                      {phone && <div>{phone}</div>}
                      {employee.email && <EmailText email={employee.email} className="d-block" />}
                    </div>
                  )}
                </td>
                <td className="staff-wide text-nowrap">{phone || <span className="text-muted">—</span>}</td>
                <td className="staff-wide">{employee.email ? <EmailText email={employee.email} /> : <span className="text-muted">—</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
