import { setupServer } from 'msw/node';
import { calls, defaultHandlers } from './mocks';

/**
 * msw intercepts the SPA's axios calls in unit tests. It answers by default from the in-memory store
 * (tests/web/mocks/, reset before each test); a test seeds the store or puts its own handler first with
 * server.use(...), which resetHandlers() takes away after the test.
 */
export const server = setupServer(...defaultHandlers);
export { API } from './mocks/origin';

// Counted here rather than in each handler, so a test's own handlers are counted too.
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  calls.push(`${request.method} ${decodeURIComponent(url.pathname.replace(/^\/v1/, '') + url.search)}`);
});
