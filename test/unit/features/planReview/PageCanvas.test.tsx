/**
 * The plan page's canvas tells when it is painted (`data-rendered`): not while PDF.js is still
 * drawing the page, `true` once it has, back to `false` while a new zoom is drawn, and never
 * `true` when the page failed to paint (the viewer shows its error instead). A page whose size the
 * viewer does not know yet is drawn once, at the zoom the viewer fits to the size it is told.
 */
import { act, render, screen } from '@testing-library/react';
import PageCanvas from '@/features/planReview/components/PageCanvas';
import { openPdf } from '@/features/planReview/pdfEngine';

jest.mock('@/features/planReview/pdfEngine', () => ({ openPdf: jest.fn() }));

/** A PDF.js document of 20 A1 pages whose renders finish when the test says so. */
function fakeDocument() {
  const renders: Array<{ resolve: () => void; reject: (e: unknown) => void }> = [];
  const pdfPage = {
    rotate: 0,
    getViewport: ({ scale = 1 }: { scale?: number }) => ({ width: 1684 * scale, height: 2384 * scale }),
    render: () => {
      let resolve!: () => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      renders.push({ resolve, reject });
      return { promise, cancel: () => undefined };
    },
  };
  (openPdf as jest.Mock).mockResolvedValue({ numPages: 20, getPage: async () => pdfPage });
  return renders;
}

const A1 = { width: 1684, height: 2384 };
const props = { kind: 'pdf' as const, url: 'blob:plan', page: 1, rotation: 0 as const, size: A1, onInfo: jest.fn(), onError: jest.fn(), label: 'plan.pdf, page 1' };

it('is marked painted only once PDF.js has drawn the page sharp (a low-resolution view first), and again after a zoom', async () => {
  const renders = fakeDocument();
  const drawImage = jest.fn();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as never);
  const { rerender } = render(<PageCanvas {...props} zoom={1} />);
  const canvas = screen.getByRole('img', { name: 'plan.pdf, page 1' }) as HTMLCanvasElement;
  await act(async () => undefined);
  // A large page drawn for the first time: the whole page at a lower resolution first.
  expect(renders).toHaveLength(1);
  expect(canvas.width).toBe(757);
  expect(canvas.getAttribute('data-rendered')).toBe('false');
  expect(canvas.getAttribute('data-preview')).toBeNull();
  await act(async () => renders[0].resolve());
  expect(canvas.getAttribute('data-preview')).toBe('true');
  expect(canvas.getAttribute('data-rendered')).toBe('false');
  expect(renders).toHaveLength(2);
  await act(async () => renders[1].resolve());
  expect(canvas.getAttribute('data-rendered')).toBe('true');
  expect(canvas.getAttribute('data-preview')).toBeNull();
  expect(canvas.width).toBe(1684);
  // The sharp drawing, made apart, is put on the shown canvas whole.
  expect(drawImage).toHaveBeenCalledWith(expect.objectContaining({ width: 1684, height: 2384 }), 0, 0);
  expect(props.onInfo).toHaveBeenCalledWith({ pageCount: 20, width: 1684, height: 2384 });

  // Drawn before: straight to the sharp drawing.
  rerender(<PageCanvas {...props} zoom={2} />);
  expect(canvas.getAttribute('data-rendered')).toBe('false');
  await act(async () => undefined);
  expect(renders).toHaveLength(3);
  await act(async () => renders[2].resolve());
  expect(canvas.getAttribute('data-rendered')).toBe('true');
});

it('is never marked painted when the page fails to paint', async () => {
  const renders = fakeDocument();
  const onError = jest.fn();
  render(<PageCanvas {...props} zoom={1} onError={onError} />);
  await act(async () => undefined);
  await act(async () => renders[0].reject(new Error('broken')));
  expect(onError).toHaveBeenCalled();
  expect(screen.getByRole('img', { name: 'plan.pdf, page 1' }).getAttribute('data-rendered')).toBe('false');
});

it('with its size not yet known, tells it and draws the page once, at the zoom it is given back', async () => {
  const renders = fakeDocument();
  const onInfo = jest.fn();
  const { rerender } = render(<PageCanvas {...props} size={null} zoom={1} onInfo={onInfo} />);
  const canvas = screen.getByRole('img', { name: 'plan.pdf, page 1' });
  await act(async () => undefined);
  expect(onInfo).toHaveBeenCalledWith({ pageCount: 20, width: 1684, height: 2384 });
  expect(renders).toHaveLength(0);
  expect(canvas.getAttribute('data-rendered')).toBe('false');

  rerender(<PageCanvas {...props} size={A1} zoom={0.4} onInfo={onInfo} />);
  await act(async () => undefined);
  expect(renders).toHaveLength(1);
  expect((canvas as HTMLCanvasElement).width).toBe(673);
  await act(async () => renders[0].resolve());
  expect(canvas.getAttribute('data-rendered')).toBe('true');
});
