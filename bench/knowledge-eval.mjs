// Knowledge bases: how well search finds the passage that answers a question. Four short documents
// written for this evaluation (bench/knowledge-eval/*.md: a harbour manual, a sourdough guide, a
// bicycle care sheet, a home network guide) go through the knowledge worker's own code (reading,
// splitting, the keyword index and IndexedDB, here fake-indexeddb) and 30 questions
// (bench/knowledge-eval/questions.json), each with a phrase of its one right passage, are searched
// by keywords alone and by keywords and meaning together. Printed: recall at 5, the share of
// questions whose right passage is among the first five found.
//
// Meaning needs embeddings, and a real provider is neither free nor deterministic: this bench makes
// its own, a local model it computes (each word's character trigrams hashed into 512 dimensions, so
// that "bake", "baking" and "baked" point nearly the same way), and serves them from a small HTTP
// server in OpenAI's wire format, which the worker's code calls as it calls OpenAI. It measures the
// search's plumbing and fusion with vectors that know word forms, not synonyms: a real model
// would also match "refrigerator" to "fridge".
// Usage: node bench/knowledge-eval.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { importBundle, ROOT } from './support.mjs';

const DATA = path.join(ROOT, 'bench', 'knowledge-eval');
/** Passages a chat turn puts in the model's context (KNOWLEDGE_PASSAGES_PER_TURN is 8; the first
 * five are what a reader looks at). */
const TOP = 5;
/** Dimensions of the local embedding: enough that few trigrams of a short text share a bucket. */
const DIMENSIONS = 512;
/** The recall the issue asks of the hybrid mode. */
const HYBRID_GOAL = 0.8;

const ENTRY = `
import 'fake-indexeddb/auto';
export { createKnowledgeService } from './src/web/services/knowledge/knowledge-service.ts';
export { openKnowledgeDb } from './src/web/services/knowledge/knowledge-db.ts';
export { createEmbedTexts } from './src/web/services/knowledge/embed-texts.ts';
export { createCallOut } from './src/web/services/http/call-out.ts';
`;

/** The local embedding: every word's character trigrams (with its edges marked) hashed into buckets,
 * each word's weight shared among its trigrams. Deterministic, and the same for a text every time. */
function localEmbedding(text) {
  const vector = new Array(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/\p{L}[\p{L}\p{N}]*|\p{N}+/gu) ?? []) {
    const marked = `<${word}>`;
    const grams = marked.length - 2;
    for (let i = 0; i < grams; i++) {
      let hash = 2166136261;
      for (const char of marked.slice(i, i + 3)) hash = Math.imul(hash ^ char.codePointAt(0), 16777619) >>> 0;
      vector[hash % DIMENSIONS] += 1 / grams;
    }
  }
  return vector;
}

/** A fake OpenAI embeddings endpoint that answers with the local embedding. */
function startEmbeddingsServer() {
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/embeddings') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const { input, model } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const data = input.map((text, index) => ({ object: 'embedding', index, embedding: localEmbedding(text) }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data, model, usage: { prompt_tokens: 0, total_tokens: 0 } }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const lib = await importBundle('knowledge-eval', ENTRY);
const server = await startEmbeddingsServer();
const access = {
  embedder: { provider: 'openai', model: 'text-embedding-3-small' },
  endpoint: { baseUrl: `http://127.0.0.1:${server.address().port}` },
  accessCode: '',
};

let nextId = 0;
const waiting = new Map();
const service = lib.createKnowledgeService(
  { db: lib.openKnowledgeDb, announce: () => undefined, now: () => Date.now(), embed: lib.createEmbedTexts((code) => lib.createCallOut(() => code).call) },
  (response) => {
    if (response.type === 'progress' || response.type === 'embed-progress') return;
    waiting.get(response.id)?.(response);
    waiting.delete(response.id);
  },
);
function ask(request) {
  const id = (nextId += 1);
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    service.handle({ ...request, id });
  });
}

try {
  const files = readdirSync(DATA).filter((name) => name.endsWith('.md'));
  let passages = 0;
  for (const name of files) {
    const file = new File([readFileSync(path.join(DATA, name))], name, { type: 'text/markdown' });
    const added = await ask({ type: 'add', baseId: 'eval', fileId: name, file });
    if (added.type !== 'added') throw new Error(`${name}: ${JSON.stringify(added)}`);
    passages += added.file.passages;
    const embedded = await ask({ type: 'embed-file', fileId: name, access });
    if (embedded.type !== 'done') throw new Error(`${name}: ${JSON.stringify(embedded)}`);
  }
  const questions = JSON.parse(readFileSync(path.join(DATA, 'questions.json'), 'utf8'));
  const found = { keyword: 0, hybrid: 0 };
  const misses = { keyword: [], hybrid: [] };
  for (const { question, answer } of questions) {
    for (const mode of ['keyword', 'hybrid']) {
      const result = await ask({ type: 'search', baseIds: ['eval'], query: question, limit: TOP, ...(mode === 'hybrid' ? { meaning: access } : {}) });
      if (result.type !== 'hits') throw new Error(JSON.stringify(result));
      if (result.hits.some((hit) => hit.passage.text.includes(answer))) found[mode] += 1;
      else misses[mode].push(question);
    }
  }
  console.log(`${files.length} documents, ${passages} passages, ${questions.length} questions`);
  for (const mode of ['keyword', 'hybrid']) {
    console.log(`${mode}: recall at ${TOP} ${(found[mode] / questions.length).toFixed(2)} (${found[mode]} of ${questions.length})${misses[mode].length ? `; missed: ${misses[mode].join(' | ')}` : ''}`);
  }
  if (found.hybrid / questions.length < HYBRID_GOAL) process.exitCode = 1;
} finally {
  server.closeAllConnections();
  server.close();
}
