// Saving an export, with these notices: "Download Success or Download Failed. Failure is also
// shown when the save dialog is cancelled." Where the browser has a save dialog of its own (the
// File System Access API) it is used, so the user picks the place and a cancel is known; elsewhere
// the file goes to the downloads folder.

import i18next from 'i18next';
import { showToast } from '../../../components/Toast/showToast';
import { downloadFile } from '../../../services/download';

interface SaveFilePickerOptions {
  suggestedName?: string;
  types?: { description?: string; accept: Record<string, string[]> }[];
}

type SaveFilePicker = (options?: SaveFilePickerOptions) => Promise<FileSystemFileHandle>;

export interface FileKind {
  mime: string;
  extension: string;
}

export const MARKDOWN_FILE: FileKind = { mime: 'text/markdown', extension: 'md' };
export const PNG_FILE: FileKind = { mime: 'image/png', extension: 'png' };
export const JSON_FILE: FileKind = { mime: 'application/json', extension: 'json' };

function savePicker(): SaveFilePicker | undefined {
  const picker = (window as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  return typeof picker === 'function' ? picker.bind(window) : undefined;
}

async function saveWithPicker(picker: SaveFilePicker, content: Blob, name: string, kind: FileKind): Promise<void> {
  const handle = await picker({ suggestedName: name, types: [{ accept: { [kind.mime]: [`.${kind.extension}`] } }] });
  const writable = await handle.createWritable();
  try {
    await writable.write(content);
  } finally {
    await writable.close();
  }
}

/** Saves the file and says how it went; resolves to whether it was saved. */
export async function saveFile(content: Blob | string, name: string, kind: FileKind): Promise<boolean> {
  const t = i18next.getFixedT(null, 'common');
  const blob = typeof content === 'string' ? new Blob([content], { type: kind.mime }) : content;
  try {
    const picker = savePicker();
    if (picker) await saveWithPicker(picker, blob, name, kind);
    else downloadFile(name, blob, kind.mime);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('Saving the file failed', error);
    showToast(t('downloadFailed'));
    return false;
  }
  showToast(t('downloadSuccess'));
  return true;
}
