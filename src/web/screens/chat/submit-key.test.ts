import { describe, expect, it } from 'vitest';
import { isSubmitKey } from './submit-key';

const press = (over: Partial<Parameters<typeof isSubmitKey>[0]> = {}) => ({
  key: 'Enter',
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  metaKey: false,
  isComposing: false,
  ...over,
});

describe('isSubmitKey', () => {
  it('sends on plain Enter and leaves Shift+Enter for a new line', () => {
    expect(isSubmitKey(press(), 'Enter')).toBe(true);
    expect(isSubmitKey(press({ shiftKey: true }), 'Enter')).toBe(false);
  });

  it('honours each modifier setting exactly', () => {
    expect(isSubmitKey(press({ ctrlKey: true }), 'Ctrl+Enter')).toBe(true);
    expect(isSubmitKey(press(), 'Ctrl+Enter')).toBe(false);
    expect(isSubmitKey(press({ altKey: true }), 'Alt+Enter')).toBe(true);
    expect(isSubmitKey(press({ metaKey: true }), 'Meta+Enter')).toBe(true);
    expect(isSubmitKey(press({ shiftKey: true }), 'Shift+Enter')).toBe(true);
    expect(isSubmitKey(press({ shiftKey: true, ctrlKey: true }), 'Shift+Enter')).toBe(false);
  });

  it('never sends while an input method is composing', () => {
    expect(isSubmitKey(press({ isComposing: true }), 'Enter')).toBe(false);
  });

  it('ignores other keys', () => {
    expect(isSubmitKey(press({ key: 'a' }), 'Enter')).toBe(false);
  });
});
