import { useRef, type ReactElement } from 'react';

/** A hidden file input and the way to open it, for buttons that load a file (import, a document).
 * The input is emptied after each choice, so choosing the same file again loads it again. */
export function useFilePicker(accept: string, onFile: (file: File) => void, testId?: string): { open: () => void; input: ReactElement } {
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
  return { open: () => ref.current?.click(), input };
}
