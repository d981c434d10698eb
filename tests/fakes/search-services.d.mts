import type { IncomingHttpHeaders, Server } from 'node:http';

export interface SearchServiceCall {
  service: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeSearchServices {
  server: Server;
  calls: SearchServiceCall[];
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  close(): Promise<void>;
}

export function createFakeSearchServices(options: { keys: { tavily: string; brave: string; exa: string; serper: string } }): FakeSearchServices;
