import { describe, expect, it } from 'vitest';
import { exactCommand, matchCommands } from './chat-commands';

describe('chat commands', () => {
  it('lists the commands matching what follows the colon', () => {
    expect(matchCommands(':')).toEqual(['new', 'newm', 'next', 'prev', 'clear', 'del', 'model']);
    expect(matchCommands(':ne')).toEqual(['new', 'newm', 'next']);
    expect(matchCommands(':mo')).toEqual(['model']);
    expect(matchCommands(':cl')).toEqual(['clear']);
    expect(matchCommands('hello :new')).toEqual([]);
    expect(matchCommands(':new chat please')).toEqual([]);
  });

  it('recognises an exact command', () => {
    expect(exactCommand(':newm')).toBe('newm');
    expect(exactCommand(' :DEL ')).toBe('del');
    expect(exactCommand(':nope')).toBeUndefined();
  });
});
