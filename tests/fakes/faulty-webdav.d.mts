export type FaultyWebdavOptions = ({ status: number } | { hangAfterBytes: number }) & {
  /** What every GET answers; without it GET answers 404 (no file yet). */
  body?: string;
};

export interface FaultyWebdav {
  /** With a trailing slash, e.g. "http://127.0.0.1:41234/". */
  url: string;
  /** The paths PUT so far, in order. */
  puts: string[];
  stop(): Promise<void>;
}

export function startFaultyWebdav(options: FaultyWebdavOptions): Promise<FaultyWebdav>;
