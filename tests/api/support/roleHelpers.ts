import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../server/contract/roles';
import { users } from '../../../server/db/schema/index';
import { hashPassword } from '../../../server/infra/passwords';
import { json, type SignedIn, type TestApp } from './harness';
import { credentialsOf } from './authHelpers';
import { actAs, expectStatus, type Actor } from './salonHelpers';

const PASSWORD = 'senha-forte-123';

/**
 * A professional of the owner's salon given access with `role`, signed in. The invitation's set-password step is
 * the invitations tests' business: here the password is written straight into the account the invitation made.
 */
export async function staffMember(t: TestApp, owner: SignedIn, role: Role, name = `Pessoa ${role}`): Promise<SignedIn & { employeeId: number }> {
  const email = `${role}-${randomBytes(4).toString('hex')}@salao.com.br`;
  const created = expectStatus(
    await actAs(t.app, owner).post('/salons/:salonId/employees', { employee: { name, email, agendei_access: true, role } }),
    201,
  );
  const employee = json<{ id: number; role: Role | null }>(created);
  if (employee.role !== role) throw new Error(`expected the ${role} role, got ${String(employee.role)}`);
  await t.database.db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(users.email, email));
  return { ...(await signInAs(t.app, email)), employeeId: employee.id };
}

export async function signInAs(app: FastifyInstance, email: string): Promise<SignedIn> {
  const response = expectStatus(await app.inject({ method: 'POST', url: '/v1/auth/sign_in', payload: { email, password: PASSWORD } }), 200);
  return { headers: credentialsOf(response), user: json(response) };
}

/** The signed-in user behind an Actor (e.g. a saleSalon's owner), as staffMember takes it. */
export async function signedInAs(as: Actor): Promise<SignedIn> {
  return { headers: as.headers, user: json<{ data: SignedIn['user'] }>(expectStatus(await as.get('/auth/validate_token'), 200)).data };
}
