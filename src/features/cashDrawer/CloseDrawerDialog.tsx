import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { readFailure, signedOutBy } from '../../api/errors';
import { MoneyField } from '../../components/MoneyField';
import { TextAreaField } from '../../components/TextAreaField';
import { useCloseDrawerMutation, type CashDrawer, type CashTotals } from './cashDrawerApi';
import { METHODS } from './cashFormat';
import { Difference } from './DrawerTable';
import './locales';

type Counted = Record<keyof CashTotals, number | null>;
interface Values {
  counted: Counted;
  note: string;
}

/** The server names a count's field 'counted.cash'; Formik holds it nested. */
function formErrors(fields: Record<string, string>): FormikErrors<Values> {
  const counted: Partial<Record<keyof CashTotals, string>> = {};
  const errors: FormikErrors<Values> = {};
  for (const [field, message] of Object.entries(fields)) {
    const method = METHODS.find((m) => field === `counted.${m}`);
    if (method) counted[method] = message;
    else if (field === 'note') errors.note = message;
  }
  return Object.keys(counted).length > 0 ? { ...errors, counted } : errors;
}

const EMPTY: Counted = { cash: null, debit_card: null, credit_card: null, pix: null, other: null };

/**
 * The closing: what was counted per method (empty at first: a field left empty counts as zero), with the
 * difference to what was expected shown live as it is typed. The answer is the closing, which the page shows.
 */
export function CloseDrawerDialog({ drawer, isOpen, onClose, onClosed }: { drawer: CashDrawer; isOpen: boolean; onClose(): void; onClosed(closed: CashDrawer): void }) {
  const { t } = useTranslation('cashDrawer');
  const titleId = useId();
  const [closeDrawer] = useCloseDrawerMutation();

  async function submit(values: Values, { setErrors }: FormikHelpers<Values>) {
    const counted = Object.fromEntries(METHODS.map((method) => [method, values.counted[method] ?? 0])) as CashTotals;
    try {
      const closed = await closeDrawer({ id: drawer.id, fields: { counted, note: values.note.trim() || null } }).unwrap();
      toast.success(t('toasts.closed'));
      onClosed(closed);
    } catch (failed) {
      const failure = readFailure(failed);
      if (signedOutBy(failure)) return;
      setErrors(formErrors(failure.fields));
      if (Object.keys(failure.fields).length === 0 || failure.fields.base) toast.error(failure.fields.base ?? failure.message);
    }
  }

  return (
    <Modal isOpen={isOpen} toggle={onClose} centered scrollable labelledBy={titleId}>
      <Formik<Values> initialValues={{ counted: EMPTY, note: '' }} onSubmit={submit}>
        {({ values, isSubmitting }) => (
          <Form noValidate>
            <ModalHeader toggle={onClose} id={titleId}>{t('close.title')}</ModalHeader>
            <ModalBody>
              <p className="text-body-secondary">{t('close.help')}</p>
              {METHODS.map((method) => {
                const typed = values.counted[method];
                return (
                  <div key={method} className="cash-count">
                    <MoneyField name={`counted.${method}`} label={t(`methods.${method}`)} />
                    <div className="cash-count__difference" aria-live="polite" data-testid={`difference-${method}`}>
                      {typed !== null && (
                        <>
                          <span className="visually-hidden">{t('table.difference')}: </span>
                          <Difference cents={typed - drawer.expected[method]} />
                        </>
                      )}
                    </div>
                  </div>
                );
              })}
              <TextAreaField name="note" label={t('close.note')} rows={2} maxLength={500} />
            </ModalBody>
            <ModalFooter>
              <Button color="secondary" outline onClick={onClose} disabled={isSubmitting} className="touch">
                {t('actions.cancel')}
              </Button>
              <Button type="submit" color="primary" disabled={isSubmitting} className="touch">
                {isSubmitting && <Spinner size="sm" className="me-2" />}
                {t('close.confirm')}
              </Button>
            </ModalFooter>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
