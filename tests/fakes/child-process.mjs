// A server the tests start as a child process: its output kept for the error message, a wait
// until it is ready, and a stop that resolves once it has exited.

import { spawn } from 'node:child_process';

/** Spawns `command`; `ready(log)` is polled every 20 ms until it resolves to a value (returned)
 * or 10 s pass (the process is stopped and the error carries its output). `onStop` runs after
 * the process has exited. */
export async function startChild(command, args, { name, ready, onStop = () => {} }) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const append = (chunk) => (log += chunk.toString());
  child.stdout.on('data', append);
  child.stderr.on('data', append);

  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        onStop();
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });

  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await ready(log);
    if (value !== undefined) return { value, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
