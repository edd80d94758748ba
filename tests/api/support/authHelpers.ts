import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { json } from './harness';

export const PASSWORD = 'senha-forte-123';

export const uniqueEmail = (prefix = 'dona') => `${prefix}-${randomBytes(4).toString('hex')}@salao.com.br`;

export const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Souza',
  salon_name: 'Salão da Ana',
  email: uniqueEmail(),
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...overrides,
});

export function signUp(app: FastifyInstance, body: Record<string, unknown>, headers: Record<string, string> = {}, url = '/v1/auth') {
  return app.inject({ method: 'POST', url, payload: body, headers });
}

export function signIn(app: FastifyInstance, email: string, password = PASSWORD, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/v1/auth/sign_in', payload: { email, password }, headers });
}

/** The three headers the SPA stores after sign-in and sends on every call. */
export function credentialsOf(response: LightMyRequestResponse): Record<string, string> {
  return {
    'access-token': String(response.headers['access-token']),
    client: String(response.headers.client),
    uid: String(response.headers.uid),
  };
}

export function validateToken(app: FastifyInstance, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/v1/auth/validate_token', headers });
}

/** Signs up a fresh account and returns its e-mail (already created) and sign-up response body. */
export async function createAccount(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const response = await signUp(app, body);
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { email: String(body.email).toLowerCase(), user: json<{ id: number; salon: { id: number }; employee_id: number }>(response) };
}
