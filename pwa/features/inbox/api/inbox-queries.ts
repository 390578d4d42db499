import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { getContactMessages } from './get-contact-messages';
import { sendReply } from './send-reply';
import { setMessageHandled } from './set-message-handled';

const INBOX_KEY = ['admin', 'contact-messages'] as const;
export const INBOX_PAGE_SIZE = 20;
/** New messages show up in the header's count without a reload. */
const UNREAD_POLL_MS = 60_000;

/** One page of the inbox (VIP, priority, the rest; the longest waiting first); the page on screen stays while the next one loads. */
export const contactMessagesQuery = (page: number) =>
  queryOptions({
    queryKey: [...INBOX_KEY, page],
    queryFn: () => getContactMessages({ limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** The first page also carries the unread count the header shows. */
export const unreadCountQuery = () =>
  queryOptions({ ...contactMessagesQuery(1), refetchInterval: UNREAD_POLL_MS, select: (list) => list.unread });

export const setHandledMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) => setMessageHandled(id, handled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });

export const sendReplyMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, body, idempotencyKey }: { id: number; body: string; idempotencyKey: string }) => sendReply(id, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });
