import { bookingPage } from './bookingPage';
import { chooseLanguage, t } from './i18n';
import { managePage } from './managePage';
import { missing } from './salonHeader';

/** Which of the page's two addresses this is: /s/{slug} books, /reserva/{token} shows a booking by its link. */
export function mount(root: HTMLElement, pathname: string): Promise<void> {
  chooseLanguage();
  const [, kind, key] = pathname.split('/');
  const value = decodeURIComponent(key ?? '');
  const page =
    kind === 'reserva' && value ? managePage(root, value) : kind === 's' && value ? bookingPage(root, value) : Promise.resolve(root.replaceChildren(missing(t('salonNotFound'), t('salonNotFoundText'))));
  return page.finally(() => root.removeAttribute('aria-busy'));
}
