/**
 * The composer's text box does not measure itself as the page mounts (issue 20: MUI's autosizing
 * textarea forced a layout on mount, 439 ms of a profiled stand dashboard): three rows until typed
 * in, then as tall as its text, measured on input only; back to three rows once the message is sent.
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import MessageComposer from '@/components/MessageComposer';
import type { MutationState } from '@/entities/mutationsSlice';
import { renderWithStore } from '../helpers/render';
import { loggedInState } from '../helpers/state';

const mutation = (status: MutationState['status']): MutationState => ({ status, fieldErrors: {}, error: null, id: null });

/** The composer, and its send's outcome as the store would give it. */
function Composer() {
  const [status, setStatus] = useState<MutationState['status']>('idle');
  return (
    <>
      <MessageComposer draftKey="standMessages/compose:stand-9" mutation={mutation(status)} onSend={() => setStatus('pending')} disabledReasonId={null} />
      <button type="button" onClick={() => setStatus('succeeded')}>
        envoyé
      </button>
    </>
  );
}

describe('the message composer’s text box', () => {
  let computed: jest.SpyInstance;
  beforeEach(() => {
    computed = jest.spyOn(window, 'getComputedStyle');
  });
  afterEach(() => computed.mockRestore());

  it('mounts without reading any textarea’s computed style, one textarea of three rows', () => {
    renderWithStore(<Composer />, loggedInState());
    // Read before any query: testing-library's own role queries read computed styles.
    const measured = computed.mock.calls.filter(([element]) => element instanceof HTMLTextAreaElement);
    expect(measured).toEqual([]);
    const boxes = document.querySelectorAll('textarea');
    expect(boxes).toHaveLength(1);
    expect(boxes[0].rows).toBe(3);
    expect(boxes[0].getAttribute('type')).toBeNull();
  });

  it('grows with its text as it is typed in, and is three rows again once sent', () => {
    renderWithStore(<Composer />, loggedInState());
    const box = screen.getByRole('textbox', { name: /Votre message/ }) as HTMLTextAreaElement;
    // jsdom lays nothing out: the text's height as a browser would give it.
    Object.defineProperty(box, 'clientHeight', { configurable: true, get: () => 72 });
    Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => (box.value.split('\n').length > 3 ? 144 : 72) });
    fireEvent.change(box, { target: { value: 'Bonjour' } });
    expect(box.style.height).toBe('');
    fireEvent.change(box, { target: { value: 'a\nb\nc\nd\ne\nf' } });
    expect(box.style.height).toBe('144px');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    fireEvent.click(screen.getByRole('button', { name: 'envoyé' }));
    expect(box.value).toBe('');
    expect(box.style.height).toBe('');
  });
});
