// Chat performance in headless Chromium against the built app and the fake OpenAI provider:
//  1. sessions of 5,000 and 20,000 messages of mixed markdown, loaded five times: time from navigation
//     start until the last message is visible and until all are read; after each load, frame times
//     and long tasks while scrolling towards the top, then back down a quarter of the way, and
//     while the mouse wheel scrolls the whole chat from its newest message to its first;
//  2. a reply streamed at 200 chunks a second for 20 seconds into a session of 1,000 messages (or
//     BENCH_STREAM_MESSAGES), five times: main-thread busy share, longest frame, characters written
//     to IndexedDB during the stream;
// Every figure is printed as min / median / max over the five. Each seeded page first waits for the
// app's offline copy (the service worker and the files it keeps), so a load is a returning reader's.
//  3. typing in the input with that session open: keydown to the next frame;
//  4. two tabs: a reply streams in a new chat of one while the other has a 20,000-message chat
//     open (or BENCH_TABS_MESSAGES): the other tab's main-thread time and long tasks meanwhile;
//  5. a chat that is a tree: 20,000 messages with 2,000 branch points (an answer with two versions
//     every ten messages, the other version followed by a question of its own), loaded five times
//     as in 1; then "Next version" / "Previous version" clicked on a version switch on screen, click
//     to the frame after the switched branch is drawn; then four replies streaming at once (three
//     in new chats, the fourth into the tree, which stays on screen): the main thread's busy share
//     while all four stream.
// Usage: npm run build && node bench/chat.mjs [long] [stream] [typing] [tabs] [tree]   (no argument: all five)
//   BENCH_RUNS=5      streams the reply that many times (a fresh page each time; 5 by default), prints each run and
//                     min / median / max;
//   BENCH_MESSAGES=5000,20000   the long sessions' sizes; BENCH_OPEN_RUNS=5 loads of each, each followed by a fling;
//   BENCH_WHEEL_RUNS=5  how many of those loads the wheel's whole scroll follows (all by default);
//   BENCH_STREAM_MESSAGES=1000  the size of the session the reply streams into;
//   BENCH_TREE_MESSAGES=20000  the tree's size (a multiple of 10: a branch point every ten messages);
//                     BENCH_SWITCHES=10 version switches after each of the BENCH_OPEN_RUNS loads;
//                     BENCH_PARALLEL_RUNS=3 times the four replies stream at once (a fresh chat each time);
//   BENCH_FLINGS=0    leaves out the flings after each load (to time opening or switching alone);
//   BENCH_LINE_BEFORE_TREES=1  stores the long sessions as chats were stored before they were trees (no
//                     parents): their first load also writes the parents in;
//   BENCH_PROFILE=1   prints where the main thread runs script during the stream and the fling, by self time;
//                     BENCH_RECORD_OPEN=1 records the first load of a long chat instead of its flings;
//                     BENCH_PROFILE_FILE=x.cpuprofile keeps the profile;
//   BENCH_TRACE=1     prints the renderer main thread's time during the stream and the fling by trace event (paint,
//                     layout, GC, script …), from a Chromium trace; BENCH_TRACE=cat1,cat2 adds categories,
//                     BENCH_TRACE_FILE=x.json keeps the trace;
//   WEB_ROOT=dir      serves another build of the web app (vite build --outDir dir), e.g. to compare two.
//   SERVER_MAIN=file  runs another build of the server (a copy of dist/server/main.js kept under dist/), likewise.
import { writeFileSync } from 'node:fs';
import { createFakeProviders } from '../tests/fakes/server.mjs';
import { messageRecords } from '../tests/support/app-storage.mjs';
import { ascending, firstSession, launchChromium, median, offlineCopyInPlace, pageSignal, percentile, putRecords, scrollFrames, servedBuild, startServer, VIEWPORT } from './support.mjs';

const SERVER_KEY = 'sk-server-openai';
const LONG_SESSIONS = (process.env.BENCH_MESSAGES ?? '5000,20000').split(',').map(Number);
const OPEN_RUNS = Number(process.env.BENCH_OPEN_RUNS ?? 5);
/** How many of those loads are followed by the wheel's whole scroll: at 20,000 messages one takes
 * about ten minutes on this machine. */
const WHEEL_RUNS = Math.min(OPEN_RUNS, Number(process.env.BENCH_WHEEL_RUNS ?? OPEN_RUNS));
/** A mouse wheel's turn, as the reader's wheel scrolls a long chat: one a frame. */
const WHEEL_STEP_PX = 400;
/** A flick of this many frames (about 20 s at 60 Hz) is plenty to find slow frames; reaching the top
 * of 20,000 messages would take several minutes. */
const SCROLL_FRAMES = 1200;
/** Then back down over the last quarter of those rows, as a reader going back to something they
 * passed: about 1,000 messages. */
const SCROLL_BACK_FRAMES = 300;
const STREAM_SESSION = Number(process.env.BENCH_STREAM_MESSAGES ?? 1000);
const STREAM_CHUNKS = 4000;
const STREAM_DELAY_MS = 5;
/** How long the 1,000-message chat is open before the reply is asked for. */
const READ_BEFORE_SENDING_MS = 2000;
const TREE_MESSAGES = Number(process.env.BENCH_TREE_MESSAGES ?? 20000);
/** The tree is made of blocks of this many stored messages, each with one branch point: a question,
 * its answer in two versions, a question under the version not on the path, then three turns. */
const TREE_BLOCK = 10;
/** Of each block, this many messages are on the path (the question, one version, three turns). */
const TREE_BLOCK_PATH = 8;
/** The text the tree's last message begins with (seededContent of a message 4 places into a
 * group of five: a paragraph). */
const TREE_LAST_MARKER = (size) => `Message ${size - 1}.`;
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 10);
const FLINGS = process.env.BENCH_FLINGS !== '0';
const PARALLEL_RUNS = Number(process.env.BENCH_PARALLEL_RUNS ?? 3);
/** Replies streaming at once: four, as in asking four models one question. */
const PARALLEL_STREAMS = Number(process.env.BENCH_PARALLEL_STREAMS ?? 4);
/** Each reply streams for at least 20 s (4,000 chunks 5 ms apart), so all four are still streaming
 * during the window measured, which starts once the fourth has begun. */
const PARALLEL_WINDOW_MS = 10_000;
const SCENARIOS = ['long', 'stream', 'typing', 'tabs', 'tree'];
const selected = process.argv.slice(2);
for (const name of selected) if (!SCENARIOS.includes(name)) throw new Error(`Unknown scenario ${name}; known: ${SCENARIOS.join(', ')}`);
const runs = (name) => selected.length === 0 || selected.includes(name);
const STREAM_RUNS = Number(process.env.BENCH_RUNS ?? 5);

const fake = createFakeProviders({ keys: { openai: SERVER_KEY } });
const { url: fakeUrl } = await fake.listen(0);
const server = await startServer({
  BASE_URL: `${fakeUrl}/openai`,
  OPENAI_API_KEY: SERVER_KEY,
  ...servedBuild(),
});
const appUrl = server.url;

/** Message i of a seeded conversation: a mix of the markdown a real conversation has. */
function seededContent(i) {
  switch (i % 5) {
    case 0:
      return `Question ${i}: how do I sort a list in Python, keeping the original order of equal items?`;
    case 1:
      return `## Answer ${i}\n\nUse \`sorted()\`: it is **stable** (answer ${i}).\n\n\`\`\`python\nitems = sorted(items, key=lambda item: item.priority)\nprint(items[:${i}])\n\`\`\`\n\n- it returns a new list of ${i}\n- \`list.sort()\` sorts in place`;
    case 2:
      return `Thanks! And the difference between a tuple and a list, message ${i}?`;
    case 3:
      return `| type | mutable | hashable |\n|---|---|---|\n| list | yes | no |\n| tuple ${i} | no | yes |\n\nA tuple can be a dictionary key; a list cannot (message ${i}).`;
    default:
      return `Message ${i}. ${'This paragraph is here to give the message a realistic length. '.repeat(3)}`;
  }
}

/** Adds `count` messages to the app's current session straight into IndexedDB, each naming the one
 * before it as its parent, as the app stores a chat; the app shows them after the caller's reload.
 * BENCH_LINE_BEFORE_TREES=1 stores them as chats were stored before they were trees, without
 * parents: the first load then also writes every parent in, once, while it is timed. */
async function seed(page, count) {
  await page.goto(appUrl);
  await page.locator('textarea').waitFor();
  const session = await firstSession(page);
  const now = Date.now();
  const line = messageRecords({ sessionId: session.id, count, contentOf: seededContent, model: 'gpt-4o-mini', now });
  const messages = process.env.BENCH_LINE_BEFORE_TREES === '1' ? line : line.map((message, i) => ({ ...message, parentId: line[i - 1]?.id ?? null }));
  await putRecords(page, { messages, sessions: [{ ...session, messageCount: count, updatedAt: now }] });
  await offlineCopyInPlace(page);
}

/** A chat of `count` messages (a multiple of TREE_BLOCK) that is a tree, seeded as `seed` seeds a
 * line: in each block of ten, the answer to its first question has two versions, the one not on the
 * path has a question of its own below it, and the path goes on under the other (the second version
 * in even blocks, the first in odd ones). Each message names its parent, as the app stores them.
 * Returns the length of the path on screen. */
async function seedTree(page, count) {
  if (count % TREE_BLOCK !== 0) throw new Error(`BENCH_TREE_MESSAGES must be a multiple of ${TREE_BLOCK}`);
  await page.goto(appUrl);
  await page.locator('textarea').waitFor();
  const session = await firstSession(page);
  const now = Date.now();
  const line = messageRecords({ sessionId: session.id, count, contentOf: seededContent, model: 'gpt-4o-mini', now });
  let end = null;
  for (let block = 0; block < count; block += TREE_BLOCK) {
    const at = (offset) => line[block + offset];
    const chosen = (block / TREE_BLOCK) % 2 === 0 ? at(2) : at(1);
    const other = chosen === at(1) ? at(2) : at(1);
    // Roles as the block's shape has them: a question, two answers, a question, then three turns.
    const parents = [end, at(0).id, at(0).id, other.id, chosen.id, at(4).id, at(5).id, at(6).id, at(7).id, at(8).id];
    const roles = ['user', 'assistant', 'assistant', 'user', 'user', 'assistant', 'user', 'assistant', 'user', 'assistant'];
    parents.forEach((parentId, offset) => {
      const record = { ...at(offset), parentId, role: roles[offset] };
      if (record.role === 'assistant') record.model = 'gpt-4o-mini';
      else delete record.model;
      line[block + offset] = record;
    });
    end = at(9).id;
  }
  const pathLength = (count / TREE_BLOCK) * TREE_BLOCK_PATH;
  await putRecords(page, { messages: line, sessions: [{ ...session, topic: 'Tree', messageCount: pathLength, pathEnd: line.at(-1).id, updatedAt: now }] });
  await offlineCopyInPlace(page);
  return pathLength;
}

/** Clicks the enabled button of the last version switch drawn (brought to the middle of the screen
 * first) and returns the time from the click to the frame after the row shows the other version, the
 * main thread's CPU time meanwhile (the steadier figure on a loaded machine) and the long tasks. */
async function switchVersion(page, cdp) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const group = [...document.querySelectorAll('ol[aria-label] li[data-index] [role="group"]')].at(-1);
        group.scrollIntoView({ block: 'center' });
        // Two frames for the scroll to settle before the click.
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  const before = await mainThreadTimes(cdp);
  const switched = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const list = document.querySelector('ol[aria-label]');
        const group = [...list.querySelectorAll('li[data-index] [role="group"]')].at(-1);
        const index = group.closest('li[data-index]').dataset.index;
        const label = group.getAttribute('aria-label');
        const longTasks = [];
        new PerformanceObserver((entries) => longTasks.push(...entries.getEntries())).observe({ type: 'longtask' });
        const button = [...group.querySelectorAll('button')].find((candidate) => !candidate.disabled);
        const shown = () => list.querySelector(`li[data-index="${index}"] [role="group"]`)?.getAttribute('aria-label');
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (shown() === label) return;
          observer.disconnect();
          // The frame that draws it, then the first task after its paint.
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve({ ms: performance.now() - start, longTasks: longTasks.length });
            channel.port2.postMessage(null);
          });
        });
        observer.observe(list, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
        // A click that changes nothing is a failure to report, not a wait without end.
        setTimeout(() => reject(new Error(`"${button.getAttribute('aria-label')}" on row ${index} (${label}) changed nothing in 10 s`)), 10_000);
        button.click();
      }),
  );
  const after = await mainThreadTimes(cdp);
  return { ...switched, cpu: (after.ThreadTime - before.ThreadTime) * 1000 };
}

/** Four replies streaming at once, PARALLEL_RUNS times in a fresh page: three in new chats, then the
 * fourth into the tree, which is on screen meanwhile. Prints the main thread's busy share (task
 * time ÷ wall) over PARALLEL_WINDOW_MS while all four stream, and the long tasks then. */
async function parallelStreams(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const shares = [];
  const cpus = [];
  const longTasks = [];
  for (let run = 0; run < PARALLEL_RUNS; run++) {
    await page.reload();
    await page.waitForSelector('ol[aria-label][aria-busy="false"]');
    const ask = async (text) => {
      await page.locator('textarea').fill(`[[fake:chunks=4000]] [[fake:delay=5]] [[fake:paragraphs]] ${text}`);
      await page.locator('textarea').press('Enter');
      await page.locator('[aria-busy="true"]').first().waitFor({ timeout: 10_000 });
    };
    for (let chat = 1; chat < PARALLEL_STREAMS; chat++) {
      await page.getByRole('button', { name: 'New chat', exact: true }).click();
      await page.getByRole('button', { name: 'Just Start' }).click();
      await ask(`Reply ${chat} of ${PARALLEL_STREAMS}.`);
    }
    await page.getByText('Tree', { exact: true }).first().click();
    await page.waitForSelector('ol[aria-label][aria-busy="false"]');
    await ask(`Reply ${PARALLEL_STREAMS} of ${PARALLEL_STREAMS}, into the tree.`);
    await page.evaluate(() => {
      window.__parallelLongTasks = [];
      new PerformanceObserver((list) => window.__parallelLongTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask' });
    });
    // The profile or trace asked for covers the first run's window (BENCH_RECORD_OPEN aside).
    const recording = run === 0 && process.env.BENCH_RECORD_OPEN !== '1' ? await startRecording(page, cdp) : undefined;
    const before = await mainThreadTimes(cdp);
    const start = Date.now();
    await page.waitForTimeout(PARALLEL_WINDOW_MS);
    const after = await mainThreadTimes(cdp);
    await recording?.stop(Date.now() - start);
    const streaming = await page.evaluate(() => document.querySelectorAll('[aria-busy="true"]').length);
    const elapsed = (Date.now() - start) / 1000;
    shares.push(((after.TaskDuration - before.TaskDuration) / elapsed) * 100);
    cpus.push(((after.ThreadTime - before.ThreadTime) / elapsed) * 100);
    longTasks.push(...(await page.evaluate(() => window.__parallelLongTasks)));
    console.info(`  four replies at once, run ${run + 1}: busy ${shares.at(-1).toFixed(1)}% over ${elapsed.toFixed(1)} s (CPU ${cpus.at(-1).toFixed(1)}%, script ${(((after.ScriptDuration - before.ScriptDuration) / elapsed) * 100).toFixed(1)}%), the one on screen still streaming at the end: ${streaming > 0}`);
    // The rest of the replies is not measured: the next run starts from a reload.
  }
  console.info(
    `  four replies streaming at once (${PARALLEL_WINDOW_MS / 1000} s while all four stream), min / median / max of ${PARALLEL_RUNS}: main thread busy ${spread(shares)}% (goal < 35%), CPU ${spread(cpus)}%; long tasks ${longTasks.length}${longTasks.length ? ` (longest ${Math.max(...longTasks).toFixed(0)} ms)` : ''}`,
  );
}

function printProfile(profile) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const intervals = profile.timeDeltas;
  profile.samples.forEach((id, index) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (intervals[index] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  console.info('  profile, top self time:');
  for (const [key, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.info(`    ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
  }
  // By script file: which part of the app (React, markdown, the engine …) the script time is in.
  const byFile = new Map();
  for (const [key, ms] of self) {
    const file = key.slice(key.lastIndexOf(' ') + 1).replace(/:-?\d+$/, '').replace(/-[\w-]{8}\.js$/, '.js') || '(native)';
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  console.info('  profile, self time by script file:');
  for (const [file, ms] of [...byFile.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.info(`    ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(6)} ms  ${file}`);
  }
}

/** Main-thread time of the page's renderer by trace event, self time (an event's duration less
 * the events nested in it), so that paint, layout, GC and script add up to the busy time. */
function printTrace(buffer, elapsedMs) {
  const events = JSON.parse(buffer.toString()).traceEvents ?? JSON.parse(buffer.toString());
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busiest = mains
    .map(({ pid, tid }) => ({
      pid,
      tid,
      total: events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask').reduce((sum, e) => sum + (e.dur ?? 0), 0),
    }))
    .sort((a, b) => b.total - a.total)[0];
  if (!busiest) return console.info('  trace: no renderer main thread found');
  const own = events
    .filter((e) => e.pid === busiest.pid && e.tid === busiest.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const count = new Map();
  const stack = [];
  for (const event of own) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - event.dur);
    self.set(event.name, (self.get(event.name) ?? 0) + event.dur);
    count.set(event.name, (count.get(event.name) ?? 0) + 1);
    stack.push(event);
  }
  const total = busiest.total / 1000;
  console.info(`  trace, renderer main thread: tasks ${total.toFixed(0)} ms (${((total / elapsedMs) * 100).toFixed(1)}% of the time measured), self time by event:`);
  for (const [name, us] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 22)) {
    console.info(`    ${((us / 1000 / elapsedMs) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${String(count.get(name)).padStart(6)}×  ${name}`);
  }
}

/** Chrome's main-thread counters (seconds): TaskDuration, ThreadTime, ScriptDuration … */
async function mainThreadTimes(cdp) {
  return Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
}

const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'];

/** Starts the CPU profile (BENCH_PROFILE=1) and the trace (BENCH_TRACE) asked for; `stop` prints
 * them over the given wall time. */
async function startRecording(page, cdp) {
  const profiling = process.env.BENCH_PROFILE === '1';
  const tracing = Boolean(process.env.BENCH_TRACE);
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  // BENCH_TRACE=cat1,cat2 traces those categories too, to see inside Chromium's own tasks.
  const extraCategories = tracing && process.env.BENCH_TRACE !== '1' ? process.env.BENCH_TRACE.split(',') : [];
  if (tracing) await browser.startTracing(page, { categories: [...TRACE_CATEGORIES, ...extraCategories] });
  return {
    on: profiling || tracing,
    async stop(elapsedMs) {
      if (profiling) {
        const { profile } = await cdp.send('Profiler.stop');
        // BENCH_PROFILE_FILE=x.cpuprofile keeps the profile, to open in the DevTools Performance panel.
        if (process.env.BENCH_PROFILE_FILE) writeFileSync(process.env.BENCH_PROFILE_FILE, JSON.stringify(profile));
        printProfile(profile);
      }
      if (tracing) {
        const trace = await browser.stopTracing();
        // BENCH_TRACE_FILE=x.json keeps the trace, to open in the DevTools Performance panel.
        if (process.env.BENCH_TRACE_FILE) writeFileSync(process.env.BENCH_TRACE_FILE, trace);
        printTrace(trace, elapsedMs);
      }
    },
  };
}

/** A fresh page with a seeded session of STREAM_SESSION messages, streams the long reply into it and prints
 * the figures; returns the page (for the typing test) and its context. */
async function streamReply(run) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await seed(page, STREAM_SESSION);
  await page.addInitScript(() => {
    window.__written = 0;
    window.__counting = false;
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (value, key) {
      if (window.__counting) window.__written += JSON.stringify(value).length;
      return put.call(this, value, key);
    };
    window.__frames = [];
    let previous = 0;
    const frame = (now) => {
      if (previous && window.__counting) window.__frames.push(now - previous);
      previous = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.reload();
  await page.locator(`[data-index="${STREAM_SESSION - 1}"]`).waitFor();
  // A long chat's older messages are still being read when its newest show; a reader types after,
  // not in the same instant: what the opening left to do (the code highlighter arriving, the code
  // blocks it colours) would otherwise run in the first frames measured as the stream's.
  await page.locator('ol[aria-label][aria-busy="false"]').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(READ_BEFORE_SENDING_MS);
  const input = page.locator('textarea');
  if (!runs('stream')) return { context, page };
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = () => mainThreadTimes(cdp);
  await input.fill(`[[fake:chunks=${STREAM_CHUNKS}]] [[fake:delay=${STREAM_DELAY_MS}]] [[fake:paragraphs]] Tell me a long story.`);
  const recording = await startRecording(page, cdp);
  const beforeMetrics = await metrics();
  const before = beforeMetrics.TaskDuration;
  const start = Date.now();
  await page.evaluate(() => (window.__counting = true));
  await input.press('Enter');
  await page.locator('[aria-busy="true"]').waitFor({ timeout: 10_000 });
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 120_000 });
  const elapsedMs = Date.now() - start;
  await page.evaluate(() => (window.__counting = false));
  const afterMetrics = await metrics();
  const busyShare = (afterMetrics.TaskDuration - before) / (elapsedMs / 1000);
  const share = (name) => ((afterMetrics[name] - beforeMetrics[name]) / (elapsedMs / 1000)) * 100;
  const { written, frames } = await page.evaluate(() => ({ written: window.__written, frames: window.__frames }));
  const sorted = ascending(frames);
  const figures = {
    busy: busyShare * 100,
    cpu: share('ThreadTime'),
    script: share('ScriptDuration'),
    style: share('RecalcStyleDuration'),
    layout: share('LayoutDuration'),
    longest: sorted.at(-1),
    p95: percentile(sorted, 0.95),
    written,
    chunksPerSecond: STREAM_CHUNKS / (elapsedMs / 1000),
    seconds: elapsedMs / 1000,
  };
  console.info(
    `  run ${run}: ${figures.chunksPerSecond.toFixed(0)} chunks/s over ${figures.seconds.toFixed(1)} s; busy ${figures.busy.toFixed(1)}%${recording.on ? ' (inflated by the profiler or tracer)' : ''} (script ${figures.script.toFixed(1)}, style ${figures.style.toFixed(1)}, layout ${figures.layout.toFixed(1)}), CPU ${figures.cpu.toFixed(1)}%; longest frame ${figures.longest.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms; ${written.toLocaleString('en')} characters written`,
  );
  await recording.stop(elapsedMs);
  return { context, page, figures };
}

/** The streams' figures, min / median / max over the runs. */
function printStreams(streams) {
  const of = (name) => streams.map((stream) => stream[name]);
  console.info(`  min / median / max of ${streams.length} streams:`);
  // Busy time is wall time, so it grows when other processes take the cores; the main thread's
  // CPU time does much less, which makes it the figure to compare two builds by on a shared machine.
  console.info(`    main thread busy ${spread(of('busy'))}% (goal < 30%), CPU ${spread(of('cpu'))}% of the stream`);
  console.info(`    longest frame ${spread(of('longest'))} ms (goal <= 33), p95 ${spread(of('p95'))} ms`);
  console.info(`    characters written to IndexedDB during the stream ${spread(of('written'), 0)} (goal < 1,000,000)`);
}

async function typeWithLongSession({ page }) {
  const input = page.locator('textarea');
  await page.evaluate(() => {
    window.__keyLatencies = [];
    window.__keyWork = [];
    let down = 0;
    document.addEventListener(
      'keydown',
      (event) => {
        down = event.timeStamp;
        requestAnimationFrame((now) => window.__keyLatencies.push(now - event.timeStamp));
      },
      true,
    );
    // The frame figure cannot go below the frame interval when a key lands just after a frame
    // began, so the app's own share is measured too: from keydown until the key's input event
    // has bubbled to the window, after React's root listener has rendered the typed character.
    window.addEventListener('input', () => {
      if (down) window.__keyWork.push(performance.now() - down);
      down = 0;
    });
  });
  await input.click();
  await input.fill('');
  await page.keyboard.type('The quick brown fox jumps over the lazy dog while the chat stays smooth.', { delay: 30 });
  const keys = ascending(await page.evaluate(() => window.__keyLatencies));
  const work = ascending(await page.evaluate(() => window.__keyWork));
  console.info(
    `typing ${keys.length} keys with ${STREAM_SESSION.toLocaleString('en')} messages open: keydown to next frame median ${median(keys).toFixed(1)} ms (goal < 10), worst ${keys.at(-1).toFixed(1)} ms (goal <= 16)`,
  );
  console.info(`  keydown until the key is handled and rendered: median ${median(work).toFixed(1)} ms, worst ${work.at(-1).toFixed(1)} ms`);
}

/** Seeds a session of `size` messages, loads it OPEN_RUNS times and prints the time from navigation
 * start (the page's time origin) to the first frame showing its last message, and to the frame after
 * the older messages have all been read (with the long tasks in between); after each load, flings
 * the list towards the top and back down over the rows it passed last, and prints the frame times
 * and the long tasks (over 50 ms) meanwhile. */
async function openLongSession(size, { tree = false } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const pathLength = tree ? await seedTree(page, size) : (await seed(page, size), size);
  // The tree's last message on screen is found by its text: while the older messages are read, the
  // rows ahead of the newest are counted from the chat's stored path length.
  await page.addInitScript(({ last, marker }) => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((entry) => ({ start: entry.startTime, duration: entry.duration })))).observe({ type: 'longtask' });
    // The last message first (a long chat draws its newest messages first), then the list no longer
    // busy: the older messages have all been read.
    const check = () => {
      const input = document.querySelector('textarea');
      if (window.__inputAt === undefined && input && input.getBoundingClientRect().height > 0) window.__inputAt = performance.now();
      const element = marker
        ? [...document.querySelectorAll('ol[aria-label] > li[data-index]:not([aria-hidden])')].at(-1)
        : document.querySelector(`[data-index="${last}"]`);
      if (marker && element && !element.textContent.includes(marker)) return requestAnimationFrame(check);
      if (window.__lastVisibleAt === undefined && element && element.getBoundingClientRect().height > 0) window.__lastVisibleAt = performance.now();
      if (window.__lastVisibleAt !== undefined && document.querySelector('ol[aria-label][aria-busy="false"]')) {
        window.__wholeAt = performance.now();
        console.debug('bench:whole');
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, { last: pathLength - 1, marker: tree ? TREE_LAST_MARKER(size) : null });
  const inputs = [];
  const times = [];
  const wholes = [];
  const longTasksReading = [];
  const up = [];
  const back = [];
  const wheels = [];
  const switches = [];
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  for (let run = 0; run < OPEN_RUNS; run++) {
    const allRead = pageSignal(page, 'whole', 60_000);
    // BENCH_RECORD_OPEN=1: the profile or trace asked for covers the first load instead, from the
    // reload until every message is read.
    const opening = run === 0 && process.env.BENCH_RECORD_OPEN === '1' ? await startRecording(page, cdp) : undefined;
    const openStart = Date.now();
    await page.reload();
    await allRead;
    await opening?.stop(Date.now() - openStart);
    const load = await page.evaluate(() => ({ input: window.__inputAt, visible: window.__lastVisibleAt, whole: window.__wholeAt, tasks: window.__longTasks }));
    inputs.push(load.input);
    times.push(load.visible);
    wholes.push(load.whole);
    longTasksReading.push(...load.tasks.filter((task) => task.start >= load.visible).map((task) => task.duration));
    await page.waitForTimeout(500);
    // The profile or trace asked for covers the first load's flings only.
    const recording = run === 0 && FLINGS && !opening ? await startRecording(page, cdp) : undefined;
    const flingStart = Date.now();
    if (FLINGS) up.push(await fling(page, cdp, -600, SCROLL_FRAMES));
    if (FLINGS) back.push(await fling(page, cdp, 600, SCROLL_BACK_FRAMES));
    await recording?.stop(Date.now() - flingStart);
    if (tree) {
      await page.reload();
      await page.waitForSelector('ol[aria-label][aria-busy="false"]');
      await page.waitForTimeout(500);
      const switching = run === 0 && SWITCHES > 0 && !opening ? await startRecording(page, cdp) : undefined;
      const switchStart = Date.now();
      for (let i = 0; i < SWITCHES; i++) switches.push(await switchVersion(page, cdp));
      await switching?.stop(Date.now() - switchStart);
      continue;
    }
    if (run >= WHEEL_RUNS) continue;
    // Back at the newest message, then the whole chat by the wheel up to its first.
    await page.reload();
    await page.waitForSelector('ol[aria-label][aria-busy="false"]');
    await page.waitForTimeout(500);
    wheels.push(await wheelToTop(page, cdp));
  }
  const open = ascending(times);
  const whole = ascending(wholes);
  const goal = size <= 5000 || tree ? 400 : 600;
  const kind = tree ? `tree (${(size / TREE_BLOCK).toLocaleString('en')} branch points, ${pathLength.toLocaleString('en')} on its path)` : 'session';
  console.info(
    `${size.toLocaleString('en')}-message ${kind}: last message visible after ${spread(open, 0)} ms (min / median / max of ${OPEN_RUNS}, from navigation start; goal < ${goal})`,
  );
  // What opening the app costs before the chat's messages are drawn: the rest is the chat's.
  console.info(`  the chat input visible after ${spread(inputs, 0)} ms`);
  console.info(
    `  all ${size.toLocaleString('en')} read after ${spread(whole, 0)} ms; long tasks from the last message visible until then: ${longTasksReading.length} in ${OPEN_RUNS} loads${longTasksReading.length ? ` (longest ${Math.max(...longTasksReading).toFixed(0)} ms)` : ''}`,
  );
  if (up.length > 0) printFlings(`flinging towards the top, ${SCROLL_FRAMES} frames`, up);
  if (back.length > 0) printFlings(`flinging back down over the rows just seen, ${SCROLL_BACK_FRAMES} frames`, back);
  if (switches.length > 0) {
    console.info(
      `  a version switched (click to the frame after the new branch is drawn), min / median / max of ${switches.length}: ${spread(switches.map((s) => s.ms))} ms (goal < 50); main thread CPU ${spread(switches.map((s) => s.cpu))} ms; long tasks ${switches.reduce((sum, s) => sum + s.longTasks, 0)}`,
    );
  }
  if (tree && PARALLEL_RUNS > 0) await parallelStreams(page);
  if (wheels.length > 0) printFlings(`the mouse wheel from the newest message to the first, ${WHEEL_STEP_PX} px a frame (${spread(wheels.map((wheel) => wheel.frames), 0)} frames)`, wheels);
  await context.close();
}

/** Turns the mouse wheel over the chat, WHEEL_STEP_PX a frame, through the browser's own input
 * (so the page sees the wheel and the scroll events a reader's wheel makes), until the first
 * message is at the top; returns what fling() returns, with the number of frames. */
async function wheelToTop(page, cdp) {
  const box = await page.locator('ol[aria-label]').boundingBox();
  await page.mouse.move(box.x + box.width / 2, Math.min(box.y + box.height, VIEWPORT.height) / 2);
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__frames = [];
    let previous = performance.now();
    const frame = (now) => {
      window.__frames.push(now - previous);
      previous = now;
      if (!window.__wheelDone) requestAnimationFrame(frame);
    };
    window.__wheelDone = false;
    requestAnimationFrame(frame);
  });
  const before = await mainThreadTimes(cdp);
  // An animation frame that never comes fails the run instead of stopping it without a word (a
  // wheel run stood still with the machine idle once).
  const atTop = () =>
    page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          setTimeout(() => reject(new Error('no animation frame in 10 s')), 10_000);
          requestAnimationFrame(() => resolve(document.querySelector('ol[aria-label]').parentElement.scrollTop <= 0));
        }),
    );
  while (!(await atTop())) await page.mouse.wheel(0, -WHEEL_STEP_PX);
  const after = await mainThreadTimes(cdp);
  const { frames, longTasks } = await page.evaluate(() => {
    window.__wheelDone = true;
    return { frames: window.__frames.slice(1), longTasks: window.__longTasks.map((task) => task.duration) };
  });
  const sorted = ascending(frames);
  const perFrame = (name) => ((after[name] - before[name]) * 1000) / frames.length;
  return { p95: percentile(sorted, 0.95), longest: sorted.at(-1), longTasks, busy: perFrame('TaskDuration'), cpu: perFrame('ThreadTime'), script: perFrame('ScriptDuration'), frames: frames.length };
}

/** min / median / max of `values`, with `digits` decimals. */
function spread(values, digits = 1) {
  const sorted = ascending(values);
  return `${sorted[0].toFixed(digits)} / ${median(sorted).toFixed(digits)} / ${sorted.at(-1).toFixed(digits)}`;
}

/** Scrolls the chat `step` px a frame for `frameCount` frames; returns the frame times' p95 and
 * longest, the long tasks meanwhile and the main thread's time per frame. */
async function fling(page, cdp, step, frameCount) {
  await page.evaluate(() => (window.__longTasks = []));
  const before = await mainThreadTimes(cdp);
  const frames = await scrollFrames(page, 'ol[aria-label]', step, frameCount);
  const after = await mainThreadTimes(cdp);
  const longTasks = (await page.evaluate(() => window.__longTasks)).map((task) => task.duration);
  const sorted = ascending(frames);
  const perFrame = (name) => ((after[name] - before[name]) * 1000) / frames.length;
  return {
    p95: percentile(sorted, 0.95),
    longest: sorted.at(-1),
    longTasks,
    busy: perFrame('TaskDuration'),
    cpu: perFrame('ThreadTime'),
    script: perFrame('ScriptDuration'),
  };
}

function printFlings(label, flings) {
  const longTasks = flings.flatMap((fling) => fling.longTasks);
  console.info(`  ${label}, min / median / max of ${flings.length} flings:`);
  console.info(
    `    p95 frame ${spread(flings.map((fling) => fling.p95))} ms (goal <= 17); longest frame ${spread(flings.map((fling) => fling.longest))} ms; long tasks ${longTasks.length} in all${longTasks.length ? ` (longest ${Math.max(...longTasks).toFixed(0)} ms)` : ''} (goal 0)`,
  );
  // Frame and long-task counts swing with the load on the machine; the main thread's CPU time per
  // frame is the steadier figure to compare two builds by.
  console.info(
    `    main thread per frame: busy ${spread(flings.map((fling) => fling.busy), 2)} ms, CPU ${spread(flings.map((fling) => fling.cpu), 2)} ms, script ${spread(flings.map((fling) => fling.script), 2)} ms`,
  );
}

/** A 20,000-message chat open in one tab while a reply streams into a new chat of another tab of
 * the same browser: what following the other tab costs the first (the rows it reads again, and the
 * main-thread time and long tasks while the reply streams). */
async function followOtherTab() {
  const size = Number(process.env.BENCH_TABS_MESSAGES ?? 20000);
  const context = await browser.newContext({ viewport: VIEWPORT });
  const reader = await context.newPage();
  await seed(reader, size);
  // Counts the rows this tab reads from IndexedDB while it follows the other.
  await reader.addInitScript(() => {
    window.__rowsRead = 0;
    for (const type of [IDBIndex, IDBObjectStore]) {
      const getAll = type.prototype.getAll;
      type.prototype.getAll = function (...args) {
        const request = getAll.apply(this, args);
        request.addEventListener('success', () => (window.__rowsRead += request.result.length));
        return request;
      };
    }
  });
  await reader.reload();
  await reader.locator('ol[aria-label][aria-busy="false"]').waitFor({ timeout: 60_000 });
  await reader.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask' });
  });
  const writer = await context.newPage();
  await writer.goto(appUrl);
  // A chat of its own: New chat, then past the masks' page.
  await writer.getByRole('button', { name: 'New chat', exact: true }).click();
  await writer.getByRole('button', { name: 'Just Start' }).click();
  await writer.locator('textarea').fill(`[[fake:chunks=600]] [[fake:delay=5]] [[fake:paragraphs]] A reply in another tab.`);
  const cdp = await context.newCDPSession(reader);
  await cdp.send('Performance.enable');
  const before = await mainThreadTimes(cdp);
  await reader.evaluate(() => (window.__rowsRead = 0));
  const start = Date.now();
  await writer.locator('textarea').press('Enter');
  await writer.locator('[aria-busy="true"]').waitFor({ timeout: 10_000 });
  await writer.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 60_000 });
  // The last announcement and its reading come shortly after the reply ends.
  await reader.waitForTimeout(1_000);
  const elapsedMs = Date.now() - start;
  const after = await mainThreadTimes(cdp);
  const longTasks = await reader.evaluate(() => window.__longTasks);
  const rowsRead = await reader.evaluate(() => window.__rowsRead);
  console.info(
    `a reply streaming in another tab (${(elapsedMs / 1000).toFixed(1)} s, until 1 s after it ended) while this tab shows ${size.toLocaleString('en')} messages: rows this tab read again from IndexedDB ${rowsRead.toLocaleString('en')}; its main thread busy ${(((after.TaskDuration - before.TaskDuration) * 1000) / elapsedMs * 100).toFixed(1)}% (script ${(((after.ScriptDuration - before.ScriptDuration) * 1000) / elapsedMs * 100).toFixed(1)}%), long tasks ${longTasks.length}${longTasks.length ? ` (longest ${Math.max(...longTasks).toFixed(0)} ms)` : ''}`,
  );
  await context.close();
}

const browser = await launchChromium();
try {
  // 1. Long sessions.
  if (runs('long')) for (const size of LONG_SESSIONS) await openLongSession(size);

  // 2 and 3. Streaming into a session of STREAM_SESSION messages, then typing.
  if (runs('stream') || runs('typing')) {
    const count = runs('stream') ? STREAM_RUNS : 1;
    const streams = [];
    if (runs('stream')) {
      console.info(
        `streaming ${STREAM_CHUNKS} chunks, one every ${STREAM_DELAY_MS} ms, into a ${STREAM_SESSION.toLocaleString('en')}-message session, ${count} times (a fresh page each):`,
      );
    }
    for (let run = 1; run <= count; run++) {
      const streamed = await streamReply(run);
      if (streamed.figures) streams.push(streamed.figures);
      if (run === count) {
        if (streams.length > 0) printStreams(streams);
        if (runs('typing')) await typeWithLongSession(streamed);
      }
      await streamed.context.close();
    }
  }

  // 4. Two tabs.
  if (runs('tabs')) await followOtherTab();

  // 5. A chat that is a tree.
  if (runs('tree')) await openLongSession(TREE_MESSAGES, { tree: true });
} finally {
  await browser.close();
  await server.stop();
  await fake.close();
}
