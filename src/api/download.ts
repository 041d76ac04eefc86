import { API_BASE } from '@/config';

/** The API path of a URL the server gave ('/backend/message_media/4/file' → '/message_media/4/file'). */
export const apiPathOf = (url: string): string => (url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url);

/** Hands a downloaded blob to the browser as a file (called from sagas). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
