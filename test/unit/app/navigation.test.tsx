import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { act } from 'react';
import { NavigatorBridge, currentLocation, navigate } from '@/lib/navigation';

describe('navigation bridge', () => {
  it('keeps a navigation asked for before the router is mounted, and does it once it is', () => {
    navigate('/login', { replace: true, state: { from: '/salons' } });
    const view = render(
      <MemoryRouter initialEntries={['/salons']}>
        <NavigatorBridge />
        <Routes>
          <Route path="/salons" element={<p>shows</p>} />
          <Route path="/login" element={<p>login page</p>} />
          <Route path="/stands/:id" element={<p>a stand</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(view.getByText('login page')).toBeTruthy();
    expect(currentLocation()).toBe('/login');
    act(() => navigate('/stands/4?tab=plans'));
    expect(view.getByText('a stand')).toBeTruthy();
    expect(currentLocation()).toBe('/stands/4?tab=plans');
  });
});
