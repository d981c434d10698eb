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
}

function buildView<M extends TreeMessage>(messages: readonly M[]): PathView<M> {
  const { children, latest } = treeOf(messages);
  const path: M[] = [];
  const versions = new Map<string, VersionPlace>();
  let siblings = children.get(null) ?? [];
  for (let next = chosenOf(siblings, latest); next; next = chosenOf(siblings, latest)) {
    if (siblings.length > 1) versions.set(next.id, { index: siblings.indexOf(next), total: siblings.length });
    path.push(next);
    siblings = children.get(next.id) ?? [];
  }
  return { path, versions };
}

interface InPlaceChanges {
  /** The indexes of the messages that changed. */
  changed: number[];
  /** Whether any of them was chosen since (a new `chosenAt`). */
  chosen: boolean;
}

/** The messages that changed, when the tree did not: the same messages in the same places, with the
 * same parents and dates (a reply streaming changes only its text), and choices that are only ever
 * later (choosing a version stamps it with the time). Null otherwise. */
function changedInPlace(before: readonly TreeMessage[], after: readonly TreeMessage[]): InPlaceChanges | null {
  if (before.length !== after.length) return null;
  const changed: number[] = [];
  let chosen = false;
  for (let i = 0; i < after.length; i++) {
    const [a, b] = [before[i] as TreeMessage, after[i] as TreeMessage];
    if (a === b) continue;
    if (a.id !== b.id || a.parentId !== b.parentId || a.date !== b.date) return null;
    if (a.chosenAt !== b.chosenAt) {
      if (choiceTime(b) < choiceTime(a)) return null;
      chosen = true;
    }
    changed.push(i);
  }
  return { changed, chosen };
}

/** The shape of the tree last viewed, kept from one view to the next while only texts and choices
 * change: who is under whom (by id: `children` holds the messages as they were when the shape was
 * made), the latest choice in each branch, and the messages changed since. Copying a map of 20,000
 * entries takes longer than a version switch may, so the shape is brought up to date in place. */
interface Shape {
  parentOf: ReadonlyMap<string, string | null>;
  children: ReadonlyMap<string | null, readonly TreeMessage[]>;
  /** The tree's own until the first choice, then the shape's copy. */
  latest: Map<string, number>;
  ownsLatest: boolean;
  /** The messages changed since the shape was made, by id. */
  fresh: Map<string, TreeMessage>;
}

const views = new WeakMap<readonly TreeMessage[], PathView<TreeMessage>>();
/** The messages last viewed: a streamed reply gives new messages every frame, and their view is
 * the last one with the changed messages put in, without building the tree again; a version chosen
 * changes the path only below where it joins the path, and only that part is walked again. */
let lastViewed: { messages: readonly TreeMessage[]; view: PathView<TreeMessage>; shape: Shape } | undefined;

/** Where the message `id` is on `path`, looked for from the end (where a reply streams), or -1. */
function placeOnPath(path: readonly TreeMessage[], id: string): number {
  for (let at = path.length - 1; at >= 0; at--) if ((path[at] as TreeMessage).id === id) return at;
  return -1;
}

/** The view after messages `changed` of `messages` changed in place, some of them chosen: each
 * chosen one's branch holds a later choice now, up to the root. At a branch point above where its
 * ancestry meets the path, the child on the path holds it already and stays chosen; so the path is
 * kept down to there and walked again below. */
function rechosen<M extends TreeMessage>(messages: readonly M[], changed: readonly number[], before: PathView<M>, shape: Shape): PathView<M> {
  if (!shape.ownsLatest) {
    shape.latest = new Map(shape.latest);
    shape.ownsLatest = true;
  }
  const { parentOf: parents, children, latest, fresh } = shape;
  const path = [...before.path];
  // Where the walk starts again: after this place on the path (-1: from the root).
  let kept = path.length - 1;
  for (const index of changed) {
    const message = messages[index] as M;
    fresh.set(message.id, message);
    const time = choiceTime(message);
    const ancestry: string[] = [];
    for (let id: string | null = message.id; id !== null; id = parents.get(id) ?? null) {
      ancestry.push(id);
      if ((latest.get(id) ?? -Infinity) < time) latest.set(id, time);
    }
    // The path and the ancestry both start at a root: they share a start, down to where they meet.
    let join = -1;
    while (join + 1 < path.length && (path[join + 1] as M).id === ancestry[ancestry.length - join - 2]) join++;
    if (join === ancestry.length - 1) path[join] = message;
    kept = Math.min(kept, join);
  }
  const versions = new Map(before.versions);
  for (const message of path.splice(kept + 1)) versions.delete(message.id);
  let siblings = children.get(kept === -1 ? null : (path[kept] as M).id) ?? [];
  for (let next = chosenOf(siblings, latest); next; next = chosenOf(siblings, latest)) {
    if (siblings.length > 1) versions.set(next.id, { index: siblings.indexOf(next), total: siblings.length });
    path.push((fresh.get(next.id) ?? next) as M);
    siblings = children.get(next.id) ?? [];
  }
  return { path, versions };
}

/** The path on screen and the versions along it. The same view is returned for the same messages,
 * so what depends on it is computed once. */
export function pathView<M extends TreeMessage>(messages: readonly M[]): PathView<M> {
  const cached = views.get(messages);
  if (cached) return cached as PathView<M>;
  const changes = lastViewed ? changedInPlace(lastViewed.messages, messages) : null;
  let view: PathView<M>;
  let shape: Shape;
  if (lastViewed && changes?.chosen) {
    shape = lastViewed.shape;
    view = rechosen(messages, changes.changed, lastViewed.view as PathView<M>, shape);
  } else if (lastViewed && changes) {
    shape = lastViewed.shape;
    const previous = lastViewed.view as PathView<M>;
    const path = [...previous.path];
    for (const i of changes.changed) {
      const message = messages[i] as M;
      shape.fresh.set(message.id, message);
      const at = placeOnPath(path, message.id);
      if (at !== -1) path[at] = message;
    }
    view = { ...previous, path };
  } else {
    view = buildView(messages);
    const { parentOf: parents, children, latest } = treeOf(messages);
    shape = { parentOf: parents, children, latest, ownsLatest: false, fresh: new Map() };
  }
  views.set(messages, view as PathView<TreeMessage>);
  lastViewed = { messages, view: view as PathView<TreeMessage>, shape };
  return view;
}

/** Who is under whom in `messages`: the shape last viewed when these are the messages last viewed
 * (their tree is not built again for a version switch), their tree otherwise. By id only. */
function shapeOf(messages: readonly TreeMessage[]): Pick<Shape, 'parentOf' | 'children'> {
  return lastViewed?.messages === messages ? lastViewed.shape : treeOf(messages);
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
  const { parentOf, children } = shapeOf(messages);
  const parent = parentOf.get(id);
  if (parent === undefined) return undefined;
  const ids = (children.get(parent) ?? []).map((message) => message.id);
  return { ids, index: ids.indexOf(id) };
}

/** The parent a message is drawn under: null at the root, undefined when it is not there. */
export function parentOf(messages: readonly TreeMessage[], id: string): string | null | undefined {
  return shapeOf(messages).parentOf.get(id);
}

/** Where a message added at the end of the screen goes: under the last message of the path. */
export function parentForAppend(messages: readonly TreeMessage[]): string | null {
  return visiblePath(messages).at(-1)?.id ?? null;
}
