import { useEffect, useRef, useState } from 'react';

/** A message sent while the browser is offline waits in the input, words and pictures, and is sent
 * once, when the browser says the network is back. `hold()` is true when the message must wait. */
export function useSendWhenOnline(send: () => void): { waiting: boolean; hold: () => boolean } {
  const [waiting, setWaiting] = useState(false);
  const latestSend = useRef(send);
  latestSend.current = send;

  useEffect(() => {
    if (!waiting) return;
    const back = () => {
      setWaiting(false);
      // What the input holds then, edits made while waiting included.
      latestSend.current();
    };
    window.addEventListener('online', back, { once: true });
    return () => window.removeEventListener('online', back);
  }, [waiting]);

  const hold = () => {
    if (navigator.onLine) return false;
    setWaiting(true);
    return true;
  };
  return { waiting, hold };
}
