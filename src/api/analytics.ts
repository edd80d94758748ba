import { api } from './client';

type Properties = Record<string, string | number | boolean | null>;

const ANON_KEY = 'agendei.anon';

/** A random id per browser, so visits before sign-up can be tied to the account that follows. */
function anonymousId(): string {
  let id = localStorage.getItem(ANON_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(ANON_KEY, id);
  }
  return id;
}

/** Sends a product event to our own API (no third party). Fire-and-forget: analytics never blocks the user. */
export function track(name: string, properties: Properties = {}) {
  api.post('/events', { name, properties, anonymous_id: anonymousId() }).catch(() => undefined);
}
