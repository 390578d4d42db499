import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { openOutbox } from './outbox-db';
import type { OutboxKind, OutboxOperation } from './outbox-types';
import { getOutboxUser, subscribeOutboxUser } from './outbox-user';

const NONE: OutboxOperation[] = [];

/** The signed-in user's queued and refused writes of these kinds, oldest first, kept live from IndexedDB. */
export function useOutboxOperations(kinds: readonly OutboxKind[]): OutboxOperation[] {
  const userId = useSyncExternalStore(subscribeOutboxUser, getOutboxUser, getOutboxUser);
  const [state, setState] = useState<{ userId: number | null; operations: OutboxOperation[] }>({ userId: null, operations: NONE });
  const kindsKey = kinds.join(',');

  useEffect(() => {
    if (userId === null) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const wanted = new Set(kindsKey.split(','));
    void Promise.all([openOutbox(userId), import('dexie')]).then(([db, { liveQuery }]) => {
      if (cancelled) return;
      // In a transition: an update from outside React's events is otherwise a blocking render, and the first answer
      // arrives while the app is still mounting its screens (the tray sits beside the router), which it would then
      // mount in one long task instead of in slices.
      const show = (operations: OutboxOperation[]) => startTransition(() => setState({ userId, operations }));
      const subscription = liveQuery(() => db.operations.orderBy('seq').filter((operation) => wanted.has(operation.kind)).toArray()).subscribe({
        next: show,
        error: () => show(NONE),
      });
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [userId, kindsKey]);

  return state.userId === userId ? state.operations : NONE;
}

/** The newest operation about each target (a package or pickup id). */
export function operationsByTarget(operations: readonly OutboxOperation[]): Map<number, OutboxOperation> {
  const byTarget = new Map<number, OutboxOperation>();
  for (const operation of operations) if (operation.target !== null) byTarget.set(operation.target, operation);
  return byTarget;
}
