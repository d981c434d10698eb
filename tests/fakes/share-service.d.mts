import type { IncomingHttpHeaders, Server } from 'node:http';

export interface RecordedShare {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: { avatarUrl?: string | null; items?: { from: string; value: string }[] } | null;
}

export interface ShareService {
  server: Server;
  requests: RecordedShare[];
  last(): RecordedShare | undefined;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  close(): Promise<void>;
}

export function createShareService(): ShareService;
