import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { markServerConfigApplied } from './services/server-config-ready';

// No server answers in unit tests: messages must not wait for its configuration.
markServerConfigApplied();

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

// jsdom's Blob has no arrayBuffer(); browsers all do, so the app uses it freely.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('read failed'));
      reader.readAsArrayBuffer(this);
    });
  };
}
