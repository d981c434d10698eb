// The end of a chat's path, found among its newest stored messages before the others are read:
// what a long chat draws first.

import type { TreeMessage, VersionPlace } from './tree';

export interface PathTail<M> {
  /** The path's last messages, root side first. */
  messages: M[];
  /** Of those, the ones that have versions, and which version each is. */
  versions: Map<string, VersionPlace>;
}

/**
 * The last `size` messages of the path that ends at `end`, from `newest`: a chat's newest stored
 * messages in stored order, with nothing stored after them left out. A message's children and
 * versions are stored after it, so every message of `newest` has all of its children there, and a
 * message of the path whose parent is there has all of its versions there. The path is followed up
 * from `end` by the parents the messages name, as far as they are among `newest` (a message that
 * names none follows the one stored before it, as in a chat stored before chats were trees). The
 * first message taken has its versions counted only when its parent is there too. Null when `end`
 * is not among them: the path ends on a branch stored earlier.
 */
export function pathTail<M extends TreeMessage>(newest: readonly M[], end: string, size: number): PathTail<M> | null {
  const at = new Map(newest.map((message, index) => [message.id, index]));
  const parentAt = (index: number): number | undefined => {
    const { parentId } = newest[index] as M;
    if (parentId === undefined) return index > 0 ? index - 1 : undefined;
    return parentId === null ? undefined : at.get(parentId);
  };
  const children = new Map<number, M[]>();
  newest.forEach((message, index) => {
    const parent = parentAt(index);
    if (parent === undefined) return;
    const list = children.get(parent);
    if (list) list.push(message);
    else children.set(parent, [message]);
  });
  const messages: M[] = [];
  const versions = new Map<string, VersionPlace>();
  for (let index = at.get(end); index !== undefined && messages.length < size; index = parentAt(index)) {
    const message = newest[index] as M;
    messages.push(message);
    const parent = parentAt(index);
    const siblings = parent === undefined ? undefined : children.get(parent);
    if (siblings && siblings.length > 1) versions.set(message.id, { index: siblings.indexOf(message), total: siblings.length });
  }
  return messages.length === 0 ? null : { messages: messages.reverse(), versions };
}
