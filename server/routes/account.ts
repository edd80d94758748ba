import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountResponse, DeviceListResponse, EmailChangeBody, EmailConfirmBody, ProfileBody } from '../contract/account';
import { MessageResponse } from '../contract/auth';
import { IdParams } from '../contract/common';
import { langOf, t } from '../i18n';
import { currentSession } from '../plugins/session';

/**
 * My account (/profile): the user's name, a new sign-in e-mail (confirmed by a link sent to it) and the signed-in
 * devices, each of which can be signed out. The user's own, not the salon's: open after the trial too.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { account } = app.services;
  const limiter = app.services.rateLimiter;
  const tags = ['auth'];
  const signedIn = { preHandler: app.authenticate, config: { allowAfterTrial: true } };

  app.get('/auth/profile', { schema: { tags, response: { 200: AccountResponse } }, ...signedIn }, async (request) => account.show(currentSession(request)));

  app.put('/auth/profile', { schema: { tags, body: ProfileBody, response: { 200: AccountResponse } }, ...signedIn }, async (request) =>
    account.rename(currentSession(request), request.body.name),
  );

  app.post('/auth/email_change', { schema: { tags, body: EmailChangeBody, response: { 200: MessageResponse } }, ...signedIn }, async (request) => {
    const session = currentSession(request);
    // Guesses of the current password from a borrowed session are limited like sign-in's.
    await limiter.guard('password-change', request.ip, session.user.email);
    const email = await account.requestEmailChange(session, request.body, langOf(request));
    return { success: true, message: t(langOf(request), 'emailChangeSent', { email }) };
  });

  // The link in the e-mail: no session needed (it may be opened on another device); the token is the proof.
  app.post('/auth/email_change/confirm', { schema: { tags, body: EmailConfirmBody, response: { 200: MessageResponse } } }, async (request) => {
    await limiter.guard('email-confirm', request.ip);
    const email = await account.confirmEmailChange(request.body.token);
    return { success: true, message: t(langOf(request), 'emailChanged', { email }) };
  });

  app.get('/auth/devices', { schema: { tags, response: { 200: DeviceListResponse } }, ...signedIn }, async (request) => account.devices(currentSession(request)));

  app.delete('/auth/devices/:id', { schema: { tags, params: IdParams, response: { 200: MessageResponse } }, ...signedIn }, async (request) => {
    await account.revokeDevice(currentSession(request), request.params.id);
    return { success: true, message: t(langOf(request), 'deviceSignedOut') };
  });
};

export default routes;
