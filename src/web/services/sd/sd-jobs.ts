import { create } from 'zustand';

/** The generations running in this page. A record stored as waiting or running that is not here
 * was cut off by a reload: the panel shows it as interrupted, with Retry. */
export const useSdJobs = create<{ running: ReadonlySet<string> }>()(() => ({ running: new Set<string>() }));

export function startJob(id: string): boolean {
  const { running } = useSdJobs.getState();
  if (running.has(id)) return false;
  useSdJobs.setState({ running: new Set([...running, id]) });
  return true;
}

export function endJob(id: string): void {
  const running = new Set(useSdJobs.getState().running);
  running.delete(id);
  useSdJobs.setState({ running });
}
