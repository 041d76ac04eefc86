/**
 * Notifications in the browser (issue 11, item 4), in French and in English: the organizer ticks
 * two stands of the demo show's list, opens 'Envoyer une notification' from the selection's
 * actions, picks the plans reminder (its subject and content come prefilled, the variables listed),
 * sends ('Notification envoyée !'), then finds it in 'Notifications envoyées' with its two stands
 * and every message sent; support finds the messages, one per contact and stand, in the outbox.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_SHOW_NAME } from '@server/seed/demo';
import { logIn, newPage } from './support/browser';
import { withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;
let showId: number;

withServerAndBrowser(async (started, chromium) => {
  server = started;
  browser = chromium;
  showId = (await server.pool.query('SELECT id FROM shows WHERE name = $1', [DEMO_SHOW_NAME])).rows[0].id;
});

interface Texts {
  locale: 'fr-FR' | 'en-US';
  loggedIn: string;
  selection: RegExp;
  notify: string;
  dialog: string;
  template: string;
  reminder: string;
  subject: string;
  subjectValue: string;
  /** The subject as the sent list shows it: its variables by their labels (issue 20, item 10). */
  subjectShown: string;
  variable: RegExp;
  send: string;
  sent: RegExp;
  sends: string;
  outbox: string;
}

const TEXTS: Record<'fr' | 'en', Texts> = {
  fr: {
    locale: 'fr-FR',
    loggedIn: 'Vous êtes connecté !',
    selection: /Actions sur la sélection \(2\)/,
    notify: 'Envoyer une notification',
    dialog: 'Envoyer une notification',
    template: 'Notification',
    reminder: 'Relance : plans attendus',
    subject: 'Objet',
    subjectValue: 'Plans attendus pour le stand {{standName}}',
    subjectShown: 'Plans attendus pour le stand «Enseigne du stand»',
    variable: /Insérer « Enseigne du stand »/,
    send: 'Envoyer',
    sent: /Notification envoyée ! 2 messages en file d'attente|Notification envoyée !/,
    sends: 'Notifications envoyées',
    outbox: '/courriels',
  },
  en: {
    locale: 'en-US',
    loggedIn: 'You are logged in!',
    selection: /Actions on the selection \(2\)/,
    notify: 'Send a notification',
    dialog: 'Send a notification',
    template: 'Notification',
    reminder: 'Reminder: plans expected',
    subject: 'Subject',
    subjectValue: 'Plans expected for stand {{standName}}',
    subjectShown: 'Plans expected for stand «Stand name»',
    variable: /Insert “Stand name”/,
    send: 'Send',
    sent: /Notification sent!/,
    sends: 'Notifications sent',
    outbox: '/courriels',
  },
};

async function pageAs(login: string, t: Texts): Promise<Page> {
  const page = await newPage(browser, server.url, t.locale);
  await logIn(page, login);
  await page.getByText(t.loggedIn).first().waitFor();
  return page;
}

for (const [language, t] of Object.entries(TEXTS)) {
  describe(`notifications (${language})`, () => {
    it('the organizer sends a notification to two selected stands and finds it sent; support finds its messages in the outbox', async () => {
      const before = Number((await server.pool.query('SELECT coalesce(max(id), 0) AS id FROM notification_sends')).rows[0].id);
      const page = await pageAs('organizer@demo.test', t);
      await page.goto(`/salons/${showId}/stands`);
      const rows = page.locator('.MuiDataGrid-row');
      await rows.first().waitFor();
      await rows.nth(0).getByRole('checkbox').check();
      await rows.nth(1).getByRole('checkbox').check();
      await page.getByRole('button', { name: t.selection }).click();
      await page.getByRole('menuitem', { name: t.notify }).click();

      const dialog = page.getByRole('dialog', { name: t.dialog });
      await dialog.waitFor();
      await dialog.getByRole('combobox', { name: t.template }).click();
      await page.getByRole('option', { name: t.reminder }).click();
      assert.equal(await dialog.getByRole('textbox', { name: t.subject }).inputValue(), t.subjectValue, 'the subject comes from the template');
      await dialog.getByRole('button', { name: t.variable }).waitFor();
      await dialog.getByRole('button', { name: t.send, exact: true }).click();
      await page.getByText(t.sent).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const send = (await server.pool.query('SELECT id, stand_count, recipient_count FROM notification_sends WHERE id > $1', [before])).rows;
      assert.equal(send.length, 1, 'one notification recorded');
      assert.equal(send[0].stand_count, 2);
      await server.jobs.idle();
      const deliveries = (await server.pool.query('SELECT subject, state FROM mail_deliveries WHERE notification_send_id = $1', [send[0].id])).rows;
      assert.equal(deliveries.length, send[0].recipient_count);
      assert.ok(deliveries.every((d) => d.state === 'sent' && !d.subject.includes('{{')), 'every message sent, its variables filled');

      // The organizer's notifications sent: the new one first, two stands, every message sent.
      await page.goto('/notifications/envoyees');
      await page.getByRole('heading', { name: t.sends }).waitFor();
      const first = page.locator('.MuiDataGrid-row').first();
      await first.getByText(t.subjectShown).waitFor();
      const cells = await first.locator('.MuiDataGrid-cell').allInnerTexts();
      assert.ok(cells.includes('2'), `two stands in ${cells.join(' | ')}`);
      assert.ok(cells.includes(String(send[0].recipient_count)), `all messages in ${cells.join(' | ')}`);
      await page.close();

      // Support reads the messages themselves in the outbox.
      const support = await pageAs('support@demo.test', t);
      await support.goto(t.outbox);
      await support.getByText(deliveries[0].subject).first().waitFor();
      await support.close();
    });
  });
}
