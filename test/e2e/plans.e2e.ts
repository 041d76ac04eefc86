/**
 * The plan workflow in the browser (issue 9): a decorator submits plans with a PDF
 * (in English), support validates them (in French), the decorator confirms with the
 * confirmation form — a cleaning company and its purchase order —, replies in the thread with
 * an attachment and edits that reply (`PATCH /backend/messages/{id}`), and the stand shows as
 * validated, in the stand list's status filter too.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { logIn, newPage } from './support/browser';
import { withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;
let standId: number;
let standName: string;

/** A one-page PDF, as an exhibitor's plans would be. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

withServerAndBrowser(async (started, chromium) => {
  server = started;
  browser = chromium;
  // The decorator's first stand of the demo show, back to waiting for its plans.
  const { rows } = await server.pool.query(
    `SELECT s.id, s.name FROM stands s JOIN user_stand_roles r ON r.stand_id = s.id JOIN users u ON u.id = r.user_id
      JOIN shows sh ON sh.id = s.show_id
      WHERE u.email = 'decorator@demo.test' AND sh.enabled ORDER BY s.id LIMIT 1`,
  );
  standId = rows[0].id;
  standName = rows[0].name;
  await server.pool.query(`UPDATE stands SET status = 'waitingForPlans' WHERE id = $1`, [standId]);
});

async function standPageAs(login: string, locale: 'fr-FR' | 'en-US'): Promise<Page> {
  const page = await newPage(browser, server.url, locale);
  await logIn(page, login);
  await page.getByText(/Vous êtes connecté !|You are logged in!/).first().waitFor();
  await page.goto(`/stands/${standId}`);
  await page.getByRole('region', { name: 'Plans' }).waitFor();
  return page;
}

const plans = (page: Page) => page.getByRole('region', { name: 'Plans' });

describe('the plan workflow', () => {
  it('a decorator submits the plans with a PDF (en)', async () => {
    const page = await standPageAs('decorator@demo.test', 'en-US');
    await plans(page).getByRole('button', { name: 'Submit my plans' }).click();
    const dialog = page.getByRole('dialog', { name: "Submit the stand's plans" });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Content missing').waitFor();
    await dialog.getByText('Add at least one plan file.').waitFor();
    await dialog.getByLabel('Message with the plans').fill('Here are our plans, version 2.');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'plans-v2.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('New status saved!').waitFor();
    await plans(page).getByText('Awaiting verification').waitFor();
    await plans(page).getByRole('button', { name: 'plans-v2.pdf', exact: true }).waitFor();
    // The thread holds the submission, with its file.
    const thread = page.getByRole('region', { name: 'Messages' });
    await thread.getByText('Here are our plans, version 2.').waitFor();
    assert.equal(await plans(page).getByRole('button', { name: 'Submit my plans' }).count(), 0);
    await page.context().close();
  });

  it('support validates them (fr), the organizer then sees that the exhibitor must confirm', async () => {
    const page = await standPageAs('support@demo.test', 'fr-FR');
    await plans(page).getByRole('button', { name: 'Valider les plans' }).click();
    const dialog = page.getByRole('dialog', { name: 'Valider les plans' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Nouveau statut enregistré !').waitFor();
    await plans(page).getByText('En attente de confirmation exposant').waitFor();
    await page.context().close();

    const organizer = await standPageAs('organizer@demo.test', 'fr-FR');
    await plans(organizer).getByText('L’exposant doit confirmer les plans.').waitFor();
    assert.equal(
      await plans(organizer).getByRole('button', { name: /Déposer|Valider|Refuser|Confirmer/ }).count(),
      0,
      'no step for the organizer now',
    );
    await organizer.context().close();
  });

  it('the decorator confirms with the confirmation form, a cleaning company and its purchase order (en)', async () => {
    const page = await standPageAs('decorator@demo.test', 'en-US');
    await plans(page).getByRole('button', { name: 'Confirm the plans' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan confirmation' });
    // The person is prefilled from the account; the attestations and the waste disposal are not.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This statement must be ticked.').first().waitFor();
    await dialog.getByLabel(/I certify that the stand/).check();
    await dialog.getByLabel(/I have read the invoicing terms/).check();
    await dialog.getByLabel('By a cleaning company').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('File missing').waitFor();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'bon-de-commande.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('New status saved!').waitFor();
    await plans(page).getByText('The plans are confirmed.').waitFor();
    await page.context().close();
  });

  it('the decorator replies with an attachment, downloads it, then edits the reply, their newest message (en)', async () => {
    const page = await standPageAs('decorator@demo.test', 'en-US');
    const thread = page.getByRole('region', { name: 'Messages' });
    await thread.getByLabel('Your message').fill('The elevation, as promised.');
    await thread.locator('input[type=file]').setInputFiles({ name: 'elevation.pdf', mimeType: 'application/pdf', buffer: PDF });
    await thread.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message sent!').waitFor();
    const list = page.getByRole('list', { name: /thread/i });
    await list.getByText('The elevation, as promised.').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: 'elevation.pdf' }).click()]);
    assert.equal(download.suggestedFilename(), 'elevation.pdf');
    // Only the newest message, the decorator's own, offers the edit.
    assert.equal(await list.getByRole('button', { name: 'Edit my message' }).count(), 1);
    await list.getByRole('button', { name: 'Edit my message' }).click();
    await list.getByLabel('Message', { exact: true }).fill('The elevation, as promised (side view).');
    await list.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully!').waitFor();
    await list.getByText('The elevation, as promised (side view).').waitFor();
    await list.getByRole('button', { name: 'elevation.pdf' }).waitFor();
    await page.reload();
    await page.getByRole('list', { name: /thread/i }).getByText('The elevation, as promised (side view).').waitFor();
    await page.context().close();
  });

  it('the stand list’s status filter shows it validated (fr)', async () => {
    const page = await newPage(browser, server.url, 'fr-FR');
    await logIn(page, 'support@demo.test');
    await page.getByText('Vous êtes connecté !').first().waitFor();
    await page.goto('/salons/1/stands');
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.getByRole('checkbox', { name: 'Plans validés' }).check();
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(standName);
    await page.getByRole('gridcell', { name: standName, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await page.context().close();
  });
});
