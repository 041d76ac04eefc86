/**
 * Issue 8 item 6: typing a date into the empty 'Modifié du' field after clicking in its middle put
 * the digits in the year ('JJ/MM/0026'). The field now starts at the day when it is empty, and a
 * two-digit year becomes 20xx when the field is left.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import DateRangeFilter, { type DateRange } from '@/components/DateRangeFilter';

/**
 * jsdom lays nothing out: give the field's sections the places Chromium gives them
 * (day 14–32 px, month 37–57, year 62–102 in a 200 px field), so a click at x = 90 lands on the year.
 */
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = this.closest('[data-sectionindex]')?.getAttribute('data-sectionindex');
    const box = (left: number, width: number) => ({ left, right: left + width, width, top: 0, bottom: 24, height: 24, x: left, y: 0, toJSON: () => ({}) });
    if (index === '0') return box(14, 18) as DOMRect;
    if (index === '1') return box(37, 20) as DOMRect;
    if (index === '2') return box(62, 40) as DOMRect;
    return box(0, 200) as DOMRect;
  });
});
afterAll(() => jest.restoreAllMocks());

function Harness({ onRange }: { onRange: (range: DateRange) => void }) {
  const [range, setRange] = useState<DateRange>({ from: null, to: null });
  return (
    <IntlProvider locale="fr" messages={{}}>
      <DateRangeFilter
        value={range}
        onChange={(next) => {
          setRange(next);
          onRange(next);
        }}
        fromLabel="Modifié du"
        toLabel="au"
      />
      <button type="button">ailleurs</button>
    </IntlProvider>
  );
}

const group = (name: string) => screen.getByRole('group', { name });
const shown = (name: string) => group(name).querySelector('input')!.value;

async function clickMiddle(user: ReturnType<typeof userEvent.setup>, name: string) {
  const year = group(name).querySelector('[data-sectionindex="2"]')!;
  await user.pointer({ keys: '[MouseLeft]', target: year, coords: { clientX: 90, clientY: 12 } });
}

describe('DateRangeFilter typing', () => {
  it('types from the day when the empty field is clicked in its middle: 01012026 → 01/01/2026', async () => {
    const user = userEvent.setup();
    const onRange = jest.fn();
    render(<Harness onRange={onRange} />);
    await clickMiddle(user, 'Modifié du');
    await user.keyboard('01012026');
    expect(shown('Modifié du')).toBe('01/01/2026');
    expect(onRange).toHaveBeenLastCalledWith({ from: '2026-01-01', to: null });
  });

  it('reads a two-digit year as 20xx once the field is left: 010126 → 01/01/2026', async () => {
    const user = userEvent.setup();
    const onRange = jest.fn();
    render(<Harness onRange={onRange} />);
    await clickMiddle(user, 'Modifié du');
    await user.keyboard('010126');
    await user.click(screen.getByRole('button', { name: 'ailleurs' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(shown('Modifié du')).toBe('01/01/2026');
    expect(onRange).toHaveBeenLastCalledWith({ from: '2026-01-01', to: null });
  });

  it('a click on a section of a filled field still edits that section', async () => {
    const user = userEvent.setup();
    const onRange = jest.fn();
    render(<Harness onRange={onRange} />);
    await clickMiddle(user, 'Modifié du');
    await user.keyboard('01012026');
    await user.click(screen.getByRole('button', { name: 'ailleurs' }));
    await clickMiddle(user, 'Modifié du');
    await user.keyboard('2025');
    expect(shown('Modifié du')).toBe('01/01/2025');
  });
});
