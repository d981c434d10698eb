// POST /api/web/read against local pages served by the test and admitted through
// WEB_FETCH_ALLOWED_HOSTS: an article reduced to its readable text, a PDF made in the test, plain
// text, redirects (followed, and refused when they lead inward), and every way a page can fail,
// each named beside the pages that were read.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webReadAnswerSchema, type WebPage } from '../../core/schemas/web-search';
import { startApp, type RunningApp } from '../../../tests/fakes/harness';
import { ARTICLE_SENTENCE, PDF_PAGES, startLocalSite, startReader, readThrough, type LocalSite, type ReaderServer } from '../web-read/test-support';

let site: LocalSite;
let app: RunningApp;

beforeAll(async () => {
  site = await startLocalSite();
  app = await startApp({ DATA_DIR: '/nonexistent-web-read-test', WEB_FETCH_ALLOWED_HOSTS: site.host });
});

afterAll(async () => {
  await app.close();
  await site.close();
});

async function pagesOf(response: Response): Promise<WebPage[]> {
  expect(response.status).toBe(200);
  return webReadAnswerSchema.parse(await response.json()).pages;
}

async function readOne(path: string, server: { url: string } = app): Promise<WebPage> {
  const [page] = await pagesOf(await readThrough(server, [`${site.url}${path}`]));
  if (!page) throw new Error('no page');
  return page;
}

describe('reading', () => {
  it('an HTML page: its article as paragraphs, without navigation, footer or script; its title, site and date', async () => {
    const page = await readOne('/article.html');
    expect(page).toMatchObject({ ok: true, url: `${site.url}/article.html`, finalUrl: `${site.url}/article.html`, site: 'Ranger News', published: '2026-11-20T09:00:00Z' });
    if (!page.ok) return;
    expect(page.title).toContain('Fox tracks');
    expect(page.text).toContain(ARTICLE_SENTENCE);
    expect(page.text).toContain('Second paragraph of the story.\nA line after a break.');
    expect(page.text).toMatch(/Snow fell all night[^\n]*\n\nSecond paragraph/);
    for (const absent of ['Home', 'Copyright notice', 'never text', 'document.write']) expect(page.text).not.toContain(absent);
  });

  it('a PDF made in the test: the text of each page, its title', async () => {
    const page = await readOne('/report.pdf');
    expect(page).toMatchObject({ ok: true, title: 'Fox report', site: '127.0.0.1', text: `${PDF_PAGES[0]}\n\n${PDF_PAGES[1]}` });
  });

  it('a PDF sent without a type is known by its bytes, and named by its file', async () => {
    expect(await readOne('/untyped')).toMatchObject({ ok: true, title: 'untyped', text: `${PDF_PAGES[0]}\n\n${PDF_PAGES[1]}` });
  });

  it('plain text as it is', async () => {
    expect(await readOne('/notes.txt')).toMatchObject({ ok: true, title: 'notes.txt', text: 'Line one of the notes.\nLine two of the notes.' });
  });

  it('a page in its declared character set', async () => {
    expect(await readOne('/latin1.html')).toMatchObject({ ok: true, title: 'Café', text: 'Un café crème.' });
  });

  it('redirects are followed, and the page names where they ended', async () => {
    expect(await readOne('/chain')).toMatchObject({ ok: true, url: `${site.url}/chain`, finalUrl: `${site.url}/article.html` });
  });

  it('five pages in one request, read in parallel, answered in the order asked; the same address twice is read once', async () => {
    const paths = ['/article.html', '/report.pdf', '/notes.txt', '/missing', '/article.html'];
    const pages = await pagesOf(await readThrough(app, paths.map((path) => `${site.url}${path}`)));
    expect(pages.map((page) => [page.url, page.ok])).toEqual(paths.map((path) => [`${site.url}${path}`, path !== '/missing']));
  });
});

describe('pages that fail are named with why, beside the others', () => {
  it.each([
    ['/missing', { reason: 'bad_status', status: 404 }],
    ['/picture.png', { reason: 'unsupported_type' }],
    ['/script-only.html', { reason: 'unreadable' }],
    ['/broken.pdf', { reason: 'unreadable' }],
    ['/loop', { reason: 'too_many_redirects' }],
    ['/to-private', { reason: 'blocked_address' }],
    ['/to-private-later', { reason: 'blocked_address' }],
    ['/to-metadata', { reason: 'blocked_address' }],
  ])('%s', async (path, failure) => {
    const [page, article] = await pagesOf(await readThrough(app, [`${site.url}${path}`, `${site.url}/article.html`]));
    expect(page).toEqual({ ok: false, url: `${site.url}${path}`, ...failure });
    expect(article?.ok).toBe(true);
    expect(site.privateHits).toBe(0);
  });

  it.each([
    ['not an address', 'fox tracks', 'unreachable'],
    ['another scheme', 'file:///etc/passwd', 'blocked_address'],
    ['a data URL', 'data:text/html,<p>hi</p>', 'blocked_address'],
  ])('%s', async (_label, url, reason) => {
    const [page] = await pagesOf(await readThrough(app, [url]));
    expect(page).toEqual({ ok: false, url, reason });
  });

  it('an unreachable site', async () => {
    // A port nothing listens on, on the allowed host's address but not listed itself: refused as
    // private first; listed, it is unreachable.
    const reader = await startReader({ WEB_FETCH_ALLOWED_HOSTS: '127.0.0.1:9' });
    try {
      const [page] = await pagesOf(await readThrough(reader, ['http://127.0.0.1:9/']));
      expect(page).toEqual({ ok: false, url: 'http://127.0.0.1:9/', reason: 'unreachable' });
    } finally {
      await reader.close();
    }
  });
});

describe('bounds', () => {
  let reader: ReaderServer;
  beforeAll(async () => {
    reader = await startReader({ WEB_FETCH_ALLOWED_HOSTS: site.host }, { limits: { maxBytes: 16 * 1024, maxChars: 120, timeoutMs: 500 } });
  });
  afterAll(() => reader.close());

  it.each([
    ['/huge', 'too_large'],
    ['/huge-unannounced', 'too_large'],
    ['/slow', 'timeout'],
    ['/slow-headers', 'timeout'],
  ])('%s fails as %s and the others are read', async (path, reason) => {
    const [page, text] = await pagesOf(await readThrough(reader, [`${site.url}${path}`, `${site.url}/notes.txt`]));
    expect(page).toEqual({ ok: false, url: `${site.url}${path}`, reason });
    expect(text?.ok).toBe(true);
    await expect.poll(() => site.openSlow).toBe(0);
  });

  it('the text is cut to its bound', async () => {
    const page = await readOne('/article.html', reader);
    expect(page.ok && page.text.length).toBe(120);
  });

  it('the whole request has its own time: a page waiting for a slot past it fails as timeout', async () => {
    const { PageSlots } = await import('../web-read/page-slots');
    const single = await startReader({ WEB_FETCH_ALLOWED_HOSTS: site.host }, { slots: new PageSlots(1), requestTimeoutMs: 500, limits: { maxBytes: 16 * 1024, maxChars: 1000, timeoutMs: 5_000 } });
    try {
      const pages = await pagesOf(await readThrough(single, [`${site.url}/slow`, `${site.url}/notes.txt`]));
      expect(pages.map((page) => (page.ok ? 'ok' : page.reason))).toEqual(['timeout', 'timeout']);
    } finally {
      await single.close();
    }
  });
});

describe('requests', () => {
  it.each([
    ['no addresses', []],
    ['six addresses', Array.from({ length: 6 }, (_, index) => `https://example.com/${index}`)],
    ['not a list', 'https://example.com'],
  ])('%s is refused', async (_label, urls) => {
    expect((await readThrough(app, urls)).status).toBe(400);
  });

  it('with CODE set, the access code is needed', async () => {
    const coded = await startApp({ DATA_DIR: '/nonexistent-web-read-test', CODE: 'alpha', WEB_FETCH_ALLOWED_HOSTS: site.host });
    try {
      expect((await readThrough(coded, [`${site.url}/notes.txt`])).status).toBe(401);
      const [page] = await pagesOf(await readThrough(coded, [`${site.url}/notes.txt`], { 'x-access-code': 'alpha' }));
      expect(page?.ok).toBe(true);
    } finally {
      await coded.close();
    }
  });
});
