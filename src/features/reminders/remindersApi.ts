import { baseApi } from '../../api/baseApi';

/** What POST /reminders/unsubscribe answers: the salon whose reminders stop. */
export interface Unsubscribed {
  salon_name: string;
}

/**
 * The unsubscribe link of a reminder e-mail (server/routes/reminders.ts). Public: the client has no account and
 * the token is the proof. The server answers 200 or 404 (never 401/403), so the API client's sign-out on a
 * refused session never fires here, even in a browser where someone of the salon is signed in.
 */
export const remindersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unsubscribeReminders: build.mutation<Unsubscribed, string>({
      query: (token) => ({ url: '/reminders/unsubscribe', method: 'POST', body: { token } }),
    }),
  }),
});

export const { useUnsubscribeRemindersMutation } = remindersApi;
