import { CONTACT_SENT_MESSAGE, ContactFormSchema, DashboardContactFormSchema } from '../../../../shared/contact/contact-schema';
import { ContactInfoSchema } from '../../../../shared/contact/contact-info-schema';
import {
  ContactMessageHandledRequestSchema,
  ContactMessageListSchema,
  ContactMessageResponseSchema,
  ContactReplyRequestSchema,
  ContactReplyResponseSchema,
} from '../../../../shared/contact/contact-message-schema';
import { SupportThreadListSchema } from '../../../../shared/contact/support-thread-schema';
import { IdParamsSchema } from '../../../http/openapi/params';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { clientIp } from '../../../http/client-ip';
import { idempotentWrite } from '../../../http/idempotent-write';
import { IdempotencyHeadersSchema, replayable } from '../../../http/openapi/idempotency';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { errors, json, MessageSchema, tooManyRequests } from '../../../http/openapi/responses';
import { PageQuerySchema } from '../../../http/pagination';
import { dashboardMessageSentSince, listContactMessages, setContactMessageHandled, submitContactMessage } from '../contact-service';
import { replySentSince, replyToContactMessage } from '../contact-reply-service';
import { listSupportThreads } from '../support-threads-service';
import { getBusinessDetails } from '../../settings/business-details-service';
import { getSetting } from '../../settings/settings-service';


const tags = ['Contact'];

const send = defineRoute('public', {
  method: 'post', path: '/', tags, summary: 'Send a message to support',
  description: 'Stored for staff and mailed to support; a signed-in sender is linked. 5 messages per client address per hour.',
  request: { body: jsonBody(ContactFormSchema) },
  responses: { 201: json(MessageSchema, 'Sent'), ...tooManyRequests('Retry-After') },
});
const sendFromDashboard = defineRoute('user', {
  method: 'post', path: '/dashboard', tags, summary: "A signed-in customer's message to support (the dashboard's contact dialog)",
  description:
    'Subjects general, soporte, facturacion, otros; stored as coming from the dashboard with the customer attached, and mailed. ' +
    'A repeated Idempotency-Key answers the stored answer and stores or mails nothing more.',
  request: { headers: IdempotencyHeadersSchema, body: jsonBody(DashboardContactFormSchema) },
  responses: { ...replayable({ 201: json(MessageSchema, 'Sent'), ...errors(400) }), ...errors(422), ...tooManyRequests('Retry-After') },
});
const info = defineRoute('public', {
  method: 'get', path: '/info', tags, summary: 'The support e-mail and phone (the business details; the phone falls back to the WhatsApp number)',
  responses: { 200: json(ContactInfoSchema, 'The support e-mail, and the phone or null') },
});
const listMessages = defineRoute('staff', {
  method: 'get', path: '/', tags, summary: 'The contact messages: not handled first (VIP, priority, the rest; oldest first), then handled ones, newest first',
  description: "Each message carries the sender's support tier and the hours promised when it was sent (respond_by), and its replies.",
  request: { query: PageQuerySchema },
  responses: { 200: json(ContactMessageListSchema, 'One page of messages, with the total') },
});

/** The public contact page: send a message, and the addresses its direct-contact card shows. */
export function contactRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(send, async (c) => {
      const userId = c.get('auth')?.user.id ?? null;
      await submitContactMessage(deps, c.req.valid('json'), { source: 'public', userId }, clientIp(c, deps.config.trustProxy));
      return c.json({ message: CONTACT_SENT_MESSAGE }, 201);
    })
    .openapi(sendFromDashboard, (c) => {
      const input = c.req.valid('json');
      const userId = requireUser(c).id;
      const sent = { status: 201 as const, body: { message: CONTACT_SENT_MESSAGE } };
      return idempotentWrite(c, deps, {
        fingerprint: input,
        work: async () => {
          await submitContactMessage(deps, input, { source: 'dashboard', userId }, clientIp(c, deps.config.trustProxy));
          return sent;
        },
        alreadyDone: async (since) => ((await dashboardMessageSentSince(deps.db, userId, input, since)) ? sent : undefined),
      });
    })
    .openapi(info, async (c) => {
      const details = await getBusinessDetails(deps);
      return c.json({ support_email: details.support_email, support_phone: details.support_phone || (await getSetting(deps.db, 'whatsapp_number')) || null }, 200);
    });
}

const markHandled = defineRoute('staff', {
  method: 'put', path: '/{id}/handled', tags, summary: 'Mark a message handled, or back to unread',
  request: { params: IdParamsSchema, body: jsonBody(ContactMessageHandledRequestSchema) },
  responses: { 200: json(ContactMessageResponseSchema, 'The message as it is now') },
});

const reply = defineRoute('staff', {
  method: 'post', path: '/{id}/replies', tags, summary: 'Answer a message: kept in its thread, mailed to the sender, the message handled',
  description:
    "The reply (1 to 5000 characters after trimming) is mailed to the message's address through the mail queue, in the account's " +
    'language when the sender has one. A repeated Idempotency-Key answers the stored answer and stores or mails nothing more.',
  request: { headers: IdempotencyHeadersSchema, params: IdParamsSchema, body: jsonBody(ContactReplyRequestSchema) },
  responses: { ...replayable({ 201: json(ContactReplyResponseSchema, 'The reply, and the message as it is now'), ...errors(400, 404) }), ...errors(422) },
});

/** Staff read and answer the messages in the admin panel. */
export function contactMessagesRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(listMessages, async (c) => c.json(await listContactMessages(deps.db, c.req.valid('query')), 200))
    .openapi(markHandled, async (c) => c.json({ message: await setContactMessageHandled(deps, c.req.valid('param').id, c.req.valid('json').handled) }, 200))
    .openapi(reply, (c) => {
      const { id } = c.req.valid('param');
      const { body } = c.req.valid('json');
      const authorId = requireUser(c).id;
      return idempotentWrite(c, deps, {
        fingerprint: { id, body },
        work: async () => ({ status: 201 as const, body: await replyToContactMessage(deps, id, authorId, body) }),
        alreadyDone: async (since) => {
          const done = await replySentSince(deps.db, id, authorId, body, since);
          return done && { status: 201 as const, body: done };
        },
      });
    });
}

const ownMessages = defineRoute('user', {
  method: 'get', path: '/messages', tags, summary: "The signed-in customer's own support messages with the answers, newest first",
  description: "Only the caller's messages. Also the caller's support tier now and the hours support promises for it.",
  request: { query: PageQuerySchema },
  responses: { 200: json(SupportThreadListSchema, 'One page of threads, with the total') },
});

/** The customer's side of support in the app: their messages and staff's answers. */
export function supportRoutes(deps: AppDeps) {
  return createRouter().openapi(ownMessages, async (c) => c.json(await listSupportThreads(deps, requireUser(c).id, c.req.valid('query')), 200));
}
