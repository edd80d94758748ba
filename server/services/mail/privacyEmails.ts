import type { Lang } from '../../i18n';
import { email, inert, type EmailContent } from './templates';

/** Where a salon writes to take back the closing of its account (the privacy page names it too). */
export const PRIVACY_CONTACT = 'contato@agendei.app';

/**
 * The confirmation that the owner closed the account: when the data goes (`deleteOn`, dd/mm/yyyy) and how to
 * change their mind before then (write to the contact address: the sender is a no-reply one). The salon's name is inert, as always.
 */
export function accountClosedEmail(lang: Lang, facts: { name: string; salonName: string; deleteOn: string; days: number }): EmailContent {
  const salon = inert(facts.salonName);
  if (lang === 'en') {
    return email('Your Agendei account was closed', `Goodbye, ${inert(facts.name)}`, [
      `The account of ${salon} was closed at your request, and every device was signed out.`,
      `All of its data (clients, appointments, sales, catalogues and professionals) will be deleted for good on ${facts.deleteOn}, ${facts.days} days from now.`,
      `Changed your mind? Write to ${PRIVACY_CONTACT} before ${facts.deleteOn} and we will reopen the account as it was.`,
    ], undefined, 'If you did not close this account, write to us right away.');
  }
  return email('Sua conta no Agendei foi encerrada', `Até logo, ${inert(facts.name)}`, [
    `A conta de ${salon} foi encerrada a seu pedido, e todos os aparelhos foram desconectados.`,
    `Todos os dados dela (clientes, agendamentos, vendas, catálogos e profissionais) serão apagados definitivamente em ${facts.deleteOn}, daqui a ${facts.days} dias.`,
    `Mudou de ideia? Escreva para ${PRIVACY_CONTACT} antes de ${facts.deleteOn} e reabrimos a conta como estava.`,
  ], undefined, 'Se não foi você quem encerrou a conta, fale com a gente imediatamente.');
}
