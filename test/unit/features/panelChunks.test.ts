/**
 * A page with panels (the stand dashboard) is ready only with its panels' chunks, which are asked
 * for at once with the page's (issue 20: they were a third wave of scripts, asked for only once the
 * page's chunk had run).
 */
import { defineFeature } from '@/features/manifest';
import { registerFeatures } from '@/features/registry';
import { preloadSlots, withPanels } from '@/features/panelChunks';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const Panel = () => null;

describe('panel chunks', () => {
  const messagesChunk = deferred<{ default: typeof Panel }>();
  const plansChunk = deferred<{ default: typeof Panel }>();
  const loads: string[] = [];
  beforeAll(() =>
    registerFeatures([
      defineFeature({
        name: 'panels-under-test',
        panels: [
          { slot: 'stand', id: 'messages', order: 1, load: () => (loads.push('messages'), messagesChunk.promise) },
          { slot: 'standSide', id: 'plans', order: 1, load: () => (loads.push('plans'), plansChunk.promise) },
          { slot: 'show', id: 'elsewhere', order: 1, load: () => (loads.push('elsewhere'), new Promise(() => undefined)) },
        ],
      }),
    ]),
  );
  afterAll(() => registerFeatures([]));

  it("asks for the slots' panel chunks at once and resolves the page only when they are in", async () => {
    const page = { default: Panel };
    let ready = false;
    const loaded = withPanels(Promise.resolve(page), ['stand', 'standSide']).then((module) => {
      ready = true;
      return module;
    });
    // Both panels asked for before either answered, the other screen's not at all.
    expect(loads).toEqual(['messages', 'plans']);
    messagesChunk.resolve({ default: Panel });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(ready).toBe(false);
    plansChunk.resolve({ default: Panel });
    await expect(loaded).resolves.toBe(page);
    // Once loaded, a panel is not asked for again.
    await preloadSlots(['stand']);
    expect(loads).toEqual(['messages', 'plans']);
  });

  it('asks for the chunks of the panels rendered after the first paint only once the others are in, and does not wait for them', async () => {
    const first = deferred<{ default: typeof Panel }>();
    const later: string[] = [];
    registerFeatures([
      defineFeature({
        name: 'later-panels',
        panels: [
          { slot: 'standPeople', id: 'contacts', order: 1, load: () => (later.push('contacts'), first.promise) },
          { slot: 'standPeople', id: 'history', order: 2, afterFirstPaint: true, load: () => (later.push('history'), new Promise(() => undefined)) },
        ],
      }),
    ]);
    const page = { default: Panel };
    const loaded = withPanels(Promise.resolve(page), ['standPeople']);
    expect(later).toEqual(['contacts']);
    first.resolve({ default: Panel });
    // Ready without the later panel's chunk, which is asked for then.
    await expect(loaded).resolves.toBe(page);
    expect(later).toEqual(['contacts', 'history']);
  });

  it('a panel chunk that fails does not fail the page (its Suspense shows the error)', async () => {
    registerFeatures([
      defineFeature({ name: 'failing', panels: [{ slot: 'standPeople', id: 'people', order: 1, load: () => Promise.reject(new Error('offline')) }] }),
    ]);
    const page = { default: Panel };
    await expect(withPanels(Promise.resolve(page), ['standPeople'])).resolves.toBe(page);
  });
});
