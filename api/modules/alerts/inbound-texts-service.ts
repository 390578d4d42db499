import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { AppDeps } from '../../app-deps';
import type { MessageChannel } from '../../db/tables';
import { switchOffForPhone } from './messaging-preferences-service';

/**
 * The words that stop texts: Twilio's own opt-out keywords (its Advanced Opt-Out sends `OptOutType=STOP` for them),
 * and the Spanish a customer of ours may write instead. START, UNSTOP and YES turn nothing on: the customer opts in
 * again in the app.
 */
export const OPT_OUT_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT', 'BAJA', 'PARAR', 'CANCELAR']);

export type InboundOutcome = 'applied' | 'ignored';

/** Whether the message is an opt-out: Twilio says so, or its whole text is one of the words. */
export function isOptOut(params: Record<string, string>): boolean {
  if (params.OptOutType?.toUpperCase() === 'STOP') return true;
  const word = (params.Body ?? '').trim().replace(/[.!¡]+$/u, '').normalize('NFD').replace(/\p{Diacritic}/gu, '').toUpperCase();
  return OPT_OUT_WORDS.has(word);
}

/** An incoming SMS or WhatsApp message, already verified as Twilio's: a STOP turns that channel off for its number. */
export async function applyInboundText(deps: AppDeps, params: Record<string, string>): Promise<InboundOutcome> {
  const from = params.From ?? '';
  const channel: MessageChannel = from.startsWith('whatsapp:') ? 'whatsapp' : 'sms';
  const phone = parsePhoneNumberFromString(from.replace(/^whatsapp:/, ''))?.number;
  if (!phone || !isOptOut(params)) return 'ignored';
  const switchedOff = await switchOffForPhone(deps.db, phone, channel, deps.now());
  deps.logger.info({ module: 'messaging', channel, switchedOff }, `inbound opt-out: ${channel} switched off for ${switchedOff} account(s)`);
  return switchedOff > 0 ? 'applied' : 'ignored';
}
