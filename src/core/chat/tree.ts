// A chat is a tree of messages: each knows its parent, and the screen shows one path through it.
// Answer versions, edited questions and several models' answers to one question are siblings
// (children of one parent). Choosing a version stamps it with `chosenAt` (a new message counts as
// chosen when it was made), and the path leads to the latest choice: at each branch point it takes
// the child whose branch holds the latest stamp. A merge of two devices' records therefore ends
// with the later choice on screen on both, without a record of its own. Everything here is a pure
// function over the messages in their stored order.

import type { ChatMessage } from '../types';

export type TreeMessage = Pick<ChatMessage, 'id' | 'date' | 'parentId' | 'chosenAt'>;

interface Tree<M extends TreeMessage> {
  /** The parent each message is drawn under (null at the root). */
  parentOf: Map<string, string | null>;
  /** The children of each message, and of the root under the key null, in stored order. */
  children: Map<string | null, M[]>;
  /** The latest choice within each message's branch, itself included. */
  latest: Map<string, number>;
}

/** The parent a message is drawn under. A message names its parent; a message that names none (one
 * stored before chats were trees) or one that is not stored before it (deleted, or not synced yet)
 * follows the message stored just before it, which turns a linear chat into the same single path.
 * An explicit null makes it a root. Parents always come earlier, so the tree has no cycle. */
function effectiveParent(message: TreeMessage, previous: string | null, seen: ReadonlySet<string>): string | null {
  if (message.parentId === null) return null;
  if (message.parentId !== undefined && seen.has(message.parentId)) return message.parentId;
  return previous;
}

/** When a message was last chosen: a stamp, or its making. */
const choiceTime = (message: TreeMessage) => message.chosenAt ?? message.date;

const trees = new WeakMap<readonly TreeMessage[], Tree<TreeMessage>>();

export function treeOf<M extends TreeMessage>(messages: readonly M[]): Tree<M> {
  const cached = trees.get(messages);
  if (cached) return cached as unknown as Tree<M>;
  const parentOf = new Map<string, string | null>();
  const children = new Map<string | null, M[]>();
  const seen = new Set<string>();
  let previous: string | null = null;
  for (const message of messages) {
    const parent = effectiveParent(message, previous, seen);
    parentOf.set(message.id, parent);
    const list = children.get(parent);
    if (list) list.push(message);
    else children.set(parent, [message]);
    seen.add(message.id);
    previous = message.id;
  }
  // Parents come before their children, so a walk from the end has every child's before its parent's.
  const latest = new Map<string, number>();
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i] as M;
    const own = Math.max(latest.get(message.id) ?? -Infinity, choiceTime(message));
    latest.set(message.id, own);
    const parent = parentOf.get(message.id);
    if (parent !== null && parent !== undefined) latest.set(parent, Math.max(latest.get(parent) ?? -Infinity, own));
  }
  const tree = { parentOf, children, latest };
  trees.set(messages, tree as unknown as Tree<TreeMessage>);
  return tree;
}


/** The sibling whose branch holds the latest choice; a tie goes to the greater id, so every
 * device picks alike. */
function chosenOf<M extends TreeMessage>(siblings: readonly M[], latest: ReadonlyMap<string, number>): M | undefined {
  let best: M | undefined;
  let bestTime = -Infinity;
  for (const message of siblings) {
    const time = latest.get(message.id) ?? choiceTime(message);
    if (!best || time > bestTime || (time === bestTime && message.id > best.id)) {
      best = message;
      bestTime = time;
    }
  }
  return best;
}

/** Which version of its siblings a message on the path is, when it has any. */
export interface VersionPlace {
  /** From 0, in stored order. */
  index: number;
  total: number;
}

export interface PathView<M> {
  /** The messages on screen: from the root, the chosen child of each message in turn. */
  path: readonly M[];
  /** Of the messages on the path that have siblings, which of them each is. */
  versions: ReadonlyMap<string, VersionPlace>;
  /** Where each message of the path is on it. */
  position: ReadonlyMap<string, number>;
}

function buildView<M extends TreeMessage>(messages: readonly M[]): PathView<M> {
  const { children, latest } = treeOf(messages);
  const path: M[] = [];
  const versions = new Map<string, VersionPlace>();
  const position = new Map<string, number>();
  let siblings = children.get(null) ?? [];
  for (let next = chosenOf(siblings, latest); next; next = chosenOf(siblings, latest)) {
    if (siblings.length > 1) versions.set(next.id, { index: siblings.indexOf(next), total: siblings.length });
    position.set(next.id, path.length);
    path.push(next);
    siblings = children.get(next.id) ?? [];
  }
  return { path, versions, position };
}

/** The indexes of the messages that changed, when the tree did not: the same messages in the same
 * places, with the same parents and choices (a reply streaming changes only its text). */
function changedInPlace(before: readonly TreeMessage[], after: readonly TreeMessage[]): number[] | null {
  if (before.length !== after.length) return null;
  const changed: number[] = [];
  for (let i = 0; i < after.length; i++) {
    const [a, b] = [before[i] as TreeMessage, after[i] as TreeMessage];
    if (a === b) continue;
    if (a.id !== b.id || a.parentId !== b.parentId || a.chosenAt !== b.chosenAt || a.date !== b.date) return null;
    changed.push(i);
  }
  return changed;
}

const views = new WeakMap<readonly TreeMessage[], PathView<TreeMessage>>();
/** The messages last viewed: a streamed reply gives new messages every frame, and their view is
 * the last one with the changed messages put in, without building the tree again. */
let lastViewed: { messages: readonly TreeMessage[]; view: PathView<TreeMessage> } | undefined;

/** The path on screen and the versions along it. The same view is returned for the same messages,
 * so what depends on it is computed once. */
export function pathView<M extends TreeMessage>(messages: readonly M[]): PathView<M> {
  const cached = views.get(messages);
  if (cached) return cached as PathView<M>;
  const changed = lastViewed ? changedInPlace(lastViewed.messages, messages) : null;
  let view: PathView<M>;
  if (lastViewed && changed) {
    const previous = lastViewed.view as PathView<M>;
    const path = [...previous.path];
    for (const i of changed) {
      const message = messages[i] as M;
      const at = previous.position.get(message.id);
      if (at !== undefined) path[at] = message;
    }
    view = { ...previous, path };
  } else view = buildView(messages);
  views.set(messages, view as PathView<TreeMessage>);
  lastViewed = { messages, view: view as PathView<TreeMessage> };
  return view;
}

/** The messages on screen: from the root, the chosen child of each message in turn. */
export function visiblePath<M extends TreeMessage>(messages: readonly M[]): readonly M[] {
  return pathView(messages).path;
}

export interface Siblings {
  /** The ids of the message and its siblings, in stored order. */
  ids: string[];
  /** Where the message is among them. */
  index: number;
}

/** The versions of a message (itself included); undefined when it is not there. */
export function siblingsOf(messages: readonly TreeMessage[], id: string): Siblings | undefined {
  const { parentOf, children } = treeOf(messages);
  const parent = parentOf.get(id);
  if (parent === undefined) return undefined;
  const ids = (children.get(parent) ?? []).map((message) => message.id);
  return { ids, index: ids.indexOf(id) };
}

/** The parent a message is drawn under: null at the root, undefined when it is not there. */
export function parentOf(messages: readonly TreeMessage[], id: string): string | null | undefined {
  return treeOf(messages).parentOf.get(id);
}

/** Where a message added at the end of the screen goes: under the last message of the path. */
export function parentForAppend(messages: readonly TreeMessage[]): string | null {
  return visiblePath(messages).at(-1)?.id ?? null;
}

/** The parents to write into the messages stored before chats were trees, which name none: each
 * the one it is drawn under, so the path on screen stays the same. A message whose parent is not
 * there is left as it is: that parent may still arrive from another device. */
export function missingParents(messages: readonly TreeMessage[]): { id: string; parentId: string | null }[] {
  const { parentOf: parents } = treeOf(messages);
  const out: { id: string; parentId: string | null }[] = [];
  for (const message of messages) {
    const parent = parents.get(message.id) ?? null;
    if (message.parentId === undefined) out.push({ id: message.id, parentId: parent });
  }
  return out;
}

/** Copies of the messages under new ids (an import, a fork), each naming its parent by its new id:
 * the copy has the same tree and the same path as the original. */
export function copyTree<M extends TreeMessage>(messages: readonly M[], newId: () => string): M[] {
  const { parentOf: parents } = treeOf(messages);
  const ids = new Map(messages.map((message) => [message.id, newId()]));
  return messages.map((message) => {
    const parent = parents.get(message.id) ?? null;
    return { ...message, id: ids.get(message.id) as string, parentId: parent === null ? null : (ids.get(parent) ?? null) };
  });
}
