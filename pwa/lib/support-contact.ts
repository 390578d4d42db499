import { useEffect, useState } from 'react';
import { api } from './api-client';

export interface SupportContact {
  support_email: string;
  support_phone: string | null;
}

let cached: Promise<SupportContact | null> | null = null;

/** GET /api/contact/info once per visit; null when it cannot be loaded. */
function loadSupportContact(): Promise<SupportContact | null> {
  cached ??= api
    .get('contact/info')
    .json<SupportContact>()
    .catch(() => {
      cached = null;
      return null;
    });
  return cached;
}

/** The support e-mail and phone the contact and legal pages show; null until loaded. */
export function useSupportContact(): SupportContact | null {
  const [contact, setContact] = useState<SupportContact | null>(null);
  useEffect(() => {
    let active = true;
    void loadSupportContact().then((value) => {
      if (active) setContact(value);
    });
    return () => {
      active = false;
    };
  }, []);
  return contact;
}
