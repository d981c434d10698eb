// Messages between the page and the knowledge worker, which reads, splits, indexes, stores and
// searches documents.

import type { PassageHit } from '../../../core/knowledge/passage';
import type { EmbeddingsAccess } from './embed-texts';
import type { FileFailure, KnowledgeFile } from './knowledge-db';

export type KnowledgeRequest =
  /** `at` is the sync clock's time of the addition (the worker's clock when absent); `web` names
   * the page a text was read from. */
  | { type: 'add'; id: number; baseId: string; fileId: string; file: File; at?: number; web?: WebSource }
  | { type: 'remove-file'; id: number; fileId: string }
  | { type: 'remove-base'; id: number; baseId: string }
  /** Embeds the passages of a file that have no vector of the embedder yet, for meaning search. */
  | { type: 'embed-file'; id: number; fileId: string; access: EmbeddingsAccess }
  /** With an embedder, keywords and meaning together; without, keywords alone. */
  | { type: 'search'; id: number; baseIds: string[]; query: string; limit: number; meaning?: EmbeddingsAccess }
  | { type: 'cancel'; id: number };

/** A web page read by the server: stored as a file of type web page under its title. */
export interface WebSource {
  url: string;
  title: string;
}

export type FilePhase = 'reading' | 'indexing';

export type KnowledgeResponse =
  | { type: 'progress'; id: number; phase: FilePhase; done: number; total: number }
  | { type: 'added'; id: number; file: KnowledgeFile }
  | { type: 'failed'; id: number; failure: FileFailure }
  | { type: 'embed-progress'; id: number; done: number; total: number }
  | { type: 'hits'; id: number; hits: PassageHit[] }
  | { type: 'done'; id: number }
  | { type: 'error'; id: number; message: string };
