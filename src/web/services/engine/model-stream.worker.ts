// Provider calls run here, off the page's main thread: a fast stream delivers hundreds of network
// pieces a second, and reading and parsing each one there took time from drawing the reply.

import type { MessageEndpoint, ModelStreamBatch, ModelStreamRequest } from './model-stream-protocol';
import { serveModelStreams } from './model-stream-server';
import { BUILD_MODE } from '../build-mode';
import { installDesktopRelay } from '../desktop-relay';
import { createCallOut } from '../http/call-out';

if (BUILD_MODE === 'desktop') installDesktopRelay(self);

serveModelStreams(self as unknown as MessageEndpoint<ModelStreamRequest, ModelStreamBatch>, (accessCode) => createCallOut(() => accessCode).fetch);
