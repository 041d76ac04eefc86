import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How every test and bench starts Chromium (the Debian package, no sandbox, no GPU). */
export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

/** A fresh browser context (own storage) speaking the given language. */
export async function newPage(browser: Browser, baseURL: string, locale: 'fr-FR' | 'en-US' = 'fr-FR'): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Gives the account the browser's language as its preference, through the API, so a
 * journey in English stays in English and the stand page's language question (asked
 * once, when there is no preference) does not stand in its way; `null` forgets it
 * (the journey of that question).
 */
export async function setLanguagePreference(page: Page, login: string, password: string, preference: 'fr' | 'en' | null): Promise<void> {
  const answer = await page.request.post('/backend/login_check', { data: { _username: login, _password: password } });
  // A journey with a wrong password: the form will say so.
  if (!answer.ok()) return;
  const { token } = (await answer.json()) as { token: string };
  const userId = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { user_id: number }).user_id;
  const patched = await page.request.patch(`/backend/users/${userId}`, {
    data: JSON.stringify({ languagePreference: preference }),
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/merge-patch+json', Accept: 'application/ld+json' },
  });
  if (!patched.ok()) throw new Error(`languagePreference of ${login}: ${patched.status()}`);
}

export async function logIn(
  page: Page,
  login: string,
  password = 'demo1234',
  { preference }: { preference?: 'fr' | 'en' | null } = {},
): Promise<void> {
  await page.goto('/login');
  const browserLanguage = await page.evaluate(() => navigator.language);
  await setLanguagePreference(page, login, password, preference !== undefined ? preference : browserLanguage.startsWith('en') ? 'en' : 'fr');
  await page.getByLabel(/identifiant|identifier|username/i).fill(login);
  await page.getByLabel(/mot de passe|password/i).fill(password);
  await page.getByRole('button', { name: /connexion|se connecter|log in|sign in/i }).click();
}

/**
 * Waits for `locator`; when it never shows, the failure says what the page showed instead (its
 * dialogs, menus and alerts): for steps that once timed out in a run under load.
 */
export async function waitOrSayWhatIsShown(page: Page, locator: Locator): Promise<void> {
  await locator.waitFor().catch(async (err: Error) => {
    const shown = await page
      .locator('[role="dialog"], [role="menu"], [role="alert"]')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`${err.message}\nOn screen instead: ${JSON.stringify(shown)}`);
  });
}
