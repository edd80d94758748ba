// A fresh salon for a benchmark, signed up and signed in through the API of a running server.

export interface BenchSalon {
  salonId: number;
  /** The owner's own professional (sign-up makes the owner the first one). */
  employeeId: number;
  /** The auth headers every API call sends. */
  headers: Record<string, string>;
  /** What the SPA keeps in localStorage under 'agendei.session' (src/features/auth/sessionStorage.ts). */
  session: unknown;
}

interface SignedInUser {
  id: number;
  employee_id: number;
  salon: { id: number; name: string };
}

export interface SignedIn {
  user: SignedInUser;
  /** The auth headers every API call sends. */
  headers: Record<string, string>;
}

/** Signs in through POST /v1/auth/sign_in, as the SPA does (a seeded salon's owner or front desk). */
export async function signIn(base: string, email: string, password: string): Promise<SignedIn> {
  const response = await fetch(`${base}/v1/auth/sign_in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  const header = (key: string) => response.headers.get(key) ?? '';
  return { user: (await response.json()) as SignedInUser, headers: { 'access-token': header('access-token'), client: header('client'), uid: header('uid') || email } };
}

/** Signs up (a new salon gets the Big plan, with no professional limit) and signs in. */
export async function signUp(base: string, name = 'Bench'): Promise<BenchSalon> {
  const email = `bench${Date.now()}${Math.floor(Math.random() * 1000)}@salao.com.br`;
  const password = 'bench-password-1';
  const body = { name, salon_name: name, email, password, password_confirmation: password };
  const json = { 'content-type': 'application/json' };
  const created = await fetch(`${base}/v1/auth`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  if (!created.ok) throw new Error(`sign-up answered ${created.status}: ${await created.text()}`);
  const signIn = await fetch(`${base}/v1/auth/sign_in`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const user = (await signIn.json()) as SignedInUser;
  const header = (key: string) => signIn.headers.get(key) ?? '';
  const headers = { 'access-token': header('access-token'), client: header('client'), uid: header('uid') || email };
  const credentials = { accessToken: headers['access-token'], client: headers.client, uid: headers.uid, expiry: Number(header('expiry')) };
  return { salonId: user.salon.id, employeeId: user.employee_id, headers, session: { user, credentials } };
}
