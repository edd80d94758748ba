import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Nav, NavItem, NavLink } from 'reactstrap';
import { FIELD_TABS, type ClientFormValues, type ClientTab } from './clientForm';
import './locales';

const TABS: ClientTab[] = ['details', 'address'];

/**
 * The modal's tabs. A tab holding an error gets a mark; when a save fails (the form's own checks or the
 * server's field errors) and the open tab has nothing to fix, the tab that has the first error opens.
 */
export function ClientFormTabs({ tab, onChange }: { tab: ClientTab; onChange(tab: ClientTab): void }) {
  const { t } = useTranslation('clients');
  const { errors, touched, isSubmitting, submitCount } = useFormikContext<ClientFormValues>();
  const fieldsWithErrors = (Object.keys(errors) as Array<keyof ClientFormValues>).filter(
    (field) => FIELD_TABS[field] && (touched[field] || submitCount > 0),
  );
  const tabsWithErrors = new Set(fieldsWithErrors.map((field) => FIELD_TABS[field]));

  const wasSubmitting = useRef(false);
  useEffect(() => {
    const finished = wasSubmitting.current && !isSubmitting;
    wasSubmitting.current = isSubmitting;
    if (!finished || fieldsWithErrors.length === 0) return;
    const target = tabsWithErrors.has(tab) ? tab : FIELD_TABS[fieldsWithErrors[0]];
    if (target !== tab) onChange(target);
    // The disabled Save button dropped the focus; the first field to fix takes it (and Escape works again).
    const field = fieldsWithErrors.find((name) => FIELD_TABS[name] === target);
    requestAnimationFrame(() => document.getElementById(`field-${field}`)?.focus());
  });

  return (
    <Nav tabs className="client-form-tabs mb-3" role="tablist">
      {TABS.map((key) => (
        <NavItem key={key} role="presentation">
          <NavLink
            href="#"
            role="tab"
            id={`client-tab-${key}`}
            aria-controls={`client-pane-${key}`}
            active={tab === key}
            aria-selected={tab === key}
            onClick={(event) => {
              event.preventDefault();
              onChange(key);
            }}
          >
            {t(`form.tabs.${key}`)}
            {tabsWithErrors.has(key) && (
              // A dot pinned to the corner: it must not move the tabs while a click on them is under way.
              <span className="tab-error-mark" title={t('form.tabs.hasErrors')}>
                <span className="visually-hidden">{t('form.tabs.hasErrors')}</span>
              </span>
            )}
          </NavLink>
        </NavItem>
      ))}
    </Nav>
  );
}
