/**
 * Plan review on the drawing in the browser (issue 25 items 1–2): the exhibitor submits a PDF plan
 * (in English); support opens it in the viewer from the plans card (in French), draws three marks
 * on page 1 — a rectangle, an arrow and a numbered pin with its comment —, sees them saved, checks
 * the viewer with axe, and refuses the plans; the exhibitor finds the marks listed under the
 * refusal ("3 marks, page 1"), opens the viewer on them and sees the three, without drawing tools.
 * Revisions (item 3): the exhibitor uploads v2; support compares the two side by side and overlaid,
 * shows v1's marks over v2 and ticks one fixed, which is still ticked when the viewer opens again.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeClean } from './support/axe';
import { logIn, newPage } from './support/browser';
import { withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;
let standId: number;

/** A one-page A4-ish PDF with a frame drawn on it. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 600 800]/Contents 4 0 R>>endobj ' +
    '4 0 obj<</Length 44>>stream\n4 w 50 50 500 700 re S 100 400 m 500 400 l S\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The same plan, corrected: one more line. */
const PDF_V2 = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 600 800]/Contents 4 0 R>>endobj ' +
    '4 0 obj<</Length 63>>stream\n4 w 50 50 500 700 re S 100 400 m 500 400 l S 300 100 m 300 700 l S\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

withServerAndBrowser(async (started, chromium) => {
  server = started;
  browser = chromium;
  // The exhibitor's stand of the demo show, back to waiting for its plans.
  const { rows } = await server.pool.query(
    `SELECT s.id FROM stands s JOIN user_stand_roles r ON r.stand_id = s.id JOIN users u ON u.id = r.user_id
      JOIN shows sh ON sh.id = s.show_id
      WHERE u.email = 'exhibitor@demo.test' AND sh.enabled ORDER BY s.id LIMIT 1`,
  );
  standId = rows[0].id;
  await server.pool.query(`UPDATE stands SET status = 'waitingForPlans' WHERE id = $1`, [standId]);
});

async function standPageAs(login: string, locale: 'fr-FR' | 'en-US'): Promise<Page> {
  const page = await newPage(browser, server.url, locale);
  page.on('pageerror', (error) => console.error(`${login}: ${error.message}`));
  await logIn(page, login);
  await page.getByText(/Vous êtes connecté !|You are logged in!/).first().waitFor();
  await page.goto(`/stands/${standId}`);
  await page.getByRole('region', { name: 'Plans' }).waitFor();
  return page;
}

const plans = (page: Page) => page.getByRole('region', { name: 'Plans' });

/** Drags on the page's markup layer, from and to fractions of its box (within the part on screen: fitted to the width, the page is taller than the window). */
async function drawOn(page: Page, layerName: RegExp, from: [number, number], to: [number, number]): Promise<void> {
  const box = await page.getByRole('group', { name: layerName }).boundingBox();
  assert.ok(box, 'the markup layer is on screen');
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 6 });
  await page.mouse.up();
}

describe('plan review on the drawing', () => {
  it('the exhibitor submits a PDF plan (en)', async () => {
    const page = await standPageAs('exhibitor@demo.test', 'en-US');
    await plans(page).getByRole('button', { name: 'Submit my plans' }).click();
    const dialog = page.getByRole('dialog', { name: "Submit the stand's plans" });
    await dialog.getByLabel('Message with the plans').fill('Our plan, version 1.');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'stand-plan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('New status saved!').waitFor();
    await plans(page).getByRole('button', { name: 'View stand-plan.pdf in the viewer' }).waitFor();
    await page.context().close();
  });

  it('support opens it in the viewer, draws three marks on page 1 and refuses the plans (fr)', async () => {
    const page = await standPageAs('support@demo.test', 'fr-FR');
    await plans(page).getByRole('button', { name: 'Voir stand-plan.pdf dans la visionneuse' }).click();
    const viewer = page.getByRole('dialog', { name: /stand-plan\.pdf — version \d+/ });
    await viewer.getByText('Page 1 / 1').waitFor();
    // The page is painted by PDF.js (its worker a separate asset): the canvas has pixels.
    await viewer.getByRole('img', { name: 'stand-plan.pdf, page 1' }).waitFor();
    await page.waitForFunction(() => {
      const canvas = document.querySelector('canvas[aria-label="stand-plan.pdf, page 1"]') as HTMLCanvasElement | null;
      return canvas !== null && canvas.width > 0;
    });
    const layer = /Marques de la page 1/;

    await viewer.getByRole('button', { name: 'Rectangle' }).click();
    await drawOn(page, layer, [0.1, 0.1], [0.4, 0.3]);
    await viewer.getByRole('button', { name: 'Flèche' }).click();
    await drawOn(page, layer, [0.55, 0.25], [0.8, 0.4]);
    await viewer.getByRole('button', { name: 'Repère numéroté avec commentaire' }).click();
    await drawOn(page, layer, [0.5, 0.2], [0.5, 0.2]);
    const comment = page.getByRole('dialog', { name: 'Repère : votre commentaire' });
    await comment.getByRole('textbox', { name: /Commentaire/ }).fill('Issue de secours masquée');
    await comment.getByRole('button', { name: 'Enregistrer' }).click();

    // Saved, numbered by the server, in the list beside the page.
    await viewer.getByText('Marques enregistrées').waitFor();
    const list = viewer.getByRole('list', { name: 'Marques de la version' });
    await list.getByText('3. Repère · page 1').waitFor();
    assert.deepEqual(await list.getByRole('listitem').allTextContents().then((items) => items.map((t) => t.split(' · ')[0])), ['1. Rectangle', '2. Flèche', '3. Repère']);
    assert.equal(await viewer.locator('g[data-mark]').count(), 3);
    // Zoom and a quarter turn keep them: still three, the rectangle now taller than wide.
    await viewer.getByRole('button', { name: 'Zoom avant (+)' }).click();
    await page.keyboard.press('r');
    assert.equal(await viewer.locator('g[data-mark]').count(), 3);
    await viewer.getByRole('button', { name: 'Sélectionner et déplacer' }).click();
    await axeClean(page, 'the plan viewer with three marks');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    await plans(page).getByRole('button', { name: 'Refuser les plans' }).click();
    const refuse = page.getByRole('dialog', { name: 'Refuser les plans' });
    await refuse.getByLabel('Raison du refus').fill('Voir les trois marques sur la page 1.');
    await refuse.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Nouveau statut enregistré !').waitFor();
    await page.context().close();
  });

  it('the exhibitor sees the three marks from the refusal, without drawing tools (en)', async () => {
    const page = await standPageAs('exhibitor@demo.test', 'en-US');
    const thread = page.getByRole('region', { name: 'Messages' });
    // The refusal (the demo's earlier ones list their own marks).
    const refusal = thread.getByRole('listitem').filter({ hasText: 'Voir les trois marques sur la page 1.' });
    await refusal.getByText(/Marks on version \d+:/).waitFor();
    await refusal.getByRole('button', { name: '3 marks, page 1' }).click();
    const viewer = page.getByRole('dialog', { name: /stand-plan\.pdf — version \d+/ });
    await viewer.getByText('Page 1 of 1').waitFor();
    const list = viewer.getByRole('list', { name: 'Marks of the version' });
    await list.getByText('3. Pin · page 1').waitFor();
    await viewer.getByRole('img', { name: 'Mark 3 (Pin): Issue de secours masquée' }).waitFor();
    assert.equal(await viewer.locator('g[data-mark]').count(), 3);
    assert.equal(await viewer.getByRole('toolbar', { name: 'Markup' }).count(), 0);
    await page.context().close();
  });

  it('the exhibitor uploads the corrected plan, v2 (en)', async () => {
    const page = await standPageAs('exhibitor@demo.test', 'en-US');
    await plans(page).getByRole('button', { name: 'Submit my plans' }).click();
    const dialog = page.getByRole('dialog', { name: "Submit the stand's plans" });
    await dialog.getByLabel('Message with the plans').fill('Our plan, version 2.');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'stand-plan-v2.pdf', mimeType: 'application/pdf', buffer: PDF_V2 });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('New status saved!').waitFor();
    await page.context().close();
  });

  it('support compares v1 and v2 side by side and overlaid, and ticks a mark of v1 fixed (fr)', async () => {
    const page = await standPageAs('support@demo.test', 'fr-FR');
    const openViewer = async () => {
      await plans(page).getByRole('button', { name: 'Voir stand-plan-v2.pdf dans la visionneuse' }).click();
      const viewer = page.getByRole('dialog', { name: /stand-plan-v2\.pdf — version \d+/ });
      await viewer.getByText('Page 1 / 1').waitFor();
      return viewer;
    };
    const viewer = await openViewer();
    const bar = viewer.getByRole('toolbar', { name: 'Versions du plan' });
    await bar.getByText('En attente').first().waitFor();

    await bar.getByRole('button', { name: 'Comparer' }).click();
    const panes = viewer.getByRole('region', { name: /^Version \d+$/ });
    await panes.nth(1).waitFor();
    assert.equal(await panes.count(), 2);
    const [older, newer] = (await panes.allInnerTexts()).map((text) => Number(/Version (\d+)/.exec(text)?.[1]));
    assert.equal(newer, older + 1, 'older left, newer right');
    // One zoom for both panes.
    await viewer.getByRole('toolbar', { name: 'Zoom des deux versions' }).getByRole('button', { name: 'Zoom avant (+)' }).click();
    const widths = await viewer.locator('section canvas').evaluateAll((canvases) => canvases.map((c) => (c as HTMLCanvasElement).style.width));
    assert.equal(widths.length, 2);
    assert.equal(widths[0], widths[1]);

    await bar.getByRole('button', { name: 'Superposer' }).click();
    await viewer.getByText(/En rouge, ce qui a changé depuis la version précédente/).waitFor();

    await bar.getByRole('button', { name: 'Une version' }).click();
    await bar.getByRole('switch', { name: 'Marques de la version précédente' }).check();
    const previous = viewer.getByRole('complementary', { name: /Marques de la version \d+/ });
    await previous.getByText('3 à vérifier sur 3').waitFor();
    assert.equal(await viewer.getByRole('group', { name: /Marques de la version \d+ sur la page 1/ }).locator('g[data-mark]').count(), 3);
    await previous.getByRole('checkbox', { name: /Corrigé \(version \d+\) : Marque 1 \(Rectangle\)/ }).check();
    await previous.getByText('2 à vérifier sur 3').waitFor();
    await axeClean(page, 'the plan viewer with the previous version’s marks');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    // Written on the server: still ticked when the viewer opens again after a reload.
    await page.reload();
    const again = await openViewer();
    await again.getByRole('toolbar', { name: 'Versions du plan' }).getByRole('switch', { name: 'Marques de la version précédente' }).check();
    const checkbox = again.getByRole('complementary', { name: /Marques de la version \d+/ }).getByRole('checkbox', { name: /Marque 1 \(Rectangle\)/ });
    await checkbox.waitFor();
    assert.equal(await checkbox.isChecked(), true);
    await page.context().close();
  });
});
