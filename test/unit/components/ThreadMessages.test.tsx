/** The one list of a thread's messages (src/components/ThreadMessages.tsx): its pages, its empty text, its rows. */
import { fireEvent, screen } from '@testing-library/react';
import type { Message } from '@/domain/api';
import ThreadMessages, { type ThreadRow } from '@/components/ThreadMessages';
import { ADMIN, rootState } from '../features/stands/fixtures';
import { renderWithStore } from '../helpers/render';

const row = (id: number): ThreadRow => ({
  id,
  message: {
    '@id': `/backend/messages/${id}`,
    '@type': 'Message',
    id,
    content: `Message ${id}`,
    attachments: [],
    createdAt: '2027-03-04T08:05:00+00:00',
    updatedAt: '2027-03-04T08:05:00+00:00',
    createdBy: { '@id': '/backend/users/1', id: 1, firstName: 'Sophie', lastName: 'Durand', fullName: 'Sophie Durand', company: 'Astech', role: 'ROLE_ADMIN' },
    createdByStandRole: null,
    editable: false,
  } as Message,
});

function renderThread(rows: ThreadRow[], totalItems: number, onPage = jest.fn()) {
  renderWithStore(
    <ThreadMessages
      rows={rows}
      loaded
      totalItems={totalItems}
      pageSize={50}
      page={1}
      onPage={onPage}
      listLabel="Fil"
      emptyText="Aucun message."
      draftPrefix="test/edit"
      canWithdraw={false}
      editPending={false}
      onEdit={jest.fn()}
      onWithdraw={jest.fn()}
      onDownload={jest.fn()}
    />,
    rootState(ADMIN),
  );
  return onPage;
}

describe('ThreadMessages', () => {
  it('says when the thread is empty, and shows no pages for one page', () => {
    renderThread([], 0);
    expect(screen.getByText('Aucun message.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('lists the rows and offers the next pages under neutral labels', () => {
    const onPage = renderThread([row(1), row(2)], 120);
    expect(screen.getByRole('list', { name: 'Fil' }).textContent).toContain('Message 2');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeTruthy();
  });
});
