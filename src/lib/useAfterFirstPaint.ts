/**
 * `false` during a component's first render and commit, `true` once the browser has painted that
 * commit (issue 20): what is not the screen's primary content renders then, as a transition, so
 * that the first frame holds what the user came for and the rest follows a frame later.
 */
import { startTransition, useEffect, useState } from 'react';

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before the next paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (!cancelled) startTransition(() => setPainted(true));
      }, 0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
