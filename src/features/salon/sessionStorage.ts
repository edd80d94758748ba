import type { StoredCredentials } from '../../api/client';
import type { User } from '../auth/authApi';

const KEY = 'agendei.session';

export interface StoredSession {
  user: User;
  credentials: StoredCredentials;
}

/** The user (with its salon) and the credentials live together in localStorage, as the spec asks. */
export function loadSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as StoredSession;
    if (!session?.user?.id || !session.user.salon?.id || !session.credentials?.accessToken) return null;
    if (session.credentials.expiry && session.credentials.expiry * 1000 < Date.now()) return null;
    return session;
  } catch {
    return null;
  }
}

export function saveSession(session: StoredSession | null) {
  if (session) localStorage.setItem(KEY, JSON.stringify(session));
  else localStorage.removeItem(KEY);
}
