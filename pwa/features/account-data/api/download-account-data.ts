import { api } from '@/lib/api-client';

/** The file name the server gives in Content-Disposition, or a dated one. */
function fileNameOf(disposition: string | null): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? `miami-drop-${new Date().toISOString().slice(0, 10)}.json`;
}

/** GET /api/users/me/export: the customer's data, saved as the JSON file the server names. */
export async function downloadAccountData(): Promise<void> {
  const response = await api.get('users/me/export');
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response.headers.get('content-disposition'));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser's download by now.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
