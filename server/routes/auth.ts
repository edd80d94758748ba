import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  InvitationQuery,
  InvitationResponse,
  MessageResponse,
  PasswordChangeBody,
  PasswordRequestBody,
  PasswordResetBody,
  PasswordResetResponse,
  SignInBody,
  SignUpBody,
  SignUpQuery,
  UserResponse,
  ValidateTokenResponse,
} from '../contract/auth';
import { langOf, t } from '../i18n';
import { currentSession } from '../plugins/session';
import type { Credentials } from '../services/auth';
import { deviceCookieHeader, readDeviceCookie } from '../services/deviceCookies';

/** devise_token_auth's headers: the SPA stores them once after sign-in (tokens are not rotated per request). */
function credentialHeaders(credentials: Credentials) {
  return {
    'access-token': credentials.accessToken,
    client: credentials.client,
    uid: credentials.uid,
    expiry: String(credentials.expiry),
    'token-type': 'Bearer',
    'cache-control': 'no-store',
  };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app.services;
  const limiter = app.services.rateLimiter;
  // A Secure cookie would never come back over plain http (local mode).
  const secureCookies = app.config.appUrl.startsWith('https:');

  app.post(
    '/auth',
    {
      schema: { tags: ['auth'], querystring: SignUpQuery, body: SignUpBody, response: { 200: UserResponse } },
      config: { errorEnvelope: 'auth-fields' },
    },
    async (request) => {
      await limiter.guard('sign-up', request.ip);
      const plan = request.body.plan ?? request.query.plan;
      return auth.signUp(request.body, plan, langOf(request));
    },
  );

  app.post(
    '/auth/sign_in',
    { schema: { tags: ['auth'], body: SignInBody, response: { 200: UserResponse } }, config: { errorEnvelope: 'auth-list' } },
    async (request, reply) => {
      // A browser that signed in to this account before spends its own budget (device cookie); anyone else
      // spends the IP's and the e-mail's, which guessing may use up without locking the owner out.
      const token = readDeviceCookie(request.headers.cookie);
      const device = await auth.devices.find(token, request.body.email);
      if (device === undefined) await limiter.guard('sign-in', request.ip, request.body.email);
      else await limiter.guardDevice(device);
      const { user, credentials } = await auth.signIn(request.body, { userAgent: request.headers['user-agent'], ip: request.ip });
      if (device !== undefined) await limiter.deviceTrusted(device);
      const kept = await auth.devices.remember(user.id, token);
      reply.headers(credentialHeaders(credentials));
      reply.header('set-cookie', deviceCookieHeader(kept, secureCookies));
      return user;
    },
  );

  app.get(
    '/auth/validate_token',
    {
      schema: { tags: ['auth'], response: { 200: ValidateTokenResponse } },
      preHandler: app.authenticate,
      config: { errorEnvelope: 'auth-list' },
    },
    async (request) => ({ success: true, data: currentSession(request).user }),
  );

  app.delete(
    '/auth/sign_out',
    {
      schema: { tags: ['auth'], response: { 200: MessageResponse } },
      preHandler: app.authenticate,
      config: { errorEnvelope: 'auth-list', allowAfterTrial: true },
    },
    async (request) => {
      await auth.signOut(currentSession(request));
      return { success: true, message: t(langOf(request), 'signedOut') };
    },
  );

  app.post(
    '/auth/password',
    { schema: { tags: ['auth'], body: PasswordRequestBody, response: { 200: MessageResponse } }, config: { errorEnvelope: 'auth-list' } },
    async (request) => {
      await limiter.guard('password', request.ip, request.body.email);
      await limiter.guardResetMail(request.body.email);
      // Replies at once; the reset itself runs after the reply (see requestPasswordReset).
      auth.requestPasswordReset(request.body.email, langOf(request));
      return { success: true, message: t(langOf(request), 'resetSent') };
    },
  );

  app.put(
    '/auth/password',
    {
      schema: { tags: ['auth'], body: PasswordResetBody, response: { 200: PasswordResetResponse } },
      config: { errorEnvelope: 'auth-list' },
    },
    async (request) => {
      await limiter.guard('password-reset', request.ip);
      const email = await auth.resetPassword(request.body);
      return { success: true, message: t(langOf(request), 'passwordChanged'), email };
    },
  );

  // The invitation's page names the salon that invited: only for a token of an open invitation (404 otherwise),
  // and guessing tokens spends the IP's budget like the reset itself.
  app.get(
    '/auth/invitation',
    { schema: { tags: ['auth'], querystring: InvitationQuery, response: { 200: InvitationResponse } }, config: { errorEnvelope: 'auth-list' } },
    async (request, reply) => {
      await limiter.guard('invitation', request.ip);
      reply.header('cache-control', 'no-store');
      return { salon_name: await auth.invitationSalon(request.query.token) };
    },
  );

  // Signed in: the current password, then the new one; the other devices are signed out. Guesses of the current
  // password from a stolen session are limited like sign-in's, per IP and per account.
  app.put(
    '/auth/change_password',
    {
      schema: { tags: ['auth'], body: PasswordChangeBody, response: { 200: MessageResponse } },
      preHandler: app.authenticate,
      config: { allowAfterTrial: true },
    },
    async (request) => {
      const session = currentSession(request);
      await limiter.guard('password-change', request.ip, session.user.email);
      await auth.changePassword(session, request.body);
      return { success: true, message: t(langOf(request), 'passwordChangedElsewhere') };
    },
  );
};

export default routes;
