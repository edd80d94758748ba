import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert, Button, FormGroup, Input, Label, Spinner } from 'reactstrap';
import { readFailure } from '../../api/errors';
import { TextField } from '../../components/TextField';
import { findPlan, monthlyPriceFor, type Billing } from '../../lib/plans';
import { CardFields } from './CardFields';
import { cardHash } from './cardHash';
import { useSubscribeMutation, type Subscription } from './planApi';
import { dayOf, moneyOf } from './planFormat';
import { PlanChoice } from './PlanChoice';
import { subscribeSchema, type SubscribeValues } from './subscribeForm';
import './locales';

const EMPTY_CARD = { holder: '', number: '', expiry: '', cvc: '' };

/** The period a payment now would cover: from when what the salon has ends (the server decides the same way). */
function periodOf(s: Subscription, cycle: Billing) {
  const start = new Date(Math.max(Date.now(), s.trial_ends_at * 1000, (s.subscribed_until ?? 0) * 1000));
  const end = new Date(start);
  if (cycle === 'annual') end.setFullYear(end.getFullYear() + 1);
  else end.setMonth(end.getMonth() + 1);
  return { start: start.getTime() / 1000, end: end.getTime() / 1000 };
}

/**
 * Plan, cycle and card, then 'Assinar'. The card becomes a card_hash in the browser (cardHash.ts) once per card
 * typed: a retry after a network error or a double tap sends the same body, hence the same Idempotency-Key,
 * and the server charges once. No card field is ever prefilled; the e-mail for receipts is.
 */
export function SubscribeForm({
  salonId,
  subscription,
  userEmail,
  onClose,
  onPaid,
}: {
  salonId: number;
  subscription: Subscription;
  userEmail: string;
  /** A paying salon's change form closes ('Fechar') without changing anything; without it, the form stays. */
  onClose?: () => void;
  onPaid?: () => void;
}) {
  const { t, i18n } = useTranslation('plan');
  const lang = i18n.language;
  const [subscribe] = useSubscribeMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const hashes = useRef(new Map<string, string>());
  const title = useRef<HTMLHeadingElement>(null);
  // Opened by 'Mudar de plano': the form's title takes the focus, so a keyboard or a screen reader lands on it.
  useEffect(() => {
    if (onClose) title.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the change form opens
  }, []);
  const paying = subscription.status === 'active' || subscription.status === 'canceling';
  const initial: SubscribeValues = {
    plan: subscription.plan_id,
    cycle: subscription.cycle,
    method: 'credit_card',
    ...EMPTY_CARD,
    email: subscription.email ?? userEmail,
  };

  function hashOf(values: SubscribeValues) {
    const key = JSON.stringify([values.holder, values.number, values.expiry, values.cvc]);
    let hash = hashes.current.get(key);
    if (!hash) {
      hash = cardHash(values);
      hashes.current.set(key, hash);
    }
    return hash;
  }

  async function submit(values: SubscribeValues, { setErrors, resetForm }: FormikHelpers<SubscribeValues>) {
    setNotice(null);
    const email = values.email.trim();
    try {
      await subscribe({ salonId, body: { email, card_hash: hashOf(values), plan: values.plan as 1 | 2 | 3, cycle: values.cycle } }).unwrap();
      hashes.current.clear();
      resetForm({ values: { ...values, ...EMPTY_CARD, email } });
      toast.success(t('form.done', { email }));
      onPaid?.();
    } catch (error) {
      const { fields, message } = readFailure(error);
      const { cardHash: cardErrors, ...rest } = fields as Record<string, string>;
      setErrors(rest);
      // A declined card has no field of its own: it is said above the card.
      if (cardErrors || Object.keys(rest).length === 0) setNotice(cardErrors ?? message);
    }
  }

  return (
    <section className="card border-0 shadow-sm plan__section" aria-labelledby="plan-subscribe">
      <div className="card-body">
        <h2 id="plan-subscribe" className="plan__title" ref={title} tabIndex={-1}>{t(paying ? 'form.titleChange' : 'form.titleNew')}</h2>
        <Formik initialValues={initial} validationSchema={subscribeSchema(t)} onSubmit={submit}>
          {({ values, isSubmitting, errors }) => {
            const plan = findPlan(values.plan);
            const monthly = plan ? monthlyPriceFor(plan, values.cycle) * 100 : 0;
            const period = periodOf(subscription, values.cycle);
            return (
              <Form noValidate>
                <PlanChoice professionals={subscription.professionals} />
                {errors.plan && <div className="text-danger small mb-3">{String(errors.plan)}</div>}
                <p className="plan__total" data-testid="plan-total">
                  {values.cycle === 'annual'
                    ? t('form.total.annual', { amount: moneyOf(monthly * 12, lang), monthly: moneyOf(monthly, lang) })
                    : t('form.total.monthly', { amount: moneyOf(monthly, lang) })}
                  <span className="d-block small text-body-secondary">
                    {t('form.startsAt', { start: dayOf(period.start, lang), end: dayOf(period.end, lang) })}
                  </span>
                </p>
                <FormGroup>
                  <Label for="plan-method">{t('form.method')}</Label>
                  <Input id="plan-method" type="select" value="credit_card" onChange={() => undefined}>
                    <option value="credit_card">{t('form.methods.credit_card')}</option>
                    <option value="boleto" disabled>
                      {t('form.methods.boleto')}
                    </option>
                    <option value="pix" disabled>
                      {t('form.methods.pix')}
                    </option>
                  </Input>
                </FormGroup>
                {notice && (
                  <Alert color="danger" role="alert" toggle={() => setNotice(null)}>
                    {notice}
                  </Alert>
                )}
                <CardFields />
                <TextField name="email" type="email" label={t('form.email')} autoComplete="email" />
                <p className="form-text mt-0">{t('form.secure')}</p>
                <div className="plan__actions">
                  {onClose && (
                    <Button type="button" color="secondary" outline size="lg" onClick={onClose} disabled={isSubmitting}>
                      {t('form.close')}
                    </Button>
                  )}
                  <Button type="submit" color="primary" size="lg" disabled={isSubmitting}>
                    {isSubmitting && <Spinner size="sm" className="me-2" />}
                    {t(paying ? 'form.submitChange' : 'form.submit')}
                  </Button>
                </div>
              </Form>
            );
          }}
        </Formik>
      </div>
    </section>
  );
}
