import type { Page } from '@playwright/test';

export function readStore<T>(page: Page, store: string): Promise<T[]>;

export function settleWrites(page: Page): Promise<void>;

export function reloadSettled(page: Page): Promise<void>;

export function putRecords(page: Page, records: Record<string, readonly unknown[]>): Promise<void>;

export interface StoredMessageRecord {
  id: string;
  sessionId: string;
  seq: number;
  updatedAt: number;
  date: number;
  role: 'user' | 'assistant';
  content: string;
  model?: string;
}

export function messageRecords(options: {
  sessionId: string;
  count: number;
  contentOf: (index: number) => string;
  model: string;
  now?: number;
}): StoredMessageRecord[];
