import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A fresh browser context (own storage) speaking the given language. */
export async function newPage(browser: Browser, baseURL: string, locale: 'fr-FR' | 'en-US' = 'fr-FR'): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

export async function logIn(page: Page, login: string, password = 'demo1234'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/identifiant|identifier|username/i).fill(login);
  await page.getByLabel(/mot de passe|password/i).fill(password);
  await page.getByRole('button', { name: /connexion|se connecter|log in|sign in/i }).click();
}
