// Image-generation records (the "sd list"). Only metadata is stored here; the images themselves
// live in image storage under imageKey, never inline.

import * as z from 'zod/mini';
import { sdImageSchema } from '../../core/schemas';
import type { SdImageRecord } from '../../core/types';
import { newId } from './ids';
import { createRecordStore } from './record-store';

type NewSdImage = Omit<SdImageRecord, 'id' | 'updatedAt' | 'createdAt' | 'status'>;

export interface SdActions {
  /** A new request, waiting to run. */
  add: (input: NewSdImage) => SdImageRecord;
}

export const useSdStore = createRecordStore(
  {
    store: 'sd',
    table: 'sdImages',
    kind: 'sdImage',
    schema: sdImageSchema,
    extra: () => ({}),
    extraSchema: z.object({}),
  },
  ({ get }): SdActions => ({
    add: (input) => get().put({ ...input, id: newId(), createdAt: Date.now(), status: 'wait' }),
  }),
);
