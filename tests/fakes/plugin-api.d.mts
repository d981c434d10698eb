import type { IncomingHttpHeaders, Server } from 'node:http';

export interface PluginApiCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The caller hung up before the answer was sent. */
  aborted: boolean;
  answered: boolean;
}

export type PluginOperationId = 'getWeather' | 'getOutage' | 'getSlowWeather';

export const OPERATIONS: Record<PluginOperationId, { path: string; summary: string }>;

export function pluginDocument(baseUrl: string, operationIds?: PluginOperationId[]): string;

export interface PluginApi {
  server: Server;
  calls: PluginApiCall[];
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  release(): void;
  readonly heldCount: number;
  close(): Promise<void>;
}

export function createPluginApi(): PluginApi;
