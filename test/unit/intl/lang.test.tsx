import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FormattedMessage } from 'react-intl';
import { makeStore } from '@/app/store';
import { AppIntlProvider } from '@/intl/intl';
import { localeSet } from '@/intl/intlSlice';

describe('the page language', () => {
  it('is the language the user reads the app in, and follows a switch', async () => {
    const { store } = makeStore({ persist: false, runSagas: false });
    store.dispatch(localeSet('en'));
    render(
      <Provider store={store}>
        <AppIntlProvider>
          <FormattedMessage id="login.title" />
        </AppIntlProvider>
      </Provider>,
    );
    expect(await screen.findByText('Log in')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    act(() => {
      store.dispatch(localeSet('fr'));
    });
    expect(await screen.findByText('Connexion')).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
  });
});
