import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import i18n from '../../src/i18n';
import { server } from './msw';

// jsdom has no layout; reactstrap's Offcanvas/Dropdown only need these to exist.
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  document.cookie = 'agendei_lang=; max-age=0; path=/';
  await i18n.changeLanguage('pt-BR');
});
afterAll(() => server.close());
