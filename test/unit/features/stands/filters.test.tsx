import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import fr from '../../../../i18n/fr.json';
import en from '../../../../i18n/en.json';
import SurfaceFilter from '@/components/SurfaceFilter';
import DateRangeFilter from '@/components/DateRangeFilter';
import SearchBox from '@/components/SearchBox';

const inFrench = (ui: React.ReactElement) => render(<IntlProvider locale="fr" messages={fr}>{ui}</IntlProvider>);

describe('SurfaceFilter', () => {
  it('offers the six buckets and reports the chosen one, or null when chosen again', () => {
    const onBucketChange = jest.fn();
    const { rerender } = inFrench(
      <SurfaceFilter value={[0, 1000]} bucket={null} onRangeChange={jest.fn()} onBucketChange={onBucketChange} />,
    );
    for (const label of ['0-10', '11-20', '21-30', '31-40', '41-50', '> 50']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: '11-20' }));
    expect(onBucketChange).toHaveBeenLastCalledWith('11-20');
    rerender(
      <IntlProvider locale="fr" messages={fr}>
        <SurfaceFilter value={[11, 20]} bucket="11-20" onRangeChange={jest.fn()} onBucketChange={onBucketChange} />
      </IntlProvider>,
    );
    expect(screen.getByRole('button', { name: '11-20' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '11-20' }));
    expect(onBucketChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the range it applies, square metre by square metre below 100', () => {
    inFrench(<SurfaceFilter value={[5, 80]} bucket={null} onRangeChange={jest.fn()} onBucketChange={jest.fn()} />);
    const [min, max] = screen.getAllByRole('slider');
    // Each handle is named for what it sets.
    expect(screen.getByRole('slider', { name: 'Surface minimale' })).toBe(min);
    expect(screen.getByRole('slider', { name: 'Surface maximale' })).toBe(max);
    expect(min.getAttribute('aria-valuemin')).toBe('0');
    expect(min.getAttribute('aria-valuenow')).toBe('5');
    expect(max.getAttribute('aria-valuenow')).toBe('80');
    expect(min.getAttribute('aria-valuetext')).toBe('5 m²');
    expect(max.getAttribute('aria-valuetext')).toBe('80 m²');
    expect(screen.getByText('Surface (m²) : 5 – 80 m²')).toBeTruthy();
  });

  it('says "and over" when no upper bound applies, and reaches 1000 m² at the end of its track', () => {
    inFrench(<SurfaceFilter value={[250, 1000]} bucket={null} onRangeChange={jest.fn()} onBucketChange={jest.fn()} />);
    const [min, max] = screen.getAllByRole('slider');
    expect(min.getAttribute('aria-valuetext')).toBe('250 m²');
    expect(max.getAttribute('aria-valuetext')).toBe('sans limite haute');
    expect(max.getAttribute('aria-valuenow')).toBe(max.getAttribute('aria-valuemax'));
    expect(screen.getByText('Surface (m²) : 250 m² et plus')).toBeTruthy();
  });

  it('reports the square metres of the positions when released, in English too', () => {
    const onRangeChange = jest.fn();
    render(
      <IntlProvider locale="en" messages={en}>
        <SurfaceFilter value={[0, 1000]} bucket={null} onRangeChange={onRangeChange} onBucketChange={jest.fn()} />
      </IntlProvider>,
    );
    expect(screen.getByText('Area (m²): any')).toBeTruthy();
    const [min, max] = screen.getAllByRole('slider');
    // From "no upper limit", one step down is 99 m², the largest upper bound the list applies.
    fireEvent.keyDown(max, { key: 'ArrowLeft' });
    expect(onRangeChange).toHaveBeenLastCalledWith([0, 99]);
    fireEvent.keyDown(min, { key: 'ArrowRight' });
    expect(onRangeChange).toHaveBeenLastCalledWith([1, 99]);
  });
});

describe('DateRangeFilter', () => {
  it('shows the chosen days as DD/MM/YYYY in French and MM/DD/YYYY in English', () => {
    const valuesIn = (locale: 'fr' | 'en') => {
      const { container, unmount } = render(
        <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
          <DateRangeFilter value={{ from: '2027-03-01', to: '2027-03-04' }} onChange={jest.fn()} fromLabel="From" toLabel="To" />
        </IntlProvider>,
      );
      const values = [...container.querySelectorAll('input')].map((i) => i.value);
      unmount();
      return values;
    };
    expect(valuesIn('fr')).toEqual(['01/03/2027', '04/03/2027']);
    expect(valuesIn('en')).toEqual(['03/01/2027', '03/04/2027']);
  });
});

describe('SearchBox', () => {
  it('reports each keystroke and shows a text reset from outside', () => {
    const onChange = jest.fn();
    const { rerender } = inFrench(<SearchBox value="abc" onChange={onChange} />);
    const input = screen.getByRole('searchbox', { name: 'Rechercher' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'abcd' } });
    expect(onChange).toHaveBeenLastCalledWith('abcd');
    expect(input.value).toBe('abcd');
    rerender(
      <IntlProvider locale="fr" messages={fr}>
        <SearchBox value="" onChange={onChange} />
      </IntlProvider>,
    );
    expect(input.value).toBe('');
  });
});
