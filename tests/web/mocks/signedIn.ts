/**
 * Who is signed in, from the session render.tsx stored: the server names the session's user on what they record
 * (a stock entry, an estorno). The store keeps no users of its own; null when no one is.
 */
export function signedIn(): { id: number; name: string } | null {
  const session = localStorage.getItem('agendei.session');
  return session ? (JSON.parse(session) as { user: { id: number; name: string } }).user : null;
}
