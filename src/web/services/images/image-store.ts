// Reads and writes the `images` object store. When IndexedDB is unusable the app runs in memory,
// and so do images: they last until the page is closed, like everything else then.

import { refOf, type StoredImageRef } from '../../../core/images/image-ref';
import { storedImageSchema, type StoredImage } from '../../../core/schemas';
import { openDb } from '../../stores/db';
import { newId } from '../../stores/ids';
import { reportSkipped } from '../../stores/load';
import { ImageError } from './image-errors';

const inMemory = new Map<string, StoredImage>();

export interface NewImage {
  dataUrl: string;
  mime: string;
  width: number;
  height: number;
}

/** Stores a processed image and returns the reference a message keeps instead of its data. */
export async function saveImage(image: NewImage): Promise<StoredImageRef> {
  const record: StoredImage = { id: newId(), ...image, createdAt: Date.now() };
  try {
    const db = await openDb();
    if (db) await db.put('images', record);
    else inMemory.set(record.id, record);
  } catch (error) {
    throw new ImageError('storage', { cause: error });
  }
  return refOf(record);
}

/** The stored image, or undefined when there is none with this id (deleted, or from a backup
 * made on another device: backups carry the references, not the images) or it cannot be read (a
 * synced row of another version, say: counted as a skipped record). */
export async function loadImage(id: string): Promise<StoredImage | undefined> {
  const db = await openDb();
  if (!db) return inMemory.get(id);
  const row: unknown = await db.get('images', id);
  if (row === undefined) return undefined;
  const parsed = storedImageSchema.safeParse(row);
  if (parsed.success) return parsed.data;
  reportSkipped(1, 'image');
  return undefined;
}

export async function deleteImage(id: string): Promise<void> {
  const db = await openDb();
  if (db) await db.delete('images', id);
  else inMemory.delete(id);
}
