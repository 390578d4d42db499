import type { MailMessage } from '../adapters/mail/mailer';
import type { AppDeps } from '../app-deps';

/** Account mails never fail the request that triggers them: the user can ask again. */
export async function sendMailSafely(deps: AppDeps, message: MailMessage): Promise<boolean> {
  try {
    await deps.mailer.send(message);
    return true;
  } catch (error) {
    deps.log(`[mail] could not send "${message.subject}" to ${message.to}: ${(error as Error).message}`);
    return false;
  }
}

export const appLink = (deps: AppDeps, path: string) => `${deps.config.appUrl}${path}`;
