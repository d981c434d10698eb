// Walks of a chat's tree that the screens opened later need (a version switch, search, export, the
// engine's context, a fork, an import, the store's writes), apart from tree.ts, which the stores load with the first screen.

import { siblingsOf, treeOf, visiblePath, type Siblings, type TreeMessage } from './tree';

/** The sibling `step` places from `id` (−1 the previous version, +1 the next), if there is one. */
export function siblingAt(messages: readonly TreeMessage[], id: string, step: number): string | undefined {
  const siblings = siblingsOf(messages, id);
  return siblings?.ids[siblings.index + step];
}

/** The path as far as the message with `id` (not included): what came before it on screen. */
export function pathBefore<M extends TreeMessage>(messages: readonly M[], id: string): M[] {
  const { parentOf } = treeOf(messages);
  const byId = new Map(messages.map((message) => [message.id, message]));
  const before: M[] = [];
  for (let at = parentOf.get(id) ?? null; at !== null; at = parentOf.get(at) ?? null) {
    const message = byId.get(at);
    if (!message) break;
    before.push(message);
  }
  return before.reverse();
}

/** The messages to choose (stamp `chosenAt`) so that the message `id` is on screen: those of its
 * ancestry, itself included, that are not on the path now. Below it, the branch chosen last under
 * it is shown. Search opens a hit on another branch through this. */
export function pathThrough(messages: readonly TreeMessage[], id: string): string[] {
  const before = pathBefore(messages, id).map((message) => message.id);
  const { parentOf: parents } = treeOf(messages);
  if (parents.get(id) === undefined) return [];
  const chain = [...before, id];
  const shown = new Set(visiblePath(messages).map((message) => message.id));
  return chain.filter((step) => !shown.has(step));
}

/** Every message, with its depth, in the order of a walk that shows each branch after the one
 * before it: an export of every branch reads like this. */
export function everyBranch<M extends TreeMessage>(messages: readonly M[]): { message: M; depth: number; version: Siblings }[] {
  const { children } = treeOf(messages);
  const out: { message: M; depth: number; version: Siblings }[] = [];
  const stack: { message: M; depth: number; version: Siblings }[] = [];
  const push = (parent: string | null, depth: number) => {
    const list = children.get(parent) ?? [];
    const ids = list.map((message) => message.id);
    for (let i = list.length - 1; i >= 0; i--) {
      const message = list[i] as M;
      stack.push({ message, depth, version: { ids, index: i } });
    }
  };
  push(null, 0);
  for (let item = stack.pop(); item; item = stack.pop()) {
    out.push(item);
    push(item.message.id, item.depth + 1);
  }
  return out;
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
