// The user's plugins (OpenAPI documents), one record each; listed newest first.

import * as z from 'zod/mini';
import { DEFAULT_PLUGIN_VERSION } from '../../core/constants/settings';
import { storedPluginSchema, type StoredPlugin } from '../../core/schemas';
import type { Plugin } from '../../core/types';
import { newId } from './ids';
import { createRecordStore } from './record-store';

export interface PluginActions {
  create: (fields?: Partial<Omit<Plugin, 'id' | 'builtin' | 'createdAt'>>) => StoredPlugin;
}

export const usePluginStore = createRecordStore(
  {
    store: 'plugin',
    table: 'plugins',
    kind: 'plugin',
    schema: storedPluginSchema,
    extra: () => ({}),
    extraSchema: z.object({}),
  },
  ({ get }): PluginActions => ({
    create: (fields = {}) =>
      get().put({
        title: '',
        version: DEFAULT_PLUGIN_VERSION,
        content: '',
        authType: 'none',
        authLocation: 'header',
        ...fields,
        id: newId(),
        builtin: false,
        createdAt: Date.now(),
      }),
  }),
);
