// The worker here is the other end of a real MessageChannel: what crosses is cloned, as between
// threads. A crash is the error event a browser fires at the Worker object.
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerClient, WorkerFailure, type WorkerPort } from './worker-client';

type Ask = { type: 'ask'; id: number; text: string } | { type: 'cancel'; id: number };
type Answer = { id: number; text: string } | { id?: undefined; note: string };

const channels: MessageChannel[] = [];

afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/** Starts workers on demand; each is a port the test answers from. */
function workers() {
  const started: { inside: MessagePort; received: Ask[]; terminated: boolean; crash: () => void }[] = [];
  const start = (): WorkerPort<Answer, Ask> => {
    const channel = new MessageChannel();
    channels.push(channel);
    const page = channel.port1 as unknown as WorkerPort<Answer, Ask>;
    const entry = { inside: channel.port2, received: [] as Ask[], terminated: false, crash: () => page.onerror?.(new ErrorEvent('error')) };
    channel.port2.on('message', (message: Ask) => entry.received.push(message));
    page.onerror = null;
    page.onmessageerror = null;
    page.terminate = () => {
      entry.terminated = true;
      channel.port1.close();
    };
    started.push(entry);
    return page;
  };
  return { started, start };
}

function client(start: () => WorkerPort<Answer, Ask>, crashes: WorkerFailure[] = [], notes: string[] = []) {
  return createWorkerClient<Answer, Ask>({
    start,
    idOf: (message) => message.id,
    cancel: (id) => ({ type: 'cancel', id }),
    onOther: (message) => 'note' in message && notes.push(message.note),
    onCrash: (error) => crashes.push(error),
  });
}

const ask = (text: string) => (id: number) => ({ type: 'ask', id, text }) as const;
const read = (message: Answer) => ('text' in message ? message.text : '');
/** The requests the worker has received so far, once there are `count`. */
const receivedBy = async (worker: { received: Ask[] }, count: number) => {
  await expect.poll(() => worker.received.length).toBe(count);
  return worker.received;
};

describe('worker client', () => {
  it('answers each request by its own id and passes on messages that answer none', async () => {
    const { started, start } = workers();
    const notes: string[] = [];
    const worker = client(start, [], notes);
    const first = worker.ask(ask('one'), read);
    const second = worker.ask(ask('two'), read);
    const [a, b] = await receivedBy(started[0]!, 2);
    started[0]!.inside.postMessage({ note: 'indexed' });
    started[0]!.inside.postMessage({ id: b!.id, text: 'second answer' });
    started[0]!.inside.postMessage({ id: a!.id, text: 'first answer' });
    await expect(first).resolves.toBe('first answer');
    await expect(second).resolves.toBe('second answer');
    expect(notes).toEqual(['indexed']);
    // Answered requests are not cancelled: the worker is told nothing more.
    expect(started[0]!.received.filter((message) => message.type === 'cancel')).toEqual([]);
    expect(started).toHaveLength(1);
  });

  it('a crash fails every open request with the translated text, and the next request starts a new worker', async () => {
    const { started, start } = workers();
    const crashes: WorkerFailure[] = [];
    const worker = client(start, crashes);
    const events: string[] = [];
    worker.open(ask('stream'), { message: () => events.push('message'), fail: (error) => events.push((error as Error).message) });
    const pending = [worker.ask(ask('one'), read), worker.ask(ask('two'), read)];
    await receivedBy(started[0]!, 3);
    started[0]!.crash();
    const stopped = i18next.getFixedT('en', 'engine')('workerStopped');
    for (const request of pending) {
      const error = await request.catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(WorkerFailure);
      expect(error).toMatchObject({ reason: 'stopped', message: stopped });
    }
    expect(events).toEqual([stopped]);
    expect(crashes.map((error) => error.message)).toEqual([stopped]);
    expect(started[0]!.terminated).toBe(true);

    const again = worker.ask(ask('three'), read);
    expect(started).toHaveLength(2);
    const [three] = await receivedBy(started[1]!, 1);
    started[1]!.inside.postMessage({ id: three!.id, text: 'from the new worker' });
    await expect(again).resolves.toBe('from the new worker');
  });

  it('a request left unanswered past its time-out fails, and the worker is told to drop it', async () => {
    const { started, start } = workers();
    const worker = client(start);
    const error = await worker.ask(ask('slow'), read, { timeoutMs: 1 }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ reason: 'timed-out', message: i18next.getFixedT('en', 'engine')('workerTimedOut') });
    const [sent, cancel] = await receivedBy(started[0]!, 2);
    expect(cancel).toEqual({ type: 'cancel', id: sent!.id });
    // A late answer settles nothing, and the worker is still in use.
    started[0]!.inside.postMessage({ id: sent!.id, text: 'late' });
    const next = worker.ask(ask('next'), read);
    const [, , nextSent] = await receivedBy(started[0]!, 3);
    started[0]!.inside.postMessage({ id: nextSent!.id, text: 'on time' });
    await expect(next).resolves.toBe('on time');
    expect(started).toHaveLength(1);
  });

  it('an abort fails the request with its reason, tells the worker and forgets the request', async () => {
    const { started, start } = workers();
    const crashes: WorkerFailure[] = [];
    const worker = client(start, crashes);
    const controller = new AbortController();
    const request = worker.ask(ask('stoppable'), read, { signal: controller.signal });
    const [sent] = await receivedBy(started[0]!, 1);
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    expect((await receivedBy(started[0]!, 2))[1]).toEqual({ type: 'cancel', id: sent!.id });
    // Forgotten: a crash now has no open request to fail.
    const failures: unknown[] = [];
    worker.open(ask('other'), { message: () => undefined, fail: (error) => failures.push(error) });
    started[0]!.crash();
    expect(failures).toHaveLength(1);
  });

  it('a request already aborted is not sent', async () => {
    const { started, start } = workers();
    const worker = client(start);
    await expect(worker.ask(ask('never'), read, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(started).toHaveLength(0);
  });

  it('a stream takes several messages, and closing it early tells the worker', async () => {
    const { started, start } = workers();
    const worker = client(start);
    const seen: string[] = [];
    const close = worker.open(ask('stream'), { message: (message) => seen.push(read(message)), fail: () => seen.push('failed') });
    const [sent] = await receivedBy(started[0]!, 1);
    started[0]!.inside.postMessage({ id: sent!.id, text: 'a' });
    started[0]!.inside.postMessage({ id: sent!.id, text: 'b' });
    await expect.poll(() => seen).toEqual(['a', 'b']);
    close();
    close();
    expect((await receivedBy(started[0]!, 2))[1]).toEqual({ type: 'cancel', id: sent!.id });
    expect(seen).toEqual(['a', 'b']);
  });
});
