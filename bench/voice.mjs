// Voice in headless Chromium against the built app, our server and the fake OpenAI provider (which
// speaks with espeak-ng), five times each, printed as min / median / max:
//  1. press to recording: from the pointer going down on Dictate to the microphone's level meter
//     showing (the microphone open and its samples arriving); Chromium's microphone is a fake device
//     playing speech made with espeak-ng and sox;
//  2. time to first audio: from the click on a reply's Read aloud to its first sound scheduled
//     (Pause appears then), the speech coming through our server from the provider.
// Usage: npm run build && node bench/voice.mjs
//   BENCH_RUNS=5  presses and readings measured (after one of each not counted, which loads the code;
//                 the first press is printed on its own line);
//   WEB_ROOT=dir  serves another build of the web app (vite build --outDir dir), e.g. to compare two.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFakeProviders } from '../tests/fakes/server.mjs';
import { ascending, launchChromium, median, servedBuild, startServer, VIEWPORT } from './support.mjs';

const SERVER_KEY = 'sk-server-openai';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The reply read aloud: two sentences, so the first piece is one sentence as in a real reply. */
const QUESTION = 'The sea is calm this morning. Small waves roll onto the sand.';

function microphoneFile() {
  const folder = mkdtempSync(join(tmpdir(), 'polychat-bench-voice-'));
  execFileSync('espeak-ng', ['-w', join(folder, 'speech.wav'), 'Please write a short poem about the sea.']);
  execFileSync('sox', [join(folder, 'speech.wav'), '-r', '48000', '-c', '1', '-b', '16', join(folder, 'microphone.wav'), 'pad', '0.3', '1.5']);
  return join(folder, 'microphone.wav');
}

const fake = createFakeProviders({ keys: { openai: SERVER_KEY } });
const { url: fakeUrl } = await fake.listen(0);
const server = await startServer({
  BASE_URL: `${fakeUrl}/openai`,
  OPENAI_API_KEY: SERVER_KEY,
  DEFAULT_MODEL: 'gpt-4o-mini@OpenAI',
  ...servedBuild(),
});
const browser = await launchChromium(undefined, ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${microphoneFile()}`]);

/** In the page: the time from the next `event` on the element matching `start` to the first
 * element matching `end` in the document. */
function timeBetween(page, start, event, end) {
  const measured = page.evaluate(
    ([startSelector, eventName, endSelector]) =>
      new Promise((resolve) => {
        let began;
        const onEvent = (e) => {
          if (e.target instanceof Element && e.target.closest(startSelector)) began = performance.now();
        };
        document.addEventListener(eventName, onEvent, { capture: true });
        const observer = new MutationObserver(() => {
          if (began !== undefined && document.querySelector(endSelector)) {
            observer.disconnect();
            document.removeEventListener(eventName, onEvent, { capture: true });
            resolve(performance.now() - began);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      }),
    [start, event, end],
  );
  // A failure elsewhere closes the page under it: that failure is the one reported.
  measured.catch(() => undefined);
  return measured;
}

const summary = (name, values) => {
  const sorted = ascending(values);
  console.log(`${name}: min ${sorted[0].toFixed(1)} ms, median ${median(sorted).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms (${values.map((v) => v.toFixed(1)).join(', ')})`);
};

try {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(`${server.url}#/chat`);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.evaluate(() => (location.hash = '#/settings'));
  const section = page.getByRole('region', { name: 'Voice' });
  await section.getByRole('combobox', { name: 'Voice provider' }).selectOption('openai');
  await page.evaluate(() => (location.hash = '#/chat'));
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(QUESTION);
  await input.press('Enter');
  await page.getByRole('article', { name: 'Assistant' }).last().waitFor();
  await page.waitForSelector('article[aria-busy="true"]', { state: 'detached' });

  const dictate = page.getByRole('button', { name: 'Dictate' });
  const press = [];
  let firstPress = 0;
  for (let run = 0; run <= RUNS; run += 1) {
    await input.fill('');
    const box = await dictate.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const measured = timeBetween(page, 'button[aria-label="Dictate"]', 'pointerdown', '[role="meter"]');
    await page.mouse.down();
    const ms = await measured;
    // Held until the meter hears speech, so that there is something to write down.
    await page.waitForFunction(() => Number(document.querySelector('[role="meter"]')?.getAttribute('aria-valuenow')) > 10);
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelector('textarea')?.value !== '');
    if (run > 0) press.push(ms);
    else firstPress = ms;
  }

  const actions = page.getByRole('toolbar', { name: 'Message actions' }).last();
  const firstAudio = [];
  for (let run = 0; run <= RUNS; run += 1) {
    await page.getByRole('article', { name: 'Assistant' }).last().hover();
    const measured = timeBetween(page, 'button[aria-label="Read aloud"]', 'click', 'button[aria-label="Pause reading"]');
    await actions.getByRole('button', { name: 'Read aloud' }).click();
    const ms = await measured;
    await actions.getByRole('button', { name: 'Stop reading' }).click();
    await actions.getByRole('button', { name: 'Read aloud' }).waitFor();
    if (run > 0) firstAudio.push(ms);
  }
  console.log(`press to recording, the page's first press (its recorder's code loads with it): ${firstPress.toFixed(1)} ms`);
  summary('press to recording', press);
  summary('time to first audio (read aloud)', firstAudio);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
  await fake.close();
}
