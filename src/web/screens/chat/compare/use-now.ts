import { useEffect, useState } from 'react';

/** How often the speed of answers still streaming is told again: a few times a second follows it
 * without drawing every frame. */
const TICK_MS = 500;

/** The time now, told again every tick while `running`: the speed of a streaming answer changes
 * between the frames in which its text does. */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
