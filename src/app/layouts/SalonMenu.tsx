import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dropdown, DropdownItem, DropdownMenu, DropdownToggle } from 'reactstrap';
import { SALON_TOGGLE } from './AppMenu';

/** The owner's salon menu (profile, online booking, plan, privacy): a chunk of its own (AppLayout), with Popper, loaded when idle. */
export default function SalonMenu({ label, initiallyOpen }: { label: ReactNode; initiallyOpen: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Dropdown isOpen={open} toggle={() => setOpen((was) => !was)} className="me-auto">
      <DropdownToggle caret color="link" className={SALON_TOGGLE}>
        {label}
      </DropdownToggle>
      <DropdownMenu>
        <DropdownItem tag={Link} to="/meu-salao/perfil">
          {t('menu.salonProfile')}
        </DropdownItem>
        <DropdownItem tag={Link} to="/meu-salao/agendamento-online">
          {t('menu.onlineBooking')}
        </DropdownItem>
        <DropdownItem tag={Link} to="/meu-salao/plano">
          {t('menu.plan')}
        </DropdownItem>
        <DropdownItem tag={Link} to="/meu-salao/privacidade">
          {t('menu.privacy')}
        </DropdownItem>
      </DropdownMenu>
    </Dropdown>
  );
}
