import { vi } from 'vitest';
import { mount } from '../../../src/features/booking/app';

/** jsdom's navigator says en-US; the page picks its language from it, so each test says which. */
export const phoneLanguage = (language: string) => vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);

/** Mounts the booking page as booking.html does, at a path (/s/{slug} or /reserva/{token}). */
export async function openPage(path: string) {
  document.body.innerHTML = '<div id="app" aria-busy="true"></div>';
  const root = document.getElementById('app');
  if (!root) throw new Error('no #app');
  await mount(root, path);
  return root;
}

/** A day's accessible name on the strip, as the page words it in pt-BR ('sexta-feira, 15 de maio'). */
export const dayName = (date: string, lang = 'pt-BR') =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
