import { useCallback, useEffect, useRef, useState } from 'react';

const UNFINISHED_PREFIX = 'unfinished-input-';
const LAST_INPUT_KEY = 'last-input';
/** Saving what is typed waits for a pause, so typing never waits for storage. */
const SAVE_DELAY_MS = 300;

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string): void {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // Storage full or refused: the draft is only a convenience, the message itself is not lost.
  }
}

/** The text being typed, kept per session across reloads, plus the last sent input for ArrowUp. */
export function useInputMemory(sessionId: string) {
  const key = UNFINISHED_PREFIX + sessionId;
  const [text, setText] = useState(() => read(key));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ key, text });
  latest.current = { key, text };

  // Another session: save the draft of the one we leave, load the one we enter.
  useEffect(() => {
    setText(read(key));
    return () => {
      clearTimeout(timer.current);
      write(latest.current.key, latest.current.text);
    };
  }, [key]);

  const change = useCallback(
    (value: string) => {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => write(key, value), SAVE_DELAY_MS);
    },
    [key],
  );

  /** The input was sent: the draft goes, and it becomes the last input. */
  const sent = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      setText('');
      latest.current = { key, text: '' };
      write(key, '');
      write(LAST_INPUT_KEY, value);
    },
    [key],
  );

  /** The last input brought back with ArrowUp: shown, but not a draft until it is edited, so a
   * reload does not keep a message that was already sent. */
  const recall = useCallback((value: string) => {
    clearTimeout(timer.current);
    setText(value);
  }, []);

  return { text, change, sent, recall, lastInput: () => read(LAST_INPUT_KEY) };
}
