// The user's masks, one record each. Built-in masks come from public/masks.json and are not stored.

import * as z from 'zod/mini';
import { createEmptyMask } from '../../core/defaults';
import { storedMaskSchema, type StoredMask } from '../../core/schemas';
import type { Mask } from '../../core/types';
import { useConfigStore } from './config-store';
import { newId } from './ids';
import { migrateMask } from './migrations';
import { createRecordStore } from './record-store';

export interface MaskActions {
  /** A new user mask from the global model config, with the given fields over it. */
  create: (fields?: Partial<Omit<Mask, 'id' | 'builtin'>>) => StoredMask;
}

export const useMaskStore = createRecordStore(
  {
    store: 'mask',
    table: 'masks',
    kind: 'mask',
    schema: storedMaskSchema,
    migrate: migrateMask,
    extra: () => ({}),
    extraSchema: z.object({}),
  },
  ({ get }): MaskActions => ({
    create: (fields = {}) => {
      const mask = createEmptyMask({ id: newId(), now: Date.now(), modelConfig: useConfigStore.getState().modelConfig });
      return get().put({ ...mask, ...fields, id: mask.id, builtin: false });
    },
  }),
);
