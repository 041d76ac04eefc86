/**
 * The widgets several features show (src/components): the status chip, the file picker, the Paris-time
 * date field and the dashboard frame, as a user sees them.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import fr from '../../../i18n/fr.json';
import DashboardFrame from '@/components/DashboardFrame';
import DateTimeField from '@/components/DateTimeField';
import FilePicker from '@/components/FilePicker';
import StandStatusChip from '@/components/StandStatusChip';
import type { StandStatus } from '@/domain/standStatus';

const inFrench = (ui: ReactElement) => render(<IntlProvider locale="fr" messages={fr}>{ui}</IntlProvider>);

describe('StandStatusChip', () => {
  it('says the status in words, and nothing for an unknown one', () => {
    const { container, rerender } = inFrench(<StandStatusChip status="validatedPlans" />);
    expect(screen.getByText('Plans validés')).toBeTruthy();
    rerender(
      <IntlProvider locale="fr" messages={fr}>
        <StandStatusChip status={'archived' as StandStatus} />
      </IntlProvider>,
    );
    expect(container.textContent).toBe('');
  });
});

describe('FilePicker', () => {
  const pdf = (name: string) => new File(['x'], name, { type: 'application/pdf' });

  it('adds the chosen files to those already chosen, and removes one by its button', () => {
    const onChange = jest.fn();
    inFrench(<FilePicker files={[pdf('a.pdf')]} onChange={onChange} labelId="standMessages.compose.attach" />);
    const input = screen.getByLabelText(fr['standMessages.compose.attach'], { selector: 'input' });
    fireEvent.change(input, { target: { files: [pdf('b.pdf')] } });
    expect(onChange.mock.calls[0][0].map((file: File) => file.name)).toEqual(['a.pdf', 'b.pdf']);
    fireEvent.keyUp(screen.getByRole('button', { name: 'a.pdf' }), { key: 'Delete' });
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('keeps one file when single', () => {
    const onChange = jest.fn();
    inFrench(<FilePicker files={[pdf('a.pdf')]} onChange={onChange} labelId="standMessages.compose.attach" single />);
    fireEvent.change(screen.getByLabelText(fr['standMessages.compose.attach'], { selector: 'input' }), { target: { files: [pdf('b.pdf'), pdf('c.pdf')] } });
    expect(onChange.mock.calls[0][0].map((file: File) => file.name)).toEqual(['b.pdf']);
  });
});

describe('DateTimeField', () => {
  it('shows a UTC value in Paris time, whatever the browser zone (winter +1 h, summer +2 h)', () => {
    const field = (value: string) => (
      <LocalizationProvider dateAdapter={AdapterLuxon}>
        <DateTimeField name="organizerDeadline" label="Date limite" value={value} onChange={() => undefined} />
      </LocalizationProvider>
    );
    const { container, rerender } = inFrench(field('2027-03-04T09:05:00Z'));
    const shown = () => (container.querySelector('input[name="organizerDeadline"]') as HTMLInputElement).value;
    expect(shown()).toBe('04/03/2027 10h05');
    rerender(<IntlProvider locale="fr" messages={fr}>{field('2027-07-04T09:05:00Z')}</IntlProvider>);
    expect(shown()).toBe('04/07/2027 11h05');
  });
});

describe('DashboardFrame', () => {
  it('shows its title, a placeholder while loading, then the main and side columns and what follows', () => {
    const frame = (loading: boolean) => (
      <DashboardFrame title="Tableau de bord" loading={loading} loadingTestId="loading" notice={<p>Avis</p>} main={<p>Principal</p>} side={<p>Côté</p>}>
        <p>Après</p>
      </DashboardFrame>
    );
    const { rerender } = render(frame(true));
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeTruthy();
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect(screen.queryByText('Principal')).toBeNull();
    expect(screen.getByText('Avis')).toBeTruthy();
    rerender(frame(false));
    expect(screen.queryByTestId('loading')).toBeNull();
    for (const text of ['Principal', 'Côté', 'Après']) expect(screen.getByText(text)).toBeTruthy();
  });
});
