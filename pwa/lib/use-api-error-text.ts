import { useEffect, useState } from 'react';
import { apiErrorMessage } from '@/lib/api-client';

/** The server's message for a failed read (translated when known), else the fallback; the body is read once. */
export function useErrorText(error: unknown, fallback: string): string {
  const [text, setText] = useState<{ error: unknown; text: string } | null>(null);
  useEffect(() => {
    if (!error) return;
    let current = true;
    void apiErrorMessage(error, fallback).then((message) => {
      if (current) setText({ error, text: message });
    });
    return () => {
      current = false;
    };
  }, [error, fallback]);
  return text && text.error === error ? text.text : fallback;
}
