// One local MCP server's process: started with its program and arguments as a list (never through
// a shell, so `; rm -rf ~` or `$(id)` reach the program as the text they are), with the
// environment child-env.ts builds, spoken to in newline-delimited JSON-RPC on stdin and stdout.
// stderr is read so the program never blocks on it, and only its last lines are kept, for the
// reason shown when it fails to start or exits.

import { spawn } from 'node:child_process';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { LocalCommand } from '../../core/mcp/local-command';
import { childEnv } from './child-env';
import { messageLines } from './message-lines';

/** How much of the end of stderr is kept: enough for a program's last error message. */
const STDERR_TAIL_BYTES = 4096;
/** How long a program gets to exit after SIGTERM (and its stdin closed), before SIGKILL. */
const EXIT_GRACE_MS = 2000;

export interface StdioChild {
  readonly pid: number | undefined;
  send(message: JSONRPCMessage): void;
  /** Called for each JSON-RPC message the program writes. */
  onmessage?: (message: JSONRPCMessage) => void;
  /** Called once, when the program has exited (or could not start). */
  onexit?: () => void;
  readonly exited: boolean;
  /** The last STDERR_TAIL_BYTES of the program's stderr. */
  stderrTail(): string;
  /** Lines on stdout that were not protocol, skipped. */
  readonly skippedLines: number;
  /** Ends the program: stdin closed and SIGTERM, then SIGKILL. Resolves once it has exited. */
  stop(): Promise<void>;
  /** Kills the program at once (SIGKILL): for when the app itself is exiting. */
  kill(): void;
}

/** Starts the program; resolves once it runs, rejects when it cannot start (not found, not allowed). */
export function startStdioChild(command: LocalCommand, appEnv: NodeJS.ProcessEnv = process.env): Promise<StdioChild> {
  const child = spawn(command.command, command.args, {
    shell: false,
    env: childEnv(appEnv, command.env),
    stdio: ['pipe', 'pipe', 'pipe'],
    windowsHide: true,
  });
  let tail = Buffer.alloc(0);
  let exited = false;
  const exitedOnce = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const lines = messageLines(
    (message) => handle.onmessage?.(message),
    (line) => console.warn(`A local MCP server (${command.command}) wrote a line that is not protocol; skipped: ${line.slice(0, 120)}`),
  );
  const handle: StdioChild = {
    pid: child.pid,
    send(message) {
      if (!exited && child.stdin.writable) child.stdin.write(`${JSON.stringify(message)}\n`);
    },
    get exited() {
      return exited;
    },
    stderrTail: () => tail.toString('utf8'),
    get skippedLines() {
      return lines.skipped;
    },
    async stop() {
      if (exited) return;
      const waitExit = (ms: number) => Promise.race([exitedOnce, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);
      child.stdin.end();
      child.kill('SIGTERM');
      await waitExit(EXIT_GRACE_MS);
      if (!exited) child.kill('SIGKILL');
      await exitedOnce;
    },
    kill() {
      if (!exited) child.kill('SIGKILL');
    },
  };
  child.stdout.on('data', (chunk: Buffer) => lines.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => {
    const joined = Buffer.concat([tail, chunk]);
    tail = joined.subarray(Math.max(0, joined.length - STDERR_TAIL_BYTES));
  });
  // A program that exits while a message is being written closes its stdin under us.
  child.stdin.on('error', () => {});
  child.once('close', () => {
    exited = true;
    handle.onexit?.();
  });
  return new Promise((resolve, reject) => {
    child.once('spawn', () => resolve(handle));
    // Before the spawn: it could not start. After it: a failed kill or write, which the exit reports.
    child.on('error', (error) => {
      if (child.pid === undefined) exited = true;
      reject(error);
    });
  });
}
