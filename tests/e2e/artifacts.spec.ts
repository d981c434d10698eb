// Artifacts: HTML and SVG in a reply get a preview that runs in a sandbox. The fake model echoes the
// message, so the page a test sends comes back as the reply's code block.
import { snap } from './support/fixtures';
import { expect, replyDone, send, test } from './support/chat-fixtures';
import { expectAxeCleanInBothThemes } from './support/axe';

/** A page whose script tries to reach the app and writes down what it could. */
const PROBE = [
  '<!doctype html><html><body><h1>Probe page</h1><p id="out">not run</p><script>',
  'const results = {};',
  'const attempt = (name, read) => { try { results[name] = "reached: " + String(read()); } catch (error) { results[name] = "blocked"; } };',
  'attempt("parent", () => parent.document.title);',
  'attempt("storage", () => localStorage.length);',
  'attempt("cookie", () => document.cookie);',
  'attempt("database", () => indexedDB.open("polychat"));',
  'document.getElementById("out").textContent = JSON.stringify(results);',
  '</script></body></html>',
].join('\n');

const codeMessage = (title: string, language: string, code: string) => [title, '', '```' + language, code, '```'].join('\n');

test('an HTML reply runs in a sandbox that reaches neither the app, its storage nor its cookies', async ({ chat }) => {
  await chat.context().addCookies([{ name: 'session', value: 'secret', url: chat.url() }]);
  await chat.evaluate(() => localStorage.setItem('app-secret', 'do not read'));
  await send(chat, codeMessage('A probe page', 'html', PROBE));
  const reply = await replyDone(chat);
  // The user's own message shows its code; only the reply runs.
  await expect(chat.getByRole('group', { name: 'HTML artifact' })).toHaveCount(1);
  const artifact = reply.getByRole('group', { name: 'HTML artifact' });
  await expect(artifact.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  const frame = artifact.getByTitle('Preview of the HTML');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  const out = artifact.frameLocator('iframe').locator('#out');
  // The script ran (the text changed), and every reach outside its sandbox failed.
  await expect(out).not.toHaveText('not run');
  expect(JSON.parse((await out.textContent()) ?? '{}')).toEqual({ parent: 'blocked', storage: 'blocked', cookie: 'blocked', database: 'blocked' });
  await snap(chat, 'artifact-preview');

  await artifact.getByRole('tab', { name: 'Code' }).click();
  await expect(artifact.getByText('<h1>Probe page</h1>', { exact: false })).toBeVisible();
  const [download] = await Promise.all([chat.waitForEvent('download'), artifact.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('artifact.html');
});

test('an SVG reply is drawn in its preview', { tag: '@phone' }, async ({ chat }) => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#1d93ab"/><text x="12" y="48" fill="white">drawn</text></svg>';
  await send(chat, codeMessage('A badge', 'svg', svg));
  const artifact = (await replyDone(chat)).getByRole('group', { name: 'SVG artifact' });
  await expect(artifact.frameLocator('iframe').locator('svg text')).toHaveText('drawn');
  await expectAxeCleanInBothThemes(chat, 'an SVG artifact');
});

test('artifacts follow the global setting: off, HTML stays code', async ({ chat }) => {
  await chat.goto(chat.url().replace(/#.*$/, '#/settings'));
  await chat.getByRole('switch', { name: 'Artifacts' }).click();
  await expect(chat.getByRole('switch', { name: 'Artifacts' })).not.toBeChecked();
  await chat.goto(chat.url().replace(/#.*$/, '#/chat'));
  await send(chat, codeMessage('Plain code now', 'html', '<p>no preview</p>'));
  const reply = await replyDone(chat);
  await expect(reply.getByRole('button', { name: 'Copy code' })).toBeVisible();
  await expect(reply.getByRole('group', { name: 'HTML artifact' })).toHaveCount(0);
  await expect(reply.locator('iframe')).toHaveCount(0);
});
