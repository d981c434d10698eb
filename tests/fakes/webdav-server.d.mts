export const RCLONE_PATH: string;
export const hasRclone: boolean;

export interface WebdavServer {
  /** With a trailing slash, e.g. "http://127.0.0.1:41234/". */
  url: string;
  /** The folder served; files PUT over WebDAV appear here. */
  dir: string;
  /** Stops rclone and removes the folder. */
  stop(): Promise<void>;
}

export function startWebdav(options: { user: string; pass: string }): Promise<WebdavServer>;
