import { describe, expect, it } from 'vitest';
import { loadedSonner, onSonnerLoaded, toast } from './toast';

describe('toast facade', () => {
  it('loads sonner on the first toast and hands it the message, kind and options', async () => {
    expect(loadedSonner()).toBeUndefined();
    const arrived = new Promise((resolve) => onSonnerLoaded(resolve));
    toast.success('Saved', { id: 'saved' });
    toast('Plain');
    await arrived;
    await Promise.resolve();
    const active = loadedSonner()!.toast.getToasts();
    expect(active).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'saved', title: 'Saved', type: 'success' }),
        expect.objectContaining({ title: 'Plain' }),
      ]),
    );
  });
});
