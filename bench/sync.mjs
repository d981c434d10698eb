// Sync of a large history, in headless Chromium against the built app and a real WebDAV server
// (rclone): the device holds 2,000 chats with 50,000 messages; the server holds the same state
// with 10% of the messages edited on another device. Figures: the merge itself in Node (the same
// core code the sync worker runs), then in the page the time from Sync now to "Synced", the bytes
// uploaded, and the longest frame while the sync ran against the longest frame of an idle stretch
// of the same length, measured in the same run.
// Usage: npm run build && node bench/sync.mjs   (needs rclone: npm test installs it)
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { startWebdav } from '../tests/fakes/webdav-server.mjs';
import { ascending, elapsed, firstSession, importBundle, launchChromium, median, putRecords, startServer, VIEWPORT } from './support.mjs';

const SESSIONS = 2000;
const MESSAGES_PER_SESSION = 25;
const CHANGED_SHARE = 0.1;
const MERGE_RUNS = 5;
const USER = 'bench';
const PASS = 'bench';

const { mergeStates, diffStates, emptyState } = await importBundle(
  'sync',
  `export { mergeStates } from './src/core/sync/merge';
   export { diffStates } from './src/core/sync/diff';
   export { emptyState } from './src/core/sync/sync-file';`,
);

function history(first, now) {
  const sessions = Array.from({ length: SESSIONS }, (_, s) => ({
    ...first,
    id: `bench-s${s}`,
    topic: `Conversation number ${s}`,
    order: s,
    messageCount: MESSAGES_PER_SESSION,
    lastUpdate: now,
    updatedAt: now,
  }));
  const messages = [];
  for (let s = 0; s < SESSIONS; s++) {
    for (let i = 0; i < MESSAGES_PER_SESSION; i++) {
      messages.push({
        id: `bench-s${s}-m${i}`,
        sessionId: `bench-s${s}`,
        seq: i,
        updatedAt: now,
        date: now,
        role: i % 2 === 0 ? 'user' : 'assistant',
        content: `Message ${i} of conversation ${s}: a paragraph of ordinary length that stands for what people write and read here.`,
      });
    }
  }
  return { sessions, messages };
}

/** The remote copy: the same history with every tenth message edited later elsewhere. */
function remoteOf(local, now) {
  const step = Math.round(1 / CHANGED_SHARE);
  const messages = local.messages.map((m, i) => (i % step === 0 ? { ...m, content: `${m.content} (edited on another device)`, updatedAt: now + 1000 } : m));
  return { ...local, messages };
}

// 1. The merge alone, in Node.
const now = Date.now();
const sample = history({ mask: {}, memoryPrompt: '', stat: { tokenCount: 0, wordCount: 0, charCount: 0 }, lastSummarizeIndex: 0 }, now);
const localState = { ...emptyState(now), ...sample };
const remoteState = remoteOf(localState, now);
const mergeTimes = [];
let changed = 0;
for (let run = 0; run < MERGE_RUNS; run++) {
  mergeTimes.push(
    elapsed(() => {
      const merged = mergeStates(localState, remoteState);
      changed = diffStates(localState, merged).put.messages.length;
    }),
  );
}

// 2. The whole sync in the page.
const dav = await startWebdav({ user: USER, pass: PASS });
const server = await startServer({ WHITE_WEBDAV_ENDPOINTS: dav.url });
const browser = await launchChromium();
const context = await browser.newContext({ viewport: VIEWPORT });
const page = await context.newPage();
try {
  await page.goto(`${server.url}#/chat`);
  await page.locator('textarea').waitFor();
  await page.waitForTimeout(300);
  const first = await firstSession(page);
  const local = history(first, now);
  await putRecords(page, { sessions: local.sessions });
  for (let i = 0; i < local.messages.length; i += 10_000) await putRecords(page, { messages: local.messages.slice(i, i + 10_000) });
  const syncSettings = {
    name: 'sync',
    version: 1.2,
    updatedAt: now,
    data: { provider: 'webdav', useProxy: true, proxyUrl: '', webdav: { endpoint: dav.url, username: USER, password: PASS } },
  };
  await putRecords(page, { settings: [syncSettings] });

  const remote = { ...emptyState(now), ...remoteOf(local, now) };
  const auth = { authorization: `Basic ${Buffer.from(`${USER}:${PASS}`).toString('base64')}` };
  await fetch(`${dav.url}polychat/`, { method: 'MKCOL', headers: auth });
  const remoteText = JSON.stringify(remote);
  const put = await fetch(`${dav.url}polychat/backup.json`, { method: 'PUT', headers: auth, body: remoteText });
  if (!put.ok) throw new Error(`Could not seed the WebDAV server: ${put.status}`);

  await page.goto(`${server.url}#/settings`);
  await page.reload();
  const syncButton = page.getByRole('button', { name: 'Sync now' });
  await syncButton.waitFor();
  await page.waitForTimeout(1000);

  const recordFrames = () =>
    page.evaluate(() => {
      window.__frames = [];
      let previous = performance.now();
      window.__recording = true;
      const frame = (t) => {
        window.__frames.push(t - previous);
        previous = t;
        if (window.__recording) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  const stopFrames = () =>
    page.evaluate(() => {
      window.__recording = false;
      return window.__frames.slice(1);
    });

  await recordFrames();
  const started = Date.now();
  await syncButton.click();
  await page.getByText(/^Synced /).waitFor({ timeout: 300_000 });
  const syncMs = Date.now() - started;
  const syncFrames = ascending(await stopFrames());

  await recordFrames();
  await page.waitForTimeout(syncMs);
  const idleFrames = ascending(await stopFrames());

  const uploaded = statSync(path.join(dav.dir, 'polychat', 'backup.json')).size;
  const edited = readFileSync(path.join(dav.dir, 'polychat', 'backup.json'), 'utf8').split('(edited on another device)').length - 1;
  const longest = (frames) => frames.at(-1) ?? NaN;

  console.log(`Sync of ${SESSIONS} chats / ${local.messages.length} messages, ${CHANGED_SHARE * 100}% edited on the other side`);
  console.log(`merge + diff in Node (median of ${MERGE_RUNS}): ${median(ascending(mergeTimes)).toFixed(0)} ms; messages to write: ${changed}`);
  console.log(`remote read: ${(Buffer.byteLength(remoteText) / 1e6).toFixed(2)} MB; uploaded: ${(uploaded / 1e6).toFixed(2)} MB (edits kept: ${edited})`);
  console.log(`Sync now → Synced in the page: ${syncMs} ms`);
  console.log(`longest frame while syncing: ${longest(syncFrames).toFixed(0)} ms (p95 ${syncFrames[Math.floor(syncFrames.length * 0.95)]?.toFixed(0)} ms, ${syncFrames.length} frames)`);
  console.log(`longest frame idle, same length: ${longest(idleFrames).toFixed(0)} ms`);
  console.log(`ratio longest syncing / idle: ${(longest(syncFrames) / longest(idleFrames)).toFixed(1)}`);
} finally {
  await browser.close();
  await server.stop();
  await dav.stop();
}
