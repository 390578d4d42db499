import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import i18n from 'i18next';
import { translations } from '../locale-files';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmSignOutWithWaitingWrites } from './confirm-sign-out';
import { deleteOutboxDatabase, deleteOutboxesExcept, outboxDatabaseName } from './outbox-db';
import { enqueueOperation } from './outbox-queue';
import type { NewOutboxOperation } from './outbox-types';

const write: NewOutboxOperation = {
  kind: 'package-create', method: 'POST', path: 'tracking/create', body: { tracking_number: '1Z999', title: 'Shoes' }, target: null, invalidate: [['packages']],
};

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: translations.en } }, interpolation: { escapeValue: false } });
});

afterEach(async () => {
  for (const user of [701, 702, 703]) await deleteOutboxDatabase(user);
});

describe('signing out with unsent writes', () => {
  it('goes on without asking when nothing waits', async () => {
    const confirm = vi.fn(() => false);
    expect(await confirmSignOutWithWaitingWrites(701, confirm)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks, naming how many writes would be lost, and honours the answer', async () => {
    await enqueueOperation(701, write, 'op-1');
    await enqueueOperation(701, write, 'op-2');
    const confirm = vi.fn((text: string) => text.length < 0);
    expect(await confirmSignOutWithWaitingWrites(701, confirm)).toBe(false);
    expect(confirm.mock.calls[0]?.[0]).toBe('You have 2 changes not sent yet. If you sign out now, they will be lost. Sign out anyway?');
    expect(await confirmSignOutWithWaitingWrites(701, () => true)).toBe(true);
  });
});

describe('another user signing in', () => {
  it("deletes every other user's queue and keeps the new user's", async () => {
    await enqueueOperation(701, write, 'a');
    await enqueueOperation(702, write, 'b');
    await enqueueOperation(703, write, 'c');
    await deleteOutboxesExcept(702);
    const names = await Dexie.getDatabaseNames();
    expect(names).toContain(outboxDatabaseName(702));
    expect(names).not.toContain(outboxDatabaseName(701));
    expect(names).not.toContain(outboxDatabaseName(703));
  });
});
