import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Badge, Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap';
import { DetailsTab } from './DetailsTab';
import type { EmployeeValues } from './employeeForm';
import { HoursTab } from './HoursTab';
import { ServicesTab } from './ServicesTab';
import './locales';

export type EmployeeTab = 'details' | 'services' | 'hours';

interface Props {
  tab: EmployeeTab;
  onTab(tab: EmployeeTab): void;
  isSelf: boolean;
  isNew: boolean;
  seatsFull: boolean;
}

/** Detalhes and Serviços, with tab semantics (reactstrap's Nav renders plain links). */
export function EmployeeTabs({ tab, onTab, isSelf, isNew, seatsFull }: Props) {
  const { t } = useTranslation('staff');
  const { values } = useFormikContext<EmployeeValues>();
  const tabs: EmployeeTab[] = ['details', 'services', 'hours'];
  return (
    <>
      <Nav tabs className="mb-3 employee-tabs" role="tablist" aria-label={t('tabs.label')}>
        {tabs.map((name) => (
          <NavItem key={name} role="presentation">
            <NavLink
              tag="button"
              type="button"
              role="tab"
              id={`employee-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`employee-panel-${name}`}
              active={tab === name}
              onClick={() => onTab(name)}
            >
              {t(`tabs.${name}`)}
              {name === 'services' && values.serviceIds.length > 0 && (
                <Badge pill color="primary" className="ms-2">
                  {values.serviceIds.length}
                </Badge>
              )}
            </NavLink>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={tab}>
        <TabPane tabId="details" role="tabpanel" id="employee-panel-details" aria-labelledby="employee-tab-details">
          <DetailsTab isSelf={isSelf} isNew={isNew} seatsFull={seatsFull} />
        </TabPane>
        <TabPane tabId="services" role="tabpanel" id="employee-panel-services" aria-labelledby="employee-tab-services">
          <ServicesTab />
        </TabPane>
        <TabPane tabId="hours" role="tabpanel" id="employee-panel-hours" aria-labelledby="employee-tab-hours">
          <HoursTab />
        </TabPane>
      </TabContent>
    </>
  );
}
