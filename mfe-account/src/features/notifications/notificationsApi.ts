import {
  mailChangeRequestEndpoint,
  notificationsEndpoint,
  updateNotificationsEndpoint,
  type MailChangeRequest,
  type NotificationPreferences,
  type NotificationsResponse,
} from 'shared-contracts/api/account';
import { baseApi, endpointArgs, endpointResponse } from 'shared-contracts/api-client';

/** /notifications' calls: the mail preferences, and asking to change the e-mail address. */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsResponse, undefined>({
      query: () => endpointArgs(notificationsEndpoint),
      transformResponse: endpointResponse(notificationsEndpoint),
      providesTags: ['Notifications'],
    }),
    /** PUT /api/notifications.php saves all three preferences and answers as GET does: that answer is the page's data. */
    updateNotifications: build.mutation<NotificationsResponse, NotificationPreferences>({
      query: (body) => endpointArgs(updateNotificationsEndpoint, { body }),
      transformResponse: endpointResponse(updateNotificationsEndpoint),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(
          ({ data }) => data,
          () => undefined,
        );
        if (saved) dispatch(notificationsApi.util.upsertQueryData('getNotifications', undefined, saved));
      },
    }),
    /** POST /api/mail_change.php: a link goes to the new address, which is pending until it is opened. */
    requestMailChange: build.mutation<string, MailChangeRequest>({
      query: (body) => endpointArgs(mailChangeRequestEndpoint, { body }),
      transformResponse: (raw) => endpointResponse(mailChangeRequestEndpoint)(raw).email,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const pending = await queryFulfilled.then(
          ({ data }) => data,
          () => undefined,
        );
        if (pending)
          dispatch(
            notificationsApi.util.updateQueryData('getNotifications', undefined, (data) => {
              data.pending_email = pending;
            }),
          );
      },
    }),
  }),
});

export const { useGetNotificationsQuery, useUpdateNotificationsMutation, useRequestMailChangeMutation } =
  notificationsApi;
