import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown, DropdownItem, DropdownMenu, DropdownToggle } from 'reactstrap';
import './locales';

interface Props {
  name: string;
  description: string | null;
  /** '3 serviços' */
  countLabel: string;
  /** 'Adicionar Serviço' */
  addLabel: string;
  /** The cog menu's actions; left out, there is no menu (a read-only catalogue). */
  menu?: { onAdd(): void; onEdit(): void; onDelete(): void };
  children: ReactNode;
}

const Cog = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </svg>
);

/** One category: a header that collapses and expands it (open at first), with its cog menu; its items inside. */
export function CategoryPanel({ name, description, countLabel, addLabel, menu, children }: Props) {
  const { t } = useTranslation('catalogue');
  const [open, setOpen] = useState(true);
  const [menuOpen, setMenuOpen] = useState(false);
  const bodyId = useId();
  return (
    <section className="card catalogue-panel mb-3" aria-label={name}>
      <div className="card-header catalogue-panel-header">
        <button type="button" className="catalogue-panel-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
          <span className={`catalogue-chevron${open ? ' is-open' : ''}`} aria-hidden="true" />
          <span className="catalogue-panel-title">
            <span className="fw-semibold">{name}</span>
            {description && <small className="text-muted d-block text-truncate">{description}</small>}
          </span>
          <span className="badge rounded-pill catalogue-count">{countLabel}</span>
        </button>
        {menu && (
          <Dropdown isOpen={menuOpen} toggle={() => setMenuOpen((o) => !o)}>
            <DropdownToggle color="link" className="catalogue-cog text-body" aria-label={t('categoryMenu', { name })}>
              <Cog />
            </DropdownToggle>
            <DropdownMenu end>
              <DropdownItem onClick={menu.onAdd}>{addLabel}</DropdownItem>
              <DropdownItem onClick={menu.onEdit}>{t('edit')}</DropdownItem>
              <DropdownItem divider />
              <DropdownItem className="text-danger" onClick={menu.onDelete}>
                {t('delete')}
              </DropdownItem>
            </DropdownMenu>
          </Dropdown>
        )}
      </div>
      <div id={bodyId} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
