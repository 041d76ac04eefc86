/**
 * One clock (issue 20 item 9) on the screens beyond the lists: the dashboards' and the stand
 * page's dates (its whose-turn line too), the findings and the day filter say they are Paris time to a browser in another
 * zone (here New York: jest cannot change its own zone, so the mark is told it), and say nothing
 * more to a browser in Paris.
 */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import fr from '../../../i18n/fr.json';
import en from '../../../i18n/en.json';
import type { Report, Show } from '@/domain/api';
import DateRangeFilter from '@/components/DateRangeFilter';
import StandInfoCard from '@/features/stands/components/StandInfoCard';
import ShowOverviewCard from '@/features/showDashboard/components/ShowOverviewCard';
import ReportItem from '@/features/standReports/components/ReportItem';
import DemandHeaderCard from '@/features/demands/components/DemandHeaderCard';
import PlanTurnLabel from '@/features/stands/components/PlanTurnLabel';
import type { Demand } from '@/domain/api';

let mockBrowserZone = 'America/New_York';
jest.mock('@/domain/time', () => {
  const actual = jest.requireActual('@/domain/time');
  return { ...actual, zoneDiffers: (zone?: string, now?: Date) => actual.zoneDiffers(zone ?? mockBrowserZone, now) };
});

const show = {
  '@id': '/backend/shows/3',
  id: 3,
  name: 'Salon Démo 2027',
  logo: null,
  exhibitorGuide: null,
  map: null,
  securityInstructions: null,
  installationDateStart: '2027-03-04T08:05:00Z',
  installationDateEnd: '2027-03-06T17:00:00Z',
  uninstallationDateStart: '2027-03-10T17:00:00Z',
  uninstallationDateEnd: '2027-03-11T12:00:00Z',
  organizerDeadline: '2027-02-01T11:00:00Z',
  securityInstructionsFunction: false,
  externalSync: true,
  externalSyncAt: '2027-01-05T10:00:00Z',
  enabled: true,
} as unknown as Show;

const report = {
  id: 7,
  name: 'Moquette déchirée',
  status: 'closed',
  comment: null,
  photos: [],
  createdAt: '2027-03-05T09:00:00Z',
  closedAt: '2027-03-05T16:30:00Z',
  createdBy: { fullName: 'Paul Support' },
} as unknown as Report;

const inLanguage = (locale: 'fr' | 'en', ui: ReactElement) =>
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
      {ui}
    </IntlProvider>,
  );

const demand = {
  '@id': '/backend/demands/1',
  id: 1,
  askedDatetime: '2027-03-04T08:05:00Z',
  demandStatus: { reference: 'in_progress' },
  company: 'ACME',
  firstname: 'Jeanne',
  lastname: 'Martin',
  fullName: 'Jeanne Martin',
  phone: '0102030405',
  email: 'jeanne@example.test',
  comment: 'Livraison du mobilier',
  standName: 'Boulangerie Lumière',
  hall: 'Hall 7',
  aisle: 'K',
  standNumber: 'K-701',
  standType: null,
  surface: '18',
} as unknown as Demand;

const screens: Array<[string, ReactElement]> = [
  ['a request’s header', <DemandHeaderCard key="demand" demand={demand} stand={undefined} logistic={null} isLogistic={false} decide={null} action={null} title="D0001" />],
  ['the stand page’s show card', <StandInfoCard key="info" show={show} />],
  ['the show dashboard', <ShowOverviewCard key="overview" show={show} canEdit={false} onEdit={jest.fn()} />],
  ['the stand page’s whose turn', <PlanTurnLabel key="turn" long stand={{ turn: 'team', turnSince: '2027-03-04T08:05:00Z', late: false }} now={new Date('2027-03-08T10:00:00Z')} />],
  [
    'a finding',
    <ReportItem
      key="report"
      report={report}
      canEdit={false}
      canClose={false}
      onEdit={jest.fn()}
      onClose={jest.fn()}
      onPdf={jest.fn()}
      onOpenPhoto={jest.fn()}
      onRemovePhoto={jest.fn()}
    />,
  ],
];

afterEach(() => {
  mockBrowserZone = 'America/New_York';
});

describe.each(screens)('%s', (_name, ui) => {
  it('reads Paris time, marked as such, in a browser in New York', () => {
    const { container, unmount } = inLanguage('fr', ui);
    // 08:05 UTC is 09h05 in Paris (03h05 in New York).
    const text = container.textContent ?? '';
    expect(text).toMatch(/\d{2}\/\d{2}\/2027 \d{2}[h:]\d{2} \(heure de Paris\)/);
    expect(text).not.toMatch(/\d{2}[h:]\d{2}(?! \(heure de Paris\))/);
    unmount();
    expect(inLanguage('en', ui).container.textContent).toContain('(Paris time)');
  });

  it('adds nothing in a browser in Paris', () => {
    mockBrowserZone = 'Europe/Paris';
    expect(inLanguage('fr', ui).container.textContent).not.toContain('heure de Paris');
  });
});

it('the stand page says the installation in Paris time', () => {
  inLanguage('fr', <StandInfoCard show={show} />);
  expect(screen.getByText(/04\/03\/2027 09h05 \(heure de Paris\)/)).toBeTruthy();
});

describe('the day filter', () => {
  const filter = <DateRangeFilter value={{ from: null, to: null }} onChange={jest.fn()} fromLabel="Modifié du" toLabel="au" />;

  it('says its days are Paris days in a browser in New York', () => {
    inLanguage('fr', filter);
    expect(screen.getAllByText('Heure de Paris')).toHaveLength(2);
  });

  it('says nothing in a browser in Paris', () => {
    mockBrowserZone = 'Europe/Paris';
    inLanguage('fr', filter);
    expect(screen.queryByText('Heure de Paris')).toBeNull();
  });
});
