import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { parentForAppend, pathView, parentOf, siblingsOf, visiblePath } from './tree';
import { copyTree, everyBranch, missingParents, pathBefore, pathThrough, siblingAt } from './tree-walks';

let clock = 0;
function msg(id: string, parentId: string | null | undefined, more: Partial<ChatMessage> = {}): ChatMessage {
  clock += 1;
  return { id, date: clock, role: 'user', content: id, ...(parentId !== undefined ? { parentId } : {}), ...more };
}
const ids = (messages: readonly ChatMessage[]) => messages.map((message) => message.id);

describe('the path on screen', () => {
  it('a chat stored before chats were trees is the same single path', () => {
    const linear = [msg('a', undefined), msg('b', undefined), msg('c', undefined)];
    expect(ids(visiblePath(linear))).toEqual(['a', 'b', 'c']);
  });

  it('follows the version made last, and below it its own branch', () => {
    const messages = [msg('q', null), msg('a1', 'q'), msg('q2', 'a1'), msg('a2', 'q')];
    expect(ids(visiblePath(messages))).toEqual(['q', 'a2']);
    expect(siblingsOf(messages, 'a2')).toEqual({ ids: ['a1', 'a2'], index: 1 });
  });

  it('a later choice wins over a later version, and shows the branch below the choice', () => {
    const messages = [msg('q', null), msg('a1', 'q'), msg('q2', 'a1'), msg('a2', 'q')];
    const chosen = messages.map((m) => (m.id === 'a1' ? { ...m, chosenAt: 100 } : m));
    expect(ids(visiblePath(chosen))).toEqual(['q', 'a1', 'q2']);
  });

  it('a message whose parent is gone follows the one stored before it', () => {
    const messages = [msg('q', null), msg('a', 'q'), msg('x', 'deleted')];
    expect(ids(visiblePath(messages))).toEqual(['q', 'a', 'x']);
    expect(parentOf(messages, 'x')).toBe('a');
  });

  it('an edited first question is a second root', () => {
    const messages = [msg('q1', null), msg('a1', 'q1'), msg('q2', null), msg('a2', 'q2')];
    expect(ids(visiblePath(messages))).toEqual(['q2', 'a2']);
    expect(siblingAt(messages, 'q2', -1)).toBe('q1');
    expect(siblingAt(messages, 'q2', 1)).toBeUndefined();
  });

  it('appends under the last message on screen; the path before a message is its ancestors', () => {
    const messages = [msg('q', null), msg('a1', 'q'), msg('a2', 'q'), msg('q2', 'a2')];
    expect(parentForAppend(messages)).toBe('q2');
    expect(ids(pathBefore(messages, 'q2'))).toEqual(['q', 'a2']);
    expect(parentForAppend([])).toBeNull();
  });

  it('the path through a message on another branch names what must be chosen to show it', () => {
    const messages = [msg('q', null), msg('a1', 'q'), msg('f1', 'a1'), msg('a2', 'q')];
    expect(pathThrough(messages, 'f1')).toEqual(['a1', 'f1']);
    expect(pathThrough(messages, 'a2')).toEqual([]);
  });

  it('every branch lists every message once, a parent before its children', () => {
    const messages = [msg('q', null), msg('a1', 'q'), msg('f1', 'a1'), msg('a2', 'q')];
    expect(everyBranch(messages).map((row) => [row.message.id, row.depth])).toEqual([
      ['q', 0],
      ['a1', 1],
      ['f1', 2],
      ['a2', 1],
    ]);
  });
});

/** Random trees: each message names an earlier one as parent, or none (a root). */
const treeArb = fc
  .array(fc.record({ parent: fc.nat(), root: fc.boolean(), chosenAt: fc.option(fc.nat({ max: 50 }), { nil: undefined }) }), {
    minLength: 1,
    maxLength: 40,
  })
  .map((specs) =>
    specs.map((spec, i): ChatMessage => {
      const parentId = i === 0 || spec.root ? null : `m${spec.parent % i}`;
      return { id: `m${i}`, date: i, role: 'user', content: '', parentId, ...(spec.chosenAt !== undefined ? { chosenAt: spec.chosenAt } : {}) };
    }),
  );

describe('tree properties', () => {
  it('the path starts at a root, each step is a child of the one before, and it ends at a leaf', () => {
    fc.assert(
      fc.property(treeArb, (messages) => {
        const path = visiblePath(messages);
        expect(path[0]?.parentId).toBeNull();
        path.slice(1).forEach((message, i) => expect(message.parentId).toBe(path[i]?.id));
        const last = path.at(-1);
        expect(messages.some((m) => m.parentId === last?.id)).toBe(false);
      }),
    );
  });

  it('every message is listed once by every branch, and each is one of its siblings', () => {
    fc.assert(
      fc.property(treeArb, (messages) => {
        const rows = everyBranch(messages);
        expect(rows.map((row) => row.message.id).sort()).toEqual(ids(messages).sort());
        for (const message of messages) expect(siblingsOf(messages, message.id)?.ids).toContain(message.id);
      }),
    );
  });

  it('choosing a message puts it and its ancestors on the path, whatever the order of the records', () => {
    fc.assert(
      fc.property(treeArb, fc.nat(), (messages, pick) => {
        const target = messages[pick % messages.length] as ChatMessage;
        const stamp = 1_000;
        const chosen = new Set(pathThrough(messages, target.id));
        const after = messages.map((m) => (chosen.has(m.id) ? { ...m, chosenAt: stamp } : m));
        expect(ids(visiblePath(after))).toContain(target.id);
      }),
    );
  });
});

describe('links and copies', () => {
  it('a linear chat stored before trees gets each message linked to the one before it', () => {
    const linear = [msg('a', undefined), msg('b', undefined), msg('c', 'b'), msg('d', 'gone')];
    expect(missingParents(linear)).toEqual([
      { id: 'a', parentId: null },
      { id: 'b', parentId: 'a' },
    ]);
  });

  it('a copy under new ids keeps the tree and the path', () => {
    const messages = [msg('q', null), msg('a1', 'q'), msg('f1', 'a1'), msg('a2', 'q', { chosenAt: 0 })];
    let n = 0;
    const copy = copyTree(messages, () => `n${++n}`);
    expect(copy.map((m) => [m.id, m.parentId])).toEqual([
      ['n1', null],
      ['n2', 'n1'],
      ['n3', 'n2'],
      ['n4', 'n1'],
    ]);
    expect(visiblePath(copy).map((m) => m.content)).toEqual(visiblePath(messages).map((m) => m.content));
  });
});

describe('the view of the path', () => {
  it('says which version each message with siblings is', () => {
    const messages = [msg('q', null), msg('a1', 'q'), msg('a2', 'q'), msg('a3', 'q', { chosenAt: 1e9 })];
    expect([...pathView(messages).versions]).toEqual([['a3', { index: 2, total: 3 }]]);
  });

  it('a message that changed in place (a reply streaming) is taken into the view', () => {
    const messages = [msg('q', null), msg('a1', 'q'), msg('a2', 'q')];
    const first = pathView(messages);
    const grown = messages.map((m) => (m.id === 'a2' ? { ...m, content: 'more' } : m));
    const view = pathView(grown);
    expect(view.path.map((m) => m.content)).toEqual(['q', 'more']);
    expect(view.versions).toBe(first.versions);
    const chosen = grown.map((m) => (m.id === 'a1' ? { ...m, chosenAt: 1e9 } : m));
    expect(pathView(chosen).path.map((m) => m.id)).toEqual(['q', 'a1']);
  });
});

/** The path as the rule states it, walked afresh: at each branch point, the child whose branch holds
 * the latest choice (a tie to the greater id), with which version each is. */
function pathByRule(messages: readonly ChatMessage[]): { ids: string[]; versions: [string, { index: number; total: number }][] } {
  const known = new Set<string>();
  const parents = new Map<string, string | null>();
  messages.forEach((message, i) => {
    const named = message.parentId;
    parents.set(message.id, named === null ? null : named !== undefined && known.has(named) ? named : i > 0 ? (messages[i - 1] as ChatMessage).id : null);
    known.add(message.id);
  });
  const under = (id: string | null) => messages.filter((message) => parents.get(message.id) === id);
  const latest = (message: ChatMessage): number => Math.max(message.chosenAt ?? message.date, ...under(message.id).map(latest));
  const out: string[] = [];
  const versions: [string, { index: number; total: number }][] = [];
  for (let siblings = under(null); siblings.length > 0; ) {
    const next = siblings.reduce((best, message) => (latest(message) > latest(best) || (latest(message) === latest(best) && message.id > best.id) ? message : best));
    if (siblings.length > 1) versions.push([next.id, { index: siblings.indexOf(next), total: siblings.length }]);
    out.push(next.id);
    siblings = under(next.id);
  }
  return { ids: out, versions };
}

describe('a version switched without building the tree again', () => {
  it('gives the path and versions the rule gives, after any choices, one after another', () => {
    fc.assert(
      fc.property(treeArb, fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }), (start, rounds) => {
        let messages = start;
        pathView(messages);
        let stamp = 100;
        for (const picks of rounds) {
          stamp += 1;
          const chosen = new Set(picks.map((pick) => (messages[pick % messages.length] as ChatMessage).id));
          messages = messages.map((m) => (chosen.has(m.id) ? { ...m, chosenAt: stamp, content: `chosen at ${stamp}` } : m));
          const view = pathView(messages);
          const expected = pathByRule(messages);
          expect(ids(view.path)).toEqual(expected.ids);
          expect([...view.versions].sort()).toEqual([...expected.versions].sort());
          // The objects on the path are the messages given, not older copies.
          for (const message of view.path) expect(messages).toContain(message);
          for (const message of messages) expect(siblingsOf(messages, message.id)?.ids).toContain(message.id);
        }
      }),
    );
  });
});
