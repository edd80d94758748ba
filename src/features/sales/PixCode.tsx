import { skipToken } from '@reduxjs/toolkit/query/react';
import { useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from 'reactstrap';
import { formatMoney } from '../../lib/money';
import { qrSvg } from '../../lib/qrImage';
import type { SaleForm } from './cart';
import { useCreatePixChargeMutation, useGetPixChargeQuery, useGetPixCodeQuery } from './salesApi';
import './locales';

/**
 * A Pix BR Code as a QR code to scan. `qrcode` is loaded on the first code drawn (lib/qrImage.ts), so neither the
 * sale's page nor the agenda waits for it.
 */
export function PixQr({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation('sales');
  // The last drawing, of the code it was drawn for: a changed code is never shown with the old picture.
  const [drawn, setDrawn] = useState<{ code: string; svg: string | null } | null>(null);
  const svg = drawn?.code === code ? drawn.svg : undefined;

  useEffect(() => {
    let current = true;
    qrSvg(code).then(
      (text) => current && setDrawn({ code, svg: text }),
      () => current && setDrawn({ code, svg: null }),
    );
    return () => {
      current = false;
    };
  }, [code]);

  return (
    <div className="pix-qr">
      {svg ? (
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={200} height={200} />
      ) : svg === null ? (
        <span className="text-danger small">{t('pix.qrFailed')}</span>
      ) : (
        <Spinner size="sm" aria-label={t('pix.drawing')} />
      )}
    </div>
  );
}

/** The 'Pix copia e cola' text, whole, and Copiar: where there is no clipboard, the text is selected to copy by hand. */
export function PixCopy({ code }: { code: string }) {
  const { t } = useTranslation('sales');
  const labelId = useId();
  const text = useRef<HTMLParagraphElement | null>(null);
  const [said, setSaid] = useState<'copied' | 'failed' | null>(null);

  async function copy() {
    setSaid(null);
    try {
      await navigator.clipboard.writeText(code);
      setSaid('copied');
    } catch {
      if (text.current) window.getSelection()?.selectAllChildren(text.current);
      setSaid('failed');
    }
  }

  return (
    <div className="pix-copy" role="group" aria-labelledby={labelId}>
      <div className="pix-copy__label" id={labelId}>
        {t('pix.copyPaste')}
      </div>
      <p className="pix-copy__code" ref={text}>
        {code}
      </p>
      <Button type="button" color="primary" outline className="pix-copy__button d-print-none" onClick={() => void copy()}>
        {t('pix.copy')}
      </Button>
      <div className="pix-copy__said small d-print-none" role="status">
        {said && t(said === 'copied' ? 'pix.copied' : 'pix.copyFailed')}
      </div>
    </div>
  );
}

interface ChargeProps {
  salonId: number;
  /** Cents. */
  amount: number;
  /** The payment's transaction id, which the sale sends too (pixReference.ts). */
  reference: string;
}

/**
 * One Pix payment at checkout ('Finalizar venda?'): its amount, the salon's QR code for it (GET pix_code with the
 * payment's reference), the receiver's name and the copia e cola. While the salon has no Pix key it says where to
 * set one; either way the sale can still be finished (the cashier confirms the Pix arrived).
 */
export function PixCharge({ salonId, amount, reference }: ChargeProps) {
  const { t, i18n } = useTranslation('sales');
  const money = formatMoney(amount, i18n.language === 'en' ? 'en-US' : 'pt-BR');
  const { currentData: pix, isError, isFetching, refetch } = useGetPixCodeQuery({ salonId, amount, reference });
  return (
    <section className="pix-charge" aria-label={t('pix.charge', { amount: money })}>
      <div className="pix-charge__amount">
        <span>{t('payment.pix')}</span>
        <strong>{money}</strong>
      </div>
      {pix?.br_code ? (
        <>
          <PixQr code={pix.br_code} label={t('pix.qrAlt', { amount: money })} />
          {pix.receiver_name && <div className="pix-charge__receiver">{t('pix.receiver', { name: pix.receiver_name })}</div>}
          <PixCopy code={pix.br_code} />
        </>
      ) : pix ? (
        <div className="alert alert-warning small mb-0">{t('pix.noKey')}</div>
      ) : isError && !isFetching ? (
        <div className="alert alert-danger small mb-0" role="alert">
          {t('pix.failed')}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void refetch()}>
            {t('chooser.retry')}
          </button>
        </div>
      ) : (
        <Spinner size="sm" aria-label={t('pix.loading')} />
      )}
    </section>
  );
}

interface ProviderChargeProps {
  salonId: number;
  amount: number;
  reference: string;
}

/**
 * One Pix payment through the payment provider (salons with pix_by_provider, issue 30 item 1): the provider's
 * charge of the amount, made once per payment and amount (kept in the form, so closing and reopening the
 * confirmation shows the same one), its QR code and copia e cola, and 'Aguardando o pagamento' until the
 * provider's signed notice reaches the salon's stream; then 'Pix confirmado', and Finalizar goes on.
 */
export function ProviderPixCharge({ salonId, amount, reference }: ProviderChargeProps) {
  const { t, i18n } = useTranslation('sales');
  const money = formatMoney(amount, i18n.language === 'en' ? 'en-US' : 'pt-BR');
  const form = useFormikContext<SaleForm>();
  const made = form.values.pixCharges?.[reference];
  const current = made && made.amount === amount ? made : null;
  const [create, { isError, isLoading }] = useCreatePixChargeMutation();
  const { data: charge } = useGetPixChargeQuery(current?.id ?? skipToken);
  const asked = useRef<string | null>(null);
  // Tentar de novo after a failure: a new attempt asks the provider again.
  const [attempt, setAttempt] = useState(0);
  const { setFieldValue } = form;

  useEffect(() => {
    const key = `${reference}:${amount}:${attempt}`;
    if (current || asked.current === key) return;
    asked.current = key;
    create({ salonId, amount })
      .unwrap()
      .then((made) => void setFieldValue(`pixCharges.${reference}`, { id: made.id, amount, paid: made.status === 'paid' }))
      .catch(() => undefined);
  }, [current, reference, amount, attempt, salonId, create, setFieldValue]);

  const paid = charge?.status === 'paid';
  useEffect(() => {
    if (current && paid && !current.paid) void setFieldValue(`pixCharges.${reference}.paid`, true);
  }, [current, paid, reference, setFieldValue]);

  const retry = () => setAttempt((n) => n + 1);
  return (
    <section className="pix-charge" aria-label={t('pix.charge', { amount: money })}>
      <div className="pix-charge__amount">
        <span>{t('payment.pix')}</span>
        <strong>{money}</strong>
      </div>
      {charge?.br_code ? (
        <>
          <PixQr code={charge.br_code} label={t('pix.qrAlt', { amount: money })} />
          <PixCopy code={charge.br_code} />
          <div className={`pix-charge__status ${paid ? 'is-paid' : ''}`} role="status">
            {paid ? t('pix.providerPaid') : (
              <>
                <Spinner size="sm" className="me-2" aria-hidden />
                {t('pix.providerWaiting')}
              </>
            )}
          </div>
        </>
      ) : isError && !isLoading ? (
        <div className="alert alert-danger small mb-0" role="alert">
          {t('pix.providerFailed')}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={retry}>
            {t('chooser.retry')}
          </button>
        </div>
      ) : (
        <Spinner size="sm" aria-label={t('pix.loading')} />
      )}
    </section>
  );
}
