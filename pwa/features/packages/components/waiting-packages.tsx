import { useEffect, useState } from 'react';
import type { Carrier } from '@shared/packages/carrier-names';
import type { TrackingCreateRequest } from '@shared/packages/package-schemas';
import { OutboxMark } from '@/lib/outbox/outbox-mark';
import type { OutboxOperation } from '@/lib/outbox/outbox-types';
import { usePackageText } from '../hooks/use-package-text';

/** Carrier detection (ts-tracking-number) is a large module: loaded only when a package waits to be sent. */
function useDetectedCarriers(numbers: string[]): Map<string, Carrier | null> {
  const [detected, setDetected] = useState(new Map<string, Carrier | null>());
  const key = numbers.join('\n');
  useEffect(() => {
    if (!key) return;
    let live = true;
    void import('@shared/packages/carriers').then(({ detectCarrier }) => {
      if (live) setDetected(new Map(key.split('\n').map((number) => [number, detectCarrier(number).carrier])));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return detected;
}

/** Packages added offline: shown at once, marked waiting (or with the server's refusal), until the server has them. */
export function WaitingPackages({ operations }: { operations: OutboxOperation[] }) {
  const { carrierName } = usePackageText();
  const requests = operations.map((operation) => operation.body as TrackingCreateRequest);
  const detected = useDetectedCarriers(requests.map((request) => request.tracking_number));
  if (operations.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="waiting-packages">
      {operations.map((operation, index) => {
        const request = requests[index]!;
        const carrier = request.carrier ?? detected.get(request.tracking_number) ?? null;
        return (
          <li key={operation.id} data-testid="waiting-package" className="min-w-0 rounded-2xl border border-dashed border-amber-300 bg-white p-4 shadow-sm">
            <h3 className="truncate font-semibold text-slate-900">{request.title}</h3>
            <p className="text-sm text-slate-600">{carrierName({ carrier })}</p>
            <p className="mt-2 font-mono text-sm break-all text-slate-800">{request.tracking_number}</p>
            <OutboxMark operation={operation} className="mt-3" />
          </li>
        );
      })}
    </ul>
  );
}
