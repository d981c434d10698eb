// The local MCP servers this app has started, one process each, and the page's way to them: each
// process is spoken to in Streamable HTTP (the SDK's transport, one session at a time: a new
// initialize from the page replaces the previous session) and its messages are passed on unchanged
// both ways. A process runs until the page stops it (the server removed, switched off or changed),
// it exits, or the app quits.

import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { sameLocalCommand, type LocalCommand } from '../../core/mcp/local-command';
import { startStdioChild, type StdioChild } from './stdio-child';

/** The header in which the Streamable HTTP client names its session. */
const SESSION_HEADER = 'mcp-session-id';
/** At most this many local servers run at once: each is a process on the user's computer. */
const MAX_LOCAL_SERVERS = 32;

interface Running {
  command: LocalCommand;
  child: StdioChild;
  session?: WebStandardStreamableHTTPServerTransport;
}

type StartResult = { ok: true } | { ok: false; reason: 'tooMany' } | { ok: false; reason: 'cannotStart'; detail: string };

export interface LocalServers {
  /** Starts exactly `command` for the server `id`, stopping a process of another command line. */
  start(id: string, command: LocalCommand): Promise<StartResult>;
  stop(id: string): Promise<void>;
  /** The page's Streamable HTTP request to the server's process; undefined when none runs. */
  handle(id: string, request: Request): Promise<Response | undefined>;
  /** The process's id, for tests and the log. */
  pid(id: string): number | undefined;
  /** Lines the process wrote that were not protocol. */
  skippedLines(id: string): number | undefined;
  stopAll(): Promise<void>;
  /** Kills every process at once, for an app that is exiting without waiting. */
  killAll(): void;
}

function openSession(running: Running): WebStandardStreamableHTTPServerTransport {
  const session = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: () => crypto.randomUUID() });
  session.onmessage = (message) => running.child.send(message);
  running.session = session;
  void session.start();
  return session;
}

export function createLocalServers(appEnv: NodeJS.ProcessEnv = process.env): LocalServers {
  const running = new Map<string, Running>();

  const stop = async (id: string) => {
    const entry = running.get(id);
    if (!entry) return;
    running.delete(id);
    await entry.session?.close();
    await entry.child.stop();
  };

  return {
    async start(id, command) {
      const current = running.get(id);
      if (current && !current.child.exited && sameLocalCommand(current.command, command)) return { ok: true };
      await stop(id);
      if (running.size >= MAX_LOCAL_SERVERS) return { ok: false, reason: 'tooMany' };
      let child: StdioChild;
      try {
        child = await startStdioChild(command, appEnv);
      } catch (error) {
        return { ok: false, reason: 'cannotStart', detail: (error as Error).message };
      }
      const entry: Running = { command, child };
      running.set(id, entry);
      child.onmessage = (message) => void entry.session?.send(message).catch(() => {});
      child.onexit = () => {
        if (running.get(id) === entry) running.delete(id);
        void entry.session?.close();
        if (child.stderrTail()) console.warn(`A local MCP server (${command.command}) exited: ${child.stderrTail().trim().slice(-500)}`);
      };
      return { ok: true };
    },
    stop,
    async handle(id, request) {
      const entry = running.get(id);
      if (!entry || entry.child.exited) return undefined;
      if (!request.headers.has(SESSION_HEADER) && request.method === 'POST') {
        await entry.session?.close();
        return openSession(entry).handleRequest(request);
      }
      if (!entry.session) return undefined;
      return entry.session.handleRequest(request);
    },
    pid: (id) => running.get(id)?.child.pid,
    skippedLines: (id) => running.get(id)?.child.skippedLines,
    stopAll: async () => {
      await Promise.all([...running.keys()].map(stop));
    },
    killAll: () => {
      for (const entry of running.values()) entry.child.kill();
    },
  };
}
