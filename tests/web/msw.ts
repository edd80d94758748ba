import { setupServer } from 'msw/node';

/** msw intercepts the SPA's axios calls in unit tests; each test adds the handlers it needs. */
export const server = setupServer();
/** axios in jsdom resolves '/v1/...' against this origin. */
export const API = 'http://localhost:3000/v1';
