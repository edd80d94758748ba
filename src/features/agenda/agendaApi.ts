import type { AppointmentCreateFields, AppointmentUpdateFields, AppointmentWire } from '../../../server/contract/appointments';
import type { AuditListWire } from '../../../server/contract/audit';
import type { BlockedTimeCreateFields, BlockedTimeWire } from '../../../server/contract/blockedTimes';
import type { OnboardingWire } from '../../../server/contract/onboarding';
import { baseApi } from '../../api/baseApi';

export type Appointment = AppointmentWire;
export type AppointmentFields = AppointmentCreateFields;
export type AppointmentChanges = AppointmentUpdateFields;
export type BlockedTime = BlockedTimeWire;
export type BlockedTimeFields = BlockedTimeCreateFields;
export type Onboarding = OnboardingWire;

/** Which part of a salon's agenda: one day, or a range of days (the week view), as YYYY-MM-DD in the salon's time zone. */
export type AgendaRange = { salonId: number; employeeId?: number } & ({ day: string } | { start: string; end: string });

const rangeParams = (range: AgendaRange): Record<string, string | number> => ({
  ...('day' in range ? { day: range.day } : { start: range.start, end: range.end }),
  ...(range.employeeId ? { employee_id: range.employeeId } : {}),
});

const APPOINTMENTS = { type: 'Appointment', id: 'LIST' } as const;
const BLOCKS = { type: 'BlockedTime', id: 'LIST' } as const;
/** A successful write refreshes every day on screen (and the clients' history, which provides the same tag). */
const after = <T>(tag: T) => (_result: unknown, error: unknown) => (error ? [] : [tag]);

/** The agenda (spec section 7, Appointments) and the professionals' blocked times. */
export const agendaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAppointments: build.query<Appointment[], AgendaRange>({
      query: (range) => ({ url: `/salons/${range.salonId}/appointments`, params: rangeParams(range) }),
      providesTags: [APPOINTMENTS],
    }),
    getBlockedTimes: build.query<BlockedTime[], AgendaRange>({
      query: (range) => ({ url: `/salons/${range.salonId}/blocked_times`, params: rangeParams(range) }),
      providesTags: [BLOCKS],
    }),
    createAppointment: build.mutation<Appointment, { salonId: number; fields: AppointmentFields }>({
      query: ({ salonId, fields }) => ({ url: `/salons/${salonId}/appointments`, method: 'POST', body: { appointment: fields } }),
      invalidatesTags: after(APPOINTMENTS),
    }),
    /** Edits, moves and status changes (Iniciar, Não compareceu, Finalizar, Cancelar). */
    /** `notifyClient: false`: a cancellation the client is not e-mailed about (the confirm dialog's box unticked). */
    updateAppointment: build.mutation<Appointment, { id: number; changes: AppointmentChanges; notifyClient?: boolean }>({
      query: ({ id, changes, notifyClient }) => ({
        url: `/appointments/${id}`,
        method: 'PUT',
        body: notifyClient === undefined ? { appointment: changes } : { appointment: changes, notify_client: notifyClient },
      }),
      invalidatesTags: after(APPOINTMENTS),
    }),
    deleteAppointment: build.mutation<void, { id: number; notifyClient: boolean }>({
      query: ({ id, notifyClient }) => ({ url: `/appointments/${id}`, method: 'DELETE', params: notifyClient ? undefined : { notify_client: 'false' } }),
      invalidatesTags: after(APPOINTMENTS),
    }),
    /** Answers every occurrence created (a weekly repeat creates one a week). */
    createBlockedTime: build.mutation<BlockedTime[], { salonId: number; fields: BlockedTimeFields }>({
      query: ({ salonId, fields }) => ({ url: `/salons/${salonId}/blocked_times`, method: 'POST', body: { blocked_time: fields } }),
      invalidatesTags: after(BLOCKS),
    }),
    /** series: this occurrence and the later ones of its weekly repeat. */
    deleteBlockedTime: build.mutation<void, { id: number; series?: boolean }>({
      query: ({ id, series }) => ({ url: `/blocked_times/${id}`, method: 'DELETE', params: series ? { series: 'true' } : undefined }),
      invalidatesTags: after(BLOCKS),
    }),
    /** Who created, changed, moved or canceled it, and when (the owner's 'Histórico'); any agenda change refreshes it. */
    getAppointmentAudit: build.query<AuditListWire, number>({
      query: (id) => ({ url: `/appointments/${id}/audit` }),
      providesTags: [APPOINTMENTS],
    }),
    /**
     * The first-steps checklist. The agenda asks again each time it opens (the steps are done on other screens)
     * and when a booking or a client is saved here.
     */
    getOnboarding: build.query<Onboarding, number>({
      query: (salonId) => ({ url: `/salons/${salonId}/onboarding` }),
      providesTags: [APPOINTMENTS, { type: 'Client', id: 'LIST' }],
    }),
    dismissOnboarding: build.mutation<Onboarding, number>({
      query: (salonId) => ({ url: `/salons/${salonId}/onboarding`, method: 'PUT', body: { dismissed: true } }),
      // Closed at once; a failure offers it again (closing it is no loss worth an error).
      async onQueryStarted(salonId, { dispatch, queryFulfilled }): Promise<void> {
        const patch = dispatch(agendaApi.util.updateQueryData('getOnboarding', salonId, (draft) => void Object.assign(draft, { dismissed: true })));
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const {
  useGetAppointmentsQuery,
  useGetBlockedTimesQuery,
  useCreateAppointmentMutation,
  useUpdateAppointmentMutation,
  useDeleteAppointmentMutation,
  useCreateBlockedTimeMutation,
  useDeleteBlockedTimeMutation,
  useGetOnboardingQuery,
  useDismissOnboardingMutation,
  useGetAppointmentAuditQuery,
} = agendaApi;
