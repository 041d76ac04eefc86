/**
 * The plan files the viewer shows, as object URLs by their `objectUrl`. They are served with the
 * user's token, so neither PDF.js nor an <img> may fetch them: the saga loads each once as a blob
 * (the app's authenticated download) and keeps its object URL here for the session (revoked on
 * logout). Outside the store on purpose (see standReports/photoUrls.ts): a handle on memory.
 */
import { useSyncExternalStore } from 'react';

export type FileUrl = string | 'failed';

const urls = new Map<string, FileUrl>();
/** The bytes behind each object URL: PDF.js reads them (the CSP's connect-src lets no one fetch a blob: URL). */
const blobs = new Map<string, Blob>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const fileUrlOf = (objectUrl: string): FileUrl | undefined => urls.get(objectUrl);

export function fileLoaded(objectUrl: string, url: FileUrl): void {
  urls.set(objectUrl, url);
  notify();
}

export function filesCleared(): void {
  for (const url of urls.values()) if (url !== 'failed') URL.revokeObjectURL(url);
  urls.clear();
  blobs.clear();
  notify();
}

export const toObjectUrl = (blob: Blob): string => {
  const url = URL.createObjectURL(blob);
  blobs.set(url, blob);
  return url;
};

/** The file behind an object URL made here. */
export const blobOf = (url: string): Blob | undefined => blobs.get(url);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useFileUrl(objectUrl: string | null): FileUrl | undefined {
  return useSyncExternalStore(subscribe, () => (objectUrl ? urls.get(objectUrl) : undefined));
}
