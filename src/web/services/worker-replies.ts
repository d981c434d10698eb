// The replies a worker owes the page: each request gets an id and a promise that the worker's
// answer with that id settles. The search and sync workers answer this way; the provider-call worker
// streams instead (engine/model-stream-client.ts).

export interface WorkerReplies<T> {
  /** A new id, handed to `send`, and the promise its reply settles. */
  ask(send: (id: number) => void): Promise<T>;
  resolve(id: number, value: T): void;
  reject(id: number, error: Error): void;
  /** Settles every open request the same way: the worker is gone. */
  settleAll(outcome: { value: T } | { error: Error }): void;
}

export function createWorkerReplies<T>(): WorkerReplies<T> {
  let nextId = 0;
  const waiting = new Map<number, { resolve: (value: T) => void; reject: (error: Error) => void }>();
  const take = (id: number) => {
    const entry = waiting.get(id);
    waiting.delete(id);
    return entry;
  };
  return {
    ask(send) {
      const id = (nextId += 1);
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        send(id);
      });
    },
    resolve: (id, value) => take(id)?.resolve(value),
    reject: (id, error) => take(id)?.reject(error),
    settleAll(outcome) {
      for (const entry of waiting.values()) {
        if ('error' in outcome) entry.reject(outcome.error);
        else entry.resolve(outcome.value);
      }
      waiting.clear();
    },
  };
}
