import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PushPreferencesUpdate, PushStatus } from '@shared/push/push-schemas';
import type { AppLanguage } from '@/lib/i18n';
import { currentSubscription, subscribeDevice, subscriptionInput } from '../model/device-subscription';
import { deleteSubscription, getPushStatus, getVapidPublicKey, saveSubscription, updatePushPreferences } from './push-requests';
import { emailPreferencesQuery } from './email-preferences-queries';

const PUSH_KEY = ['push'] as const;

/** The user's alert kinds and how many devices get them (GET /api/push/preferences). */
export const pushStatusQuery = () => queryOptions({ queryKey: [...PUSH_KEY, 'status'], queryFn: getPushStatus });

/** The server's VAPID key; it changes only when the operator replaces the keys. */
export const vapidKeyQuery = () => queryOptions({ queryKey: [...PUSH_KEY, 'vapid-key'], queryFn: getVapidPublicKey, staleTime: Infinity });

/** This browser's own subscription endpoint (browser state, not the server's), or null. */
export const deviceEndpointQuery = () =>
  queryOptions({
    queryKey: [...PUSH_KEY, 'device'],
    queryFn: async () => (await currentSubscription())?.endpoint ?? null,
    staleTime: Infinity,
    networkMode: 'always',
  });

/** The device count moved: the push status and the e-mail switches (which show only with a device) are asked again. */
const refreshStatus = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: pushStatusQuery().queryKey }), queryClient.invalidateQueries({ queryKey: emailPreferencesQuery().queryKey })]);

/** Alerts on for this device: subscribe with the server's key and hand the subscription to the server. */
export const enableDeviceMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (language: AppLanguage) => {
      const subscription = await subscribeDevice(await queryClient.fetchQuery(vapidKeyQuery()));
      await saveSubscription(await subscriptionInput(subscription, language));
      return subscription.endpoint;
    },
    onSuccess: async (endpoint) => {
      queryClient.setQueryData(deviceEndpointQuery().queryKey, endpoint);
      await refreshStatus(queryClient);
    },
  });

/** Alerts off for this device: the server forgets the endpoint first, then the browser drops it. */
export const disableDeviceMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return;
      await deleteSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    },
    onSuccess: async () => {
      queryClient.setQueryData(deviceEndpointQuery().queryKey, null);
      await refreshStatus(queryClient);
    },
  });

/** Keeps the server's copy of this device's subscription current (its owner and language). */
export const resyncDeviceMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (language: AppLanguage) => {
      const subscription = await currentSubscription();
      if (subscription) await saveSubscription(await subscriptionInput(subscription, language));
    },
    onSuccess: () => refreshStatus(queryClient),
  });

/** One kind on or off: the switch moves at once and settles on the server's answer. */
export const updatePreferencesMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (update: PushPreferencesUpdate) => updatePushPreferences(update),
    onMutate: async (update) => {
      const key = pushStatusQuery().queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PushStatus>(key);
      if (before) queryClient.setQueryData(key, { ...before, ...update });
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) queryClient.setQueryData(pushStatusQuery().queryKey, context.before);
    },
    onSuccess: (status) => queryClient.setQueryData(pushStatusQuery().queryKey, status),
  });
