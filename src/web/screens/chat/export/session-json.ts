// One chat to and from a JSON file. Images live in this browser's image store, and a message only
// refers to them, so the file carries them inline (a file opened on another device must still show
// them) and an import puts them back into the store.

import i18next from 'i18next';
import { visiblePath } from '../../../../core/chat/tree';
import { loadNamespace } from '../../../i18n/setup';
import { exportFileName } from '../../../../core/export/file-name';
import { sessionFileContent } from '../../../../core/export/session-file';
import type { ChatMessage, ContentPart } from '../../../../core/types';
import { showToast } from '../../../components/Toast/showToast';
import { dataUrlMime, dataUrlToBlob } from '../../../services/images/data-url';
import { saveImage } from '../../../services/images/image-store';
import { resolveImageUrl } from '../../../services/images/resolve-images';
import { importSessionFile } from '../../../stores/chat-import';
import { useChatStore } from '../../../stores/chat-store';
import { JSON_FILE, saveFile } from './save-file';
import { topicLabel } from './topic-label';

async function mapImageParts(messages: ChatMessage[], map: (url: string) => Promise<string>): Promise<ChatMessage[]> {
  return Promise.all(
    messages.map(async (message) => {
      if (typeof message.content === 'string') return message;
      const content = await Promise.all(
        message.content.map(async (part): Promise<ContentPart> =>
          part.type === 'image_url' ? { ...part, image_url: { url: await map(part.image_url.url) } } : part,
        ),
      );
      return { ...message, content };
    }),
  );
}

/** The messages with their stored images inline; an image that is gone keeps its reference (shown
 * as unavailable, as here). */
export const withInlineImages = (messages: ChatMessage[]) => mapImageParts(messages, (url) => resolveImageUrl(url).catch(() => url));

/** An inline image back into the image store; left inline when it cannot be decoded or stored. */
async function storeImage(url: string): Promise<string> {
  if (!url.startsWith('data:image/')) return url;
  try {
    const bitmap = await createImageBitmap(dataUrlToBlob(url));
    const ref = await saveImage({ dataUrl: url, mime: dataUrlMime(url), width: bitmap.width, height: bitmap.height });
    bitmap.close();
    return ref.url;
  } catch (error) {
    console.warn('An imported image stays inline in its message', error);
    return url;
  }
}

/** The messages with their inline images moved into the image store. */
export const withStoredImages = (messages: ChatMessage[]) => mapImageParts(messages, storeImage);

/** Saves the chat (its meta, mask and messages) as a versioned JSON file: the path on screen, or
 * with `everyBranch` every version of every message (an import of it has them all). */
export async function exportSessionJson(sessionId: string, everyBranch = false): Promise<void> {
  const chat = useChatStore.getState();
  const meta = chat.sessions.find((session) => session.id === sessionId);
  if (!meta) return;
  const whole = await chat.loadMessages(sessionId);
  const messages = await withInlineImages(everyBranch ? whole : [...visiblePath(whole)]);
  const now = Date.now();
  await saveFile(sessionFileContent(meta, messages, now), exportFileName(topicLabel(meta.topic), now, JSON_FILE.extension), JSON_FILE);
}

/** Adds the chat of a file as a new chat and says how it went. */
async function importSessionText(text: string): Promise<boolean> {
  const imported = await importSessionFile(text, withStoredImages).catch((error: unknown) => {
    console.warn('Importing the chat failed', error);
    return null;
  });
  if (!imported) {
    await loadNamespace('errors');
    showToast(i18next.t('errors:importFailed'));
    return false;
  }
  showToast(i18next.t('sessionMenu:json.imported', { topic: topicLabel(imported.topic) }));
  return true;
}

/** Asks for a JSON file (the import picker accepts application/json) and imports it. */
export function importSessionJson(): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'application/json,.json';
  input.hidden = true;
  // Some browsers only report the choice of an input that is in the document.
  document.body.append(input);
  input.addEventListener('cancel', () => input.remove());
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    input.remove();
    if (file) void file.text().then(importSessionText, () => importSessionText(''));
  });
  input.click();
}
