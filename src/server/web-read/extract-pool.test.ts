// The page reader's extraction threads: the same text as extraction on the server's own thread, a
// page that takes too long ended with its thread (a fresh one reads the next), a bounded queue, and
// the server answering other requests while a heavy page is being read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractTimeout } from './extract-pool';
import { htmlPage } from './html-page';
import { DOM_HEAVY_HTML, readThrough, startLocalSite, startReader, testExtractPool, type LocalSite, type ReaderServer } from './test-support';

const ARTICLE = `<html><head><title>Otters</title></head><body><article><h1>Otters</h1><p>${'Sea otters hold hands while they sleep so that they do not drift apart. '.repeat(6)}</p></article></body></html>`;
/** Far below what the heavy page takes, far above what an article does once its thread is up. */
const SHORT_LIMIT_MS = 100;
/** The heavy page takes seconds on a busy machine. */
const HEAVY_TEST_TIMEOUT_MS = 60_000;

describe('page extraction threads', () => {
  it('give the text the page reader gets on its own thread', async () => {
    const pool = await testExtractPool();
    try {
      expect(await pool.extract(ARTICLE, new AbortController().signal)).toEqual(htmlPage(ARTICLE));
    } finally {
      await pool.close();
    }
  });

  it('end a page that takes longer than its limit, and read the next on a fresh thread', async () => {
    const pool = await testExtractPool({ threads: 1, timeoutMs: SHORT_LIMIT_MS });
    try {
      await expect(pool.extract(DOM_HEAVY_HTML, new AbortController().signal)).rejects.toBeInstanceOf(ExtractTimeout);
      expect((await pool.extract(ARTICLE, new AbortController().signal)).title).toBe('Otters');
    } finally {
      await pool.close();
    }
  });

  it('refuse a page when the queue is full, and drop one whose request gave up', { timeout: HEAVY_TEST_TIMEOUT_MS }, async () => {
    const pool = await testExtractPool({ threads: 1, queueMax: 1 });
    try {
      const running = pool.extract(DOM_HEAVY_HTML, new AbortController().signal);
      const givenUp = new AbortController();
      const waiting = pool.extract(ARTICLE, givenUp.signal);
      await expect(pool.extract(ARTICLE, new AbortController().signal)).rejects.toBeInstanceOf(ExtractTimeout);
      givenUp.abort();
      await expect(waiting).rejects.toBeInstanceOf(ExtractTimeout);
      await expect(running).resolves.toMatchObject({ title: 'Heavy' });
    } finally {
      await pool.close();
    }
  });
});

describe('the page reader while a heavy page is read', () => {
  let site: LocalSite;
  let reader: ReaderServer;
  beforeAll(async () => {
    site = await startLocalSite();
    reader = await startReader({ WEB_FETCH_ALLOWED_HOSTS: site.host });
  });
  afterAll(async () => {
    await reader.close();
    await site.close();
  });

  it('answers another request before the heavy page’s text is ready', { timeout: HEAVY_TEST_TIMEOUT_MS }, async () => {
    const finished: string[] = [];
    const heavy = readThrough(reader, [`${site.url}/dom-heavy.html`])
      .then((response) => response.json())
      .then((answer) => (finished.push('heavy'), answer));
    await site.served('/dom-heavy.html');
    const light = await readThrough(reader, [`${site.url}/notes.txt`]).then((response) => response.json());
    finished.push('light');
    expect(light).toMatchObject({ pages: [{ ok: true, text: 'Line one of the notes.\nLine two of the notes.' }] });
    // Read, or given up at its time limit on a busy machine: either way after the other answer.
    expect(await heavy).toMatchObject({ pages: [{ url: `${site.url}/dom-heavy.html` }] });
    expect(finished).toEqual(['light', 'heavy']);
  });
});
