import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import fr from '../../../../i18n/fr.json';
import en from '../../../../i18n/en.json';
import { rootReducer } from '@/app/store';
import type { Me, Show } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { localeChosen } from '@/intl/intlSlice';
import StandInfoCard from '@/features/stands/components/StandInfoCard';
import LanguageChoiceDialog from '@/features/stands/components/LanguageChoiceDialog';
import StandActionsMenu from '@/features/stands/components/StandActionsMenu';
import { ADMIN, STANDIST, rootState, stand, USER_ID } from './fixtures';
import { renderWithStore } from '../../helpers/render';

const media = (name: string) => ({ '@id': `/backend/show_media/${name}`, mediaFileName: `${name}.pdf`, objectUrl: `/backend/media/1/${name}` });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 3_600_000).toISOString();

const show = (patch: Partial<Show> = {}): Show =>
  ({
    '@id': '/backend/shows/3',
    '@type': 'Show',
    id: 3,
    name: 'Salon Démo 2027',
    logo: null,
    exhibitorGuide: media('guide'),
    map: media('plan'),
    securityInstructions: media('notice'),
    installationDateStart: inDays(12),
    installationDateEnd: inDays(14),
    uninstallationDateStart: inDays(20),
    uninstallationDateEnd: inDays(21),
    organizerDeadline: inDays(5),
    securityInstructionsFunction: false,
    standDocumentsFunction: false,
    standAddDecoratorFunction: false,
    externalSync: false,
    enabled: true,
    organizer: null,
    hasDemandConfigs: false,
    nbInProgressReports: 0,
    nbClosedReports: 0,
    createdAt: inDays(-100),
    ...patch,
  }) as Show;

const inLanguage = (locale: 'fr' | 'en', ui: React.ReactElement) =>
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
      {ui}
    </IntlProvider>,
  );

describe('the stand dashboard information card', () => {
  it('offers the exhibitor guide and the map, and the safety notice only with the show’s safety function', () => {
    const { unmount } = inLanguage('fr', <StandInfoCard show={show()} />);
    expect(screen.getByRole('link', { name: 'Guide de l’exposant' }).getAttribute('href')).toBe('/backend/media/1/guide');
    expect(screen.getByRole('link', { name: 'Plan du salon' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Notice de sécurité' })).toBeNull();
    unmount();
    inLanguage('fr', <StandInfoCard show={show({ securityInstructionsFunction: true })} />);
    expect(screen.getByRole('link', { name: 'Notice de sécurité' })).toBeTruthy();
  });

  it('gives the deadline and the periods with how far they are, in the language shown', () => {
    const { unmount } = inLanguage('fr', <StandInfoCard show={show()} />);
    const card = within(screen.getByRole('region', { name: 'Salon Démo 2027' }));
    expect(card.getByText('Date limite organisateur')).toBeTruthy();
    expect(card.getByText(/\(dans 5 jours\)/)).toBeTruthy();
    // Paris time, marked as such when the machine running the test is in another zone.
    const period = /^du \d\d\/\d\d\/\d{4} \d\dh\d\d( \(heure de Paris\))? au \d\d\/\d\d\/\d{4} \d\dh\d\d( \(heure de Paris\))? \(dans 12 jours\)$/;
    expect(card.getByText((_, element) => element?.tagName === 'P' && period.test(element.textContent ?? ''))).toBeTruthy();
    unmount();
    inLanguage('en', <StandInfoCard show={show()} />);
    expect(screen.getByText(/\(in 12 days\)/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo of Salon Démo 2027' })).toBeTruthy();
  });

  it('leaves out what the show does not have', () => {
    inLanguage('fr', <StandInfoCard show={show({ exhibitorGuide: null, map: null, organizerDeadline: null })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Date limite organisateur')).toBeNull();
  });
});

describe('the language choice on opening a stand', () => {
  const renderDialog = (languagePreference: 'fr' | 'en' | null) =>
    renderWithStore(
      <LanguageChoiceDialog />,
      rootReducer(
        rootState(ADMIN),
        entitiesReceived({ type: 'users', items: [{ id: USER_ID, '@id': `/backend/users/${USER_ID}`, languagePreference } as Me] }),
      ),
    ).dispatched;

  it('asks a user without a language preference, and sends the choice', () => {
    const dispatched = renderDialog(null);
    const dialog = within(screen.getByRole('dialog', { name: 'Dans quelle langue souhaitez-vous utiliser la plateforme ?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'English' }));
    expect(dispatched).toContainEqual(localeChosen({ locale: 'en' }));
  });

  it('does not ask a user who has chosen', () => {
    renderDialog('fr');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the stand actions menu', () => {
  const renderMenu = (roles: string[], treated: boolean) =>
    renderWithStore(<StandActionsMenu stand={stand(9, { treated })} />, rootState(roles)).dispatched;

  it('lets the staff mark the stand dealt with, or not dealt with again', () => {
    const dispatched = renderMenu(ADMIN, true);
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Marquer comme non traité' }));
    expect(dispatched.find((a) => a.type === 'mutations/saveRequested')?.payload).toMatchObject({
      resource: 'stands',
      id: 9,
      method: 'PATCH',
      data: { treated: false },
    });
  });

  it("opens 'Envoyer une notification' for this stand's contacts", () => {
    const dispatched = renderMenu(ADMIN, true);
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Envoyer une notification' }));
    expect(dispatched.find((a) => a.type === 'notifications/composeRequested')?.payload).toEqual({ selection: { ids: [9] } });
  });

  it('shows a standist no actions', () => {
    renderMenu(STANDIST, false);
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
  });
});
