import { afterEach, describe, expect, it } from 'vitest';
import { clearLiveText, setLiveText } from './live-text';
import { installReplyRescue, saveShownReplies, takeShownReply } from './reply-rescue';

afterEach(() => {
  clearLiveText('m1');
  clearLiveText('m2');
  localStorage.clear();
});

describe('reply rescue', () => {
  it('keeps what each reply in progress shows when the page is hidden, and gives it back once', () => {
    const target = new EventTarget();
    installReplyRescue(target as unknown as Window);
    setLiveText('m1', 'The first words and the last half second');
    setLiveText('m1', 'Thinking it over', 'reasoning');
    setLiveText('m2', 'Another reply');
    target.dispatchEvent(new Event('pagehide'));
    expect(takeShownReply('m1')).toEqual({ content: 'The first words and the last half second', reasoning: 'Thinking it over' });
    expect(takeShownReply('m1')).toBeUndefined();
    expect(takeShownReply('m2')).toEqual({ content: 'Another reply' });
    expect(localStorage.length).toBe(0);
  });

  it('writes nothing when no reply is in progress, and survives a damaged entry', () => {
    saveShownReplies();
    expect(localStorage.length).toBe(0);
    localStorage.setItem('polychat:shown-replies', '{broken');
    expect(takeShownReply('m1')).toBeUndefined();
  });
});
