// Schemas of every persisted or imported record, shared by the stores, import and sync.

export * from './access';
export * from './app-config';
export * from './backup';
export * from './fields';
export * from './mask';
export * from './mcp-server';
export * from './message';
export * from './model-config';
export * from './plugin';
export * from './prompt';
export * from './sd-image';
export * from './server-config';
export * from './session';
export * from './settings-record';
export * from './stored-image';
export * from './sync-settings';
export * from './tombstone';
export * from './voice-settings';
