// How much of the browser's storage this site uses, for the knowledge screen: documents are the
// largest thing the app keeps, so the screen shows the room left and warns before it runs out.

import { useEffect, useState } from 'react';

/** Share of the quota past which the screen warns that new files may not fit. */
const NEARLY_FULL_SHARE = 0.9;

export interface StorageEstimate {
  used: number;
  quota: number;
  nearlyFull: boolean;
}

/** The estimate, read again whenever `revision` changes; undefined where the browser gives none. */
export function useStorageEstimate(revision: unknown): StorageEstimate | undefined {
  const [estimate, setEstimate] = useState<StorageEstimate>();
  useEffect(() => {
    let live = true;
    void navigator.storage
      ?.estimate()
      .then(({ usage = 0, quota = 0 }) => {
        if (live && quota > 0) setEstimate({ used: usage, quota, nearlyFull: usage / quota >= NEARLY_FULL_SHARE });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [revision]);
  return estimate;
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
/** Bytes in a kilobyte, as browsers and file managers count storage. */
const BYTES_PER_UNIT = 1024;

/** A size in the reader's language and the largest unit that keeps it at one or more. */
export function formatBytes(language: string, bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= BYTES_PER_UNIT && unit < UNITS.length - 1) {
    value /= BYTES_PER_UNIT;
    unit++;
  }
  // Bytes are written out ("209 bytes"): their short form is the bare word "byte" in English.
  const unitDisplay = unit === 0 ? 'long' : 'short';
  return new Intl.NumberFormat(language, { style: 'unit', unit: UNITS[unit], unitDisplay, maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}
