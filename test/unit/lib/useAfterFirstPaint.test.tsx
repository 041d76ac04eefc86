/**
 * useAfterFirstPaint (src/lib/useAfterFirstPaint.ts): what is not a screen's primary content is
 * left out of its first commit and rendered once that commit has had its frame.
 */
import { act, render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from '@/lib/useAfterFirstPaint';

function Page({ onCommit }: { onCommit: (painted: boolean) => void }) {
  const painted = useAfterFirstPaint();
  onCommit(painted);
  return (
    <div>
      <p>Messages</p>
      {painted ? <p>Constats</p> : <p aria-busy="true">…</p>}
    </div>
  );
}

describe('useAfterFirstPaint', () => {
  it('renders the secondary content only after the first frame', async () => {
    const commits: boolean[] = [];
    render(<Page onCommit={(painted) => commits.push(painted)} />);
    // First commit: the primary content alone.
    expect(screen.getByText('Messages').textContent).toBe('Messages');
    expect(screen.queryByText('Constats')).toBeNull();
    expect(commits).toEqual([false]);
    // A frame, then the task after it.
    expect((await screen.findByText('Constats')).tagName).toBe('P');
    expect(commits[commits.length - 1]).toBe(true);
  });

  it('does nothing once the component is gone', async () => {
    const commits: boolean[] = [];
    const { unmount } = render(<Page onCommit={(painted) => commits.push(painted)} />);
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(commits).toEqual([false]);
  });
});
