import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { useConnectivity } from '@/lib/connectivity';

// ky builds a Request from '/api/…'; Node's Request has no page to resolve that against, a browser's has.
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, location.href) : input, init);
  }
}
globalThis.Request = PageRequest;

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module-level store and shows them to the next Toaster.
  toast.dismiss();
  vi.unstubAllGlobals();
  // Module-level stores outlive a test: each test starts with the API reachable.
  useConnectivity.setState({ status: 'reachable', since: Date.now() });
  onlineManager.setOnline(true);
});
