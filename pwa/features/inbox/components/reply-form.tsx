import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ContactReplyRequestSchema, SUPPORT_REPLY_MAX_LENGTH, type ContactMessage } from '@shared/contact/contact-message-schema';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { validationText } from '@/lib/validation-text';
import { sendReplyMutation } from '../api/inbox-queries';

/** Answer a message from the inbox: mailed to the sender, kept in the thread, the message marked handled. */
export function ReplyForm({ message, onDone }: { message: ContactMessage; onDone: () => void }) {
  const { t } = useTranslation();
  const mutation = useMutation(sendReplyMutation(useQueryClient()));
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  // One key per reply written: a resend after a lost answer replays it; an edit makes it another reply.
  const key = useRef(crypto.randomUUID());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ContactReplyRequestSchema.safeParse({ body });
    if (!parsed.success) {
      setError(validationText(t, parsed.error.issues[0]?.message));
      return;
    }
    try {
      await mutation.mutateAsync({ id: message.id, body: parsed.data.body, idempotencyKey: key.current });
      toast.success(t('inbox.reply.sent'));
      onDone();
    } catch (sendError) {
      setError(await apiErrorMessage(sendError, t('inbox.reply.failed')));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-2" data-testid="reply-form">
      <FormField label={t('inbox.reply.label', { name: message.full_name })} error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={SUPPORT_REPLY_MAX_LENGTH}
            placeholder={t('inbox.reply.placeholder')}
            value={body}
            onChange={(event) => {
              setBody(event.target.value);
              setError(undefined);
              key.current = crypto.randomUUID();
            }}
          />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size="lg" disabled={mutation.isPending} onClick={onDone}>
          {t('inbox.reply.cancel')}
        </Button>
        <Button type="submit" size="lg" busy={mutation.isPending} busyText={t('inbox.reply.sending')}>
          {t('inbox.reply.send')}
        </Button>
      </div>
    </form>
  );
}
