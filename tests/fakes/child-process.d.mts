export function startChild<T>(
  command: string,
  args: string[],
  options: { name: string; ready: (log: string) => T | undefined | Promise<T | undefined>; onStop?: () => void },
): Promise<{ value: T; stop(): Promise<void> }>;
