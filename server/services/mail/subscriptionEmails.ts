import type { Lang } from '../../i18n';
import { email, inert, type EmailContent } from './templates';

export interface ReceiptFacts {
  salonName: string;
  plan: string;
  cycle: 'monthly' | 'annual';
  amountCents: number;
  /** dd/mm/yyyy */
  periodStart: string;
  periodEnd: string;
  card: { brand: string; last4: string };
}

const money = (lang: Lang, cents: number) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'BRL' }).format(cents / 100);
const BRAND: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', elo: 'Elo', hipercard: 'Hipercard', other: '' };
const cardText = (card: ReceiptFacts['card']) => `${BRAND[card.brand] ?? ''} •••• ${card.last4}`.trim();

/** The receipt of a subscription payment or renewal: what was charged, for which period, on which card. */
export function subscriptionReceiptEmail(lang: Lang, facts: ReceiptFacts): EmailContent {
  const salon = inert(facts.salonName);
  if (lang === 'en') {
    const cycle = facts.cycle === 'annual' ? 'annual' : 'monthly';
    return email('Your Agendei payment receipt', 'Payment received, thank you!', [
      `Salon: ${salon}`,
      `Plan: ${facts.plan} (${cycle})`,
      `Amount: ${money(lang, facts.amountCents)}, charged to ${cardText(facts.card)}`,
      `Period: ${facts.periodStart} to ${facts.periodEnd}`,
    ], undefined, 'You can see every payment, change the plan or cancel on the My plan page.');
  }
  const cycle = facts.cycle === 'annual' ? 'anual' : 'mensal';
  return email('Recibo do seu pagamento no Agendei', 'Pagamento recebido, obrigado!', [
    `Salão: ${salon}`,
    `Plano: ${facts.plan} (${cycle})`,
    `Valor: ${money(lang, facts.amountCents)}, cobrado no cartão ${cardText(facts.card)}`,
    `Período: ${facts.periodStart} a ${facts.periodEnd}`,
  ], undefined, 'Você pode ver todos os pagamentos, mudar de plano ou cancelar na página Meu plano.');
}

/** A renewal the card refused: the salon keeps working until `graceUntil`, and how to fix it. */
export function renewalFailedEmail(lang: Lang, facts: { salonName: string; graceUntil: string; url: string }): EmailContent {
  const salon = inert(facts.salonName);
  if (lang === 'en') {
    return email('Your Agendei renewal did not go through', 'We could not renew your plan', [
      `The card on file for ${salon} was not accepted.`,
      `Everything keeps working until ${facts.graceUntil}. Update the card before then so nothing stops.`,
    ], { label: 'Update the card', url: facts.url });
  }
  return email('A renovação do seu plano no Agendei não passou', 'Não conseguimos renovar o seu plano', [
    `O cartão cadastrado para ${salon} não foi aceito.`,
    `Tudo continua funcionando até ${facts.graceUntil}. Atualize o cartão antes disso para nada parar.`,
  ], { label: 'Atualizar o cartão', url: facts.url });
}
