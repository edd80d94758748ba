// The device is in the salon's zone (salonFixtures' time_zone), as a salon's own computer: the tests write their
// times as local Dates. Node reads TZ again when it is set. tests/web/lib/salonTime.test.tsx puts the device elsewhere.
process.env.TZ = 'America/Sao_Paulo';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import i18n from '../../src/i18n';
import { resetDb } from './mocks';
import { server } from './msw';

// The app layout and every page load lazily (router.tsx); their first, cold import in a test file can take over
// testing-library's default 1 s on a busy machine. A missing element still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout; reactstrap's Offcanvas/Dropdown only need these to exist.
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Every test starts from the same salon (mocks/db.ts), whatever the last one wrote.
beforeEach(resetDb);
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  document.cookie = 'agendei_lang=; max-age=0; path=/';
  await i18n.changeLanguage('pt-BR');
});
afterAll(() => server.close());
