export interface Display {
  /** ":N" */
  name: string;
  env: { DISPLAY: string };
  xdotool(...args: string[]): Promise<string>;
  /** Ids of the mapped windows whose title is exactly `title`. */
  windows(title: string): Promise<string[]>;
  screenshot(path: string): Promise<void>;
  /** The screen's colour at one point, as [red, green, blue] 0–255. */
  pixel(x: number, y: number): Promise<[number, number, number]>;
  close(): void;
}

export function startDisplay(): Promise<Display>;
