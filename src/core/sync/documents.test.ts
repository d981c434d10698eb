// Knowledge bases across devices: their records merge like every other record (a deletion wins, so
// a deleted file never comes back), and a file's text goes only where its file still is.
import { describe, expect, it } from 'vitest';
import type { BackupFile } from '../schemas';
import { boundDocuments, entryBytes } from './documents';
import { mergeStates } from './merge';
import { incomingPart, outgoingPart } from './scope';
import { emptyState } from './sync-file';

const base = (id: string, name: string, updatedAt: number) => ({ id, name, createdAt: 1, updatedAt });
const file = (id: string, addedAt: number, status = 'ready') => ({ id, baseId: 'b', name: `${id}.md`, type: 'markdown', size: 10, addedAt, updatedAt: addedAt, status, passages: 1 });
const text = (fileId: string, words = 'the tide tables') => ({ fileId, baseId: 'b', passages: [{ text: words, heading: 'Tides' }] });

function device(patch: Partial<BackupFile>): BackupFile {
  return { ...emptyState(0), ...patch };
}

describe('knowledge records in the merge', () => {
  it('keeps both devices’ files, the latest name of a base, and no file deleted on either', () => {
    const a = device({ knowledgeBases: [base('b', 'Harbour', 2)], knowledgeFiles: [file('f1', 2), file('f2', 3)] });
    const b = device({
      knowledgeBases: [base('b', 'Harbour notes', 5)],
      knowledgeFiles: [file('f1', 2), file('f3', 4)],
      tombstones: [{ kind: 'knowledgeFile', id: 'f2', deletedAt: 6 }],
    });
    for (const merged of [mergeStates(a, b), mergeStates(b, a)]) {
      expect(merged.knowledgeBases).toEqual([base('b', 'Harbour notes', 5)]);
      expect((merged.knowledgeFiles as { id: string }[]).map((row) => row.id)).toEqual(['f1', 'f3']);
    }
  });

  it('drops the text of a file deleted on another device, so it does not come back', () => {
    const withText = device({ knowledgeFiles: [file('f1', 2)], documents: [text('f1')] });
    const deleted = device({ tombstones: [{ kind: 'knowledgeFile', id: 'f1', deletedAt: 3 }] });
    const merged = mergeStates(withText, deleted);
    expect(merged.knowledgeFiles).toEqual([]);
    expect(merged.documents).toEqual([]);
  });

  it('keeps the text of every device’s files, once each', () => {
    const a = device({ knowledgeFiles: [file('f1', 2)], documents: [text('f1')] });
    const b = device({ knowledgeFiles: [file('f1', 2), file('f2', 3)], documents: [text('f1'), text('f2', 'the harbour master')] });
    expect(mergeStates(a, b).documents).toEqual([text('f2', 'the harbour master'), text('f1')]);
  });
});

describe('the bound on documents’ text', () => {
  it('keeps the newest files’ text that fits, and only text of ready files', () => {
    const state = { knowledgeFiles: [file('old', 1), file('new', 3), file('failed', 4, 'failed')] };
    const documents = [text('old'), text('new'), text('failed'), { fileId: 'bad', passages: 'not a list' }];
    expect(boundDocuments(state, documents)).toEqual([text('new'), text('old')]);
    expect(boundDocuments(state, documents, entryBytes(text('new')))).toEqual([text('new')]);
  });
});

describe('Include documents', () => {
  const local = device({ knowledgeBases: [base('b', 'Harbour', 1)], knowledgeFiles: [file('f1', 2)], documents: [text('f1')] });

  it('sends the bases and file lists always, the text only when chosen', () => {
    const plain = outgoingPart(local, { includeKeys: false, includeImages: false });
    expect(plain.knowledgeFiles).toHaveLength(1);
    expect(plain.knowledgeBases).toHaveLength(1);
    expect(JSON.stringify(plain)).not.toContain('the tide tables');
    expect(outgoingPart(local, { includeKeys: false, includeImages: false, includeDocuments: true }).documents).toEqual([text('f1')]);
  });

  it('takes in other devices’ text only when chosen here too', () => {
    expect(incomingPart(local, { includeKeys: false, includeImages: false }).documents).toBeUndefined();
    expect(incomingPart(local, { includeKeys: false, includeImages: false }).knowledgeFiles).toHaveLength(1);
    expect(incomingPart(local, { includeKeys: false, includeImages: false, includeDocuments: true }).documents).toEqual([text('f1')]);
  });
});
