import { describe, expect, it } from 'vitest';
import { drainBody } from './bounded-body';

const KB = 1024;

/** A request whose body arrives in `chunks` pieces of `size` bytes, each filled with its index; counts the pieces pulled. */
function streamed(chunks: number, size: number, headers: Record<string, string> = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      controller.enqueue(new Uint8Array(size).fill(pulled));
      pulled += 1;
    },
  });
  const request = new Request('http://app.test/upload', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('drainBody', () => {
  it('reads an unread body to its end within the bound, or stops past it', async () => {
    const small = streamed(5, 4 * KB);
    expect(await drainBody(small.request, 20 * KB)).toBe(true);
    expect(small.pulled()).toBe(5);
    const large = streamed(100, 4 * KB);
    expect(await drainBody(large.request, 20 * KB)).toBe(false);
    expect(large.pulled()).toBeLessThan(10);
  });

  it('has nothing to do for a body already read or none at all', async () => {
    const { request } = streamed(2, KB);
    await request.arrayBuffer();
    expect(await drainBody(request, 0)).toBe(true);
    expect(await drainBody(new Request('http://app.test/'), 0)).toBe(true);
  });
});
