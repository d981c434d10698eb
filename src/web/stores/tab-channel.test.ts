import { describe, expect, it } from 'vitest';
import { ChangeSet } from './tab-channel';

describe('ChangeSet', () => {
  it('names the chats whose messages changed, as long as every chat write named its own', () => {
    const changes = new ChangeSet();
    changes.add({ stores: ['chat'], chats: ['a'] });
    changes.add({ stores: ['chat'], chats: [] });
    changes.add({ stores: ['config'] });
    changes.add({ stores: ['chat'], chats: ['b', 'a'] });
    expect(changes.toChange()).toEqual({ all: false, stores: ['chat', 'config'], chats: ['a', 'b'] });
  });

  it('names none once a chat write did not say which chats it changed', () => {
    const changes = new ChangeSet();
    changes.add({ stores: ['chat'], chats: ['a'] });
    changes.add({ stores: ['chat'] });
    changes.add({ stores: ['chat'], chats: ['b'] });
    expect(changes.toChange()).toEqual({ all: false, stores: ['chat'] });
  });

  it('keeps "everything changed"', () => {
    const changes = new ChangeSet();
    changes.add({ all: true });
    expect(changes.toChange().all).toBe(true);
  });
});
