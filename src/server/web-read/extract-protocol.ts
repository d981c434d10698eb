// What the server's thread and an extraction thread say to each other.

import type { PageText } from './html-page';

export interface ExtractJob {
  id: number;
  html: string;
}

export type ExtractAnswer = { id: number; page: PageText } | { id: number; failed: true } | { ready: true };
