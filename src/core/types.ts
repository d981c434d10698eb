// The one vocabulary of the product, gathered here so every layer names it from one place. Each
// subject lives in its own file; the types of whatever is stored, synced, imported or answered by
// GET /api/config are inferred from their zod schemas (core/schemas), so a field is declared once
// and every reader that parses keeps it.

export type { ChatErrorCode } from './chat/error-codes';
export type { ModelEntry } from './models/model-entry';
export type { AccessSettings, KeptKey } from './schemas/access';
export type { AppConfig } from './schemas/app-config';
export type { Mask } from './schemas/mask';
export type { ChatMessage, ContentPart, MessageContent, MessageTool, Role, TokenUsage, ToolCall, ToolResultPart } from './schemas/message';
export type { ModelConfig, ProviderName } from './schemas/model-config';
export type { Plugin, PluginAuthLocation, PluginAuthType } from './schemas/plugin';
export type { Prompt } from './schemas/prompt';
export type { SdImageRecord } from './schemas/sd-image';
export type { ClientConfig, GroupModel, PublicProviderGroup } from './schemas/server-config';
export type { ChatStat, SessionMeta } from './schemas/session';
export type { SyncProvider, SyncSettings } from './schemas/sync-settings';
export type { Tombstone } from './schemas/tombstone';
export type { Fetch } from './network/fetch';
export type { ChatEvent, CredentialField } from './stream/chat-event';
