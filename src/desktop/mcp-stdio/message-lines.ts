// A local MCP server's stdout, read as the stdio transport's newline-delimited JSON-RPC messages.
// Programs often print other things there (a banner, a log line): such a line is counted and
// skipped, never fatal. A line longer than the bound is dropped whole, so memory stays bounded
// whatever the program writes.

import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** The longest line kept while it is being read: far above any real message (a tool's result
 * with a large document), far below what would strain the app. */
export const MAX_MESSAGE_LINE_BYTES = 16 * 1024 * 1024;

export interface MessageLines {
  push(chunk: Buffer): void;
  /** Lines that were not a JSON-RPC message (or too long), skipped. */
  readonly skipped: number;
}

function parse(line: string): JSONRPCMessage | undefined {
  try {
    const parsed = JSONRPCMessageSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function messageLines(onMessage: (message: JSONRPCMessage) => void, onSkipped: (line: string) => void): MessageLines {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Inside a line already too long: everything up to its end is dropped. */
  let overflowing = false;
  let skipped = 0;
  const skip = (line: string) => {
    skipped += 1;
    onSkipped(line);
  };
  const take = (line: Buffer) => {
    const text = line.toString('utf8').replace(/\r$/, '');
    if (text.trim() === '') return;
    const message = parse(text);
    if (message) onMessage(message);
    else skip(text);
  };
  return {
    push(chunk) {
      let start = 0;
      for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
        const piece = chunk.subarray(start, end);
        if (overflowing) skip('(a line longer than the limit)');
        else take(pending.length ? Buffer.concat([...pending, piece]) : piece);
        pending = [];
        pendingBytes = 0;
        overflowing = false;
        start = end + 1;
      }
      const rest = chunk.subarray(start);
      if (overflowing || rest.length === 0) return;
      pendingBytes += rest.length;
      if (pendingBytes > MAX_MESSAGE_LINE_BYTES) {
        overflowing = true;
        pending = [];
        pendingBytes = 0;
      } else pending.push(Buffer.from(rest));
    },
    get skipped() {
      return skipped;
    },
  };
}
