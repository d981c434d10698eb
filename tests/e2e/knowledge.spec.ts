// Knowledge bases (Discovery → Knowledge): files made by the test (a PDF with a text layer, a scanned
// PDF without one, a Word document, Markdown) are added through the picker, read and indexed in the
// browser's worker, searched, and used by a chat that cites them.
import type { Page } from '@playwright/test';
import { makeDocx, makePdf } from './support/documents';
import { expect, snap, test } from './support/fixtures';
import { createBase } from './support/knowledge';

const PDF = makePdf([
  ['Harbour operations manual.', 'This manual covers the port and its daily work.'],
  ['The lighthouse lamp is lit every evening at dusk by the keeper.', 'Its beam turns once every twelve seconds and reaches twenty nautical miles.'],
]);
const SCANNED = makePdf([[]]);
const DOCX = makeDocx('Ferry timetable', ['The first ferry to the island leaves at seven in the morning.', 'On Sundays the ferry does not run in winter.']);
const MARKDOWN = '# Tides\n\nThe tide tables for the harbour are published each month by the harbour master.\n';

async function openKnowledge(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Discovery' }).click();
  await page.getByRole('menuitem', { name: 'Knowledge' }).click();
  await expect(page.getByRole('heading', { name: 'Knowledge', level: 2 })).toBeVisible();
}

async function addFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  await page.getByLabel('Add files', { exact: true }).setInputFiles(files);
}

const fileList = (page: Page, base: string) => page.getByRole('list', { name: `Files of ${base}` });

test('@phone a knowledge base reads a PDF, a Word document and Markdown, refuses a scan, and finds passages', async ({ app: page }) => {
  await openKnowledge(page);
  await expect(page.getByText(/^Storage: .+ of .+ used$/)).toBeVisible();
  await createBase(page, 'Harbour');
  await addFiles(page, [
    { name: 'manual.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'scan.pdf', mimeType: 'application/pdf', buffer: SCANNED },
    { name: 'ferry.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: DOCX },
    { name: 'tides.md', mimeType: 'text/markdown', buffer: Buffer.from(MARKDOWN) },
  ]);
  const files = fileList(page, 'Harbour');
  await expect(files.getByRole('listitem').filter({ hasText: 'manual.pdf' })).toContainText('Ready · 2 passages · 2 pages');
  await expect(files.getByRole('listitem').filter({ hasText: 'ferry.docx' })).toContainText('Ready · 1 passage');
  await expect(files.getByRole('listitem').filter({ hasText: 'tides.md' })).toContainText('Ready · 1 passage');
  await expect(files.getByRole('listitem').filter({ hasText: 'scan.pdf' }).getByRole('alert')).toHaveText(
    'No text found: a scanned document needs text recognition before it can be searched.',
  );
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search in Harbour' });
  await expect(search).toHaveAccessibleDescription('Keyword search');
  await search.fill('lighthouse beam');
  const results = page.getByRole('list', { name: 'Passages found' }).getByRole('listitem');
  await expect(results.first()).toContainText('manual.pdf · page 2');
  await expect(results.first()).toContainText('Its beam turns once every twelve seconds');
  await search.fill('ferry sunday');
  await expect(results.first()).toContainText('ferry.docx · Ferry timetable');
  await snap(page, 'knowledge-base');

  // Stored whole: a reload shows the same files, and search still finds them.
  await page.reload();
  await expect(fileList(page, 'Harbour').getByRole('listitem')).toHaveCount(4);
  await page.getByRole('searchbox', { name: 'Search in Harbour' }).fill('tide tables');
  await expect(results.first()).toContainText('tides.md · Tides');
});

test('a knowledge base is renamed, loses a file, and is deleted with everything in it', async ({ app: page }) => {
  await openKnowledge(page);
  await createBase(page, 'Drafts');
  await addFiles(page, [{ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('A short note about the annual regatta and its sailing boats.') }]);
  await expect(fileList(page, 'Drafts').getByRole('listitem')).toContainText('Ready');

  await page.getByRole('button', { name: 'Rename Drafts' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Regatta');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Regatta', level: 3 })).toBeVisible();

  await page.getByRole('button', { name: 'Remove note.txt' }).click();
  await expect(page.getByText('No files yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Regatta' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Regatta', level: 3 })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^No knowledge bases yet/)).toBeVisible();
});

test('the storage used is shown, with a warning when it is nearly full', async ({ page }) => {
  // The browser's answer for a site that has used 95 of its 100 MB.
  await page.addInitScript(() => {
    const megabytes = 1024 * 1024;
    navigator.storage.estimate = () => Promise.resolve({ usage: 95 * megabytes, quota: 100 * megabytes });
  });
  await page.goto('/#/knowledge');
  await expect(page.getByText('Storage: 95 MB of 100 MB used')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('The browser’s storage is almost full: new files may not fit.');
  await snap(page, 'knowledge-full');
});
