import { act, render } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { useDeferredFirstAnswer } from './use-deferred-first-answer';

/** A store that tells React the way TanStack Query does: through useSyncExternalStore, so its updates are blocking. */
function answerStore<T>() {
  let data: T | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => data,
    set: (next: T | undefined) => {
      data = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function renderShowing(store: ReturnType<typeof answerStore<string>>) {
  const renders: Array<string | undefined> = [];
  function Screen() {
    const data = useDeferredFirstAnswer(useSyncExternalStore(store.subscribe, store.get));
    renders.push(data);
    return <p>{data ?? 'loading'}</p>;
  }
  const view = render(<Screen />);
  return { renders, view };
}

describe('a query’s first answer', () => {
  it('is held back from the blocking update that brought it and shown by the deferred render after it', () => {
    const store = answerStore<string>();
    const { renders, view } = renderShowing(store);
    renders.length = 0;
    act(() => store.set('packages'));
    expect(renders).toEqual([undefined, 'packages']);
    expect(view.container.textContent).toBe('packages');
  });

  it('is shown at once when the screen mounts with the answer already held', () => {
    const store = answerStore<string>();
    store.set('held');
    const { renders } = renderShowing(store);
    expect(renders).toEqual(['held']);
  });

  it('passes later answers and a loss of the data at once', () => {
    const store = answerStore<string>();
    const { renders, view } = renderShowing(store);
    act(() => store.set('first'));
    renders.length = 0;
    act(() => store.set('second'));
    expect(renders[0]).toBe('second');
    expect(view.container.textContent).toBe('second');
    renders.length = 0;
    act(() => store.set(undefined));
    expect(renders[0]).toBeUndefined();
    expect(view.container.textContent).toBe('loading');
  });
});
