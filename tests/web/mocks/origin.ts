/** axios in jsdom resolves '/v1/...' against this origin (its own module: msw.ts installs the handlers that use it). */
export const API = 'http://localhost:3000/v1';
