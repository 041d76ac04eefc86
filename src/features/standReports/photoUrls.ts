/**
 * The findings' photos as object URLs, by their `contentUrl`. Photos are served
 * with the user's token, so an <img src> cannot fetch them: the saga loads each
 * once as a blob and keeps its object URL here for the session (revoked on logout).
 * Outside the store on purpose: an object URL is a handle on memory the page owns,
 * not data to persist, replay or compare. Views read it with `usePhotoUrl`.
 */
import { useSyncExternalStore } from 'react';

/** An object URL, or 'failed' (the photo could not be loaded: its name is shown instead). */
export type PhotoUrl = string | 'failed';

const urls = new Map<string, PhotoUrl>();
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export const photoUrlOf = (contentUrl: string): PhotoUrl | undefined => urls.get(contentUrl);

export function photoLoaded(contentUrl: string, url: PhotoUrl): void {
  urls.set(contentUrl, url);
  notify();
}

/** Forgets every photo and frees its memory (logout). */
export function photosCleared(): void {
  for (const url of urls.values()) if (url !== 'failed') URL.revokeObjectURL(url);
  urls.clear();
  notify();
}

/** A blob as an object URL (a function of its own so that saga tests can provide it). */
export const toObjectUrl = (blob: Blob): string => URL.createObjectURL(blob);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function usePhotoUrl(contentUrl: string): PhotoUrl | undefined {
  return useSyncExternalStore(subscribe, () => urls.get(contentUrl));
}
