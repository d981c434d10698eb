// The context a load hands its migrations. The time a record without one is stamped with is taken
// from the clock the first time a record needs it, not for every batch read: taking it moves the
// clock and writes it to localStorage, a synchronous write that cost 51 ms over the batches of a
// 20,000-message chat when each batch took one.

import { editTime } from './clock';
import { newId } from './ids';
import type { MigrationContext } from './migrations';

export function migrationContext(): MigrationContext {
  let now: number | undefined;
  return {
    get now() {
      return (now ??= editTime());
    },
    newId,
  };
}
