// The one vocabulary of the product. Every layer speaks these types.

import type { GoogleSafetyLevel, ProviderId } from './constants/providers';
import type { SubmitKey, Theme } from './constants/settings';

/** Every record that is persisted or synced carries an id and an update time, so that a merge can
 * decide per record which copy is newer and a deletion can be carried as a tombstone. */
interface SyncedRecord {
  id: string;
  updatedAt: number;
}

export interface Tombstone {
  /** The store the deleted record belonged to, e.g. "session", "message", "mask". */
  kind: string;
  id: string;
  deletedAt: number;
}

export type Role = 'system' | 'user' | 'assistant' | 'tool';

interface TextPart {
  type: 'text';
  text: string;
}
interface ImagePart {
  type: 'image_url';
  image_url: { url: string };
}
export type ContentPart = TextPart | ImagePart;
export type MessageContent = string | ContentPart[];

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** A tool the model used on its own (e.g. web search), shown with the message. */
export interface MessageTool {
  id: string;
  type: string;
  content?: string;
  isError?: boolean;
}

export interface ChatMessage {
  id: string;
  /** When the message was created, epoch ms. */
  date: number;
  role: Role;
  content: MessageContent;
  /** Reasoning or thinking text of the model, shown apart from the answer. */
  reasoning?: string;
  streaming?: boolean;
  /** The reply was cut off (a reload, a crash) before it finished: it keeps what had arrived. */
  interrupted?: boolean;
  isError?: boolean;
  /** Which catalogue error the reply ended with, when it did: the UI offers the way out of it
   * (an unauthorized reply links to the access page). */
  /** The tokens the provider counted for this reply, when it said. */
  usage?: TokenUsage;
  /** The name the user picked the model by (a category's, say), when it is not the model's id. */
  modelLabel?: string;
  /** Answered from the canned answers on this device, not by a model. */
  canned?: boolean;
  errorCode?: ChatErrorCode;
  /** What the provider or server said, shown folded under the error's own sentence. */
  errorDetail?: string;
  model?: string;
  tools?: MessageTool[];
  tool_calls?: ToolCall[];
  tool_call_id?: string;
}

export interface TokenUsage {
  promptTokens?: number;
  completionTokens?: number;
}

export interface ChatStat {
  tokenCount: number;
  wordCount: number;
  charCount: number;
}

export type ProviderName =
  | 'OpenAI'
  | 'Azure'
  | 'Google'
  | 'Anthropic'
  | 'Baidu'
  | 'ByteDance'
  | 'Alibaba'
  | 'Tencent'
  | 'Moonshot'
  | 'Iflytek'
  | 'Stability';

export interface ModelConfig {
  model: string;
  providerName: ProviderName;
  temperature: number;
  top_p: number;
  max_tokens: number;
  presence_penalty: number;
  frequency_penalty: number;
  sendMemory: boolean;
  historyMessageCount: number;
  compressMessageLengthThreshold: number;
  enableInjectSystemPrompts: boolean;
  template: string;
  size: string;
  quality: string;
  style: string;
  /** Set when the model was picked from one of the six provider groups (index 0 to 5): the call
   * then goes to that group's url, with its token added by the server. */
  group?: number;
}

export interface Mask {
  id: string;
  name: string;
  avatar: string;
  context: ChatMessage[];
  modelConfig: ModelConfig;
  lang?: string;
  createdAt: number;
  builtin: boolean;
  hideContext?: boolean;
  syncGlobalConfig?: boolean;
  enableArtifacts?: boolean;
  plugin?: string[];
}

/** A session without its messages: messages are stored as records of their own. */
export interface SessionMeta extends SyncedRecord {
  topic: string;
  memoryPrompt: string;
  stat: ChatStat;
  lastUpdate: number;
  lastSummarizeIndex: number;
  clearContextIndex?: number;
  mask: Mask;
  /** Position in the session list; smaller comes first. */
  order: number;
  /** Kept with the meta so the session list can show it without loading the messages. */
  messageCount: number;
}

export interface Prompt {
  id: string;
  title: string;
  content: string;
  createdAt: number;
  isUser?: boolean;
}

export type PluginAuthType = 'none' | 'basic' | 'bearer' | 'custom';
export type PluginAuthLocation = 'header' | 'query' | 'body';

export interface Plugin {
  id: string;
  title: string;
  version: string;
  content: string;
  builtin: boolean;
  createdAt: number;
  authType?: PluginAuthType;
  authHeader?: string;
  authToken?: string;
  authLocation?: PluginAuthLocation;
  usingProxy?: boolean;
  /** Off: the plugin gives no chat its tools, without being deleted. Absent means on. */
  enabled?: boolean;
}

export interface AppConfig {
  lastUpdate: number;
  submitKey: SubmitKey;
  avatar: string;
  fontSize: number;
  fontFamily: string;
  theme: Theme;
  tightBorder: boolean;
  sendPreviewBubble: boolean;
  enableAutoGenerateTitle: boolean;
  /** HTML and SVG in replies get a live preview, unless a chat's mask says otherwise. */
  enableArtifacts: boolean;
  /** Hosts whose images in model output load without a click. */
  allowedImageHosts: string[];
  sidebarWidth: number;
  disablePromptHint: boolean;
  dontShowMaskSplashScreen: boolean;
  hideBuiltinMasks: boolean;
  customModels: string;
  modelConfig: ModelConfig;
  /** Empty means: not chosen yet, follow the browser. */
  language: string;
}

/** An OpenAI key and the endpoint it belongs to ('' for the default endpoint). */
export interface KeptKey {
  url: string;
  key: string;
}

export interface AccessSettings {
  accessCode: string;
  useCustomConfig: boolean;
  provider: ProviderName;
  openaiUrl: string;
  openaiApiKey: string;
  azureUrl: string;
  azureApiKey: string;
  azureApiVersion: string;
  googleUrl: string;
  googleApiKey: string;
  googleApiVersion: string;
  googleSafetySettings: GoogleSafetyLevel;
  anthropicUrl: string;
  anthropicApiKey: string;
  anthropicApiVersion: string;
  baiduUrl: string;
  baiduApiKey: string;
  baiduSecretKey: string;
  bytedanceUrl: string;
  bytedanceApiKey: string;
  alibabaUrl: string;
  alibabaApiKey: string;
  tencentUrl: string;
  tencentSecretId: string;
  tencentSecretKey: string;
  moonshotUrl: string;
  moonshotApiKey: string;
  stabilityUrl: string;
  stabilityApiKey: string;
  iflytekUrl: string;
  iflytekApiKey: string;
  iflytekApiSecret: string;
  /** OpenAI keys kept for the endpoints they were used with, newest first, while another endpoint is
   * in use (providers/kept-keys.ts). */
  keptKeys: KeptKey[];
  /** The rest comes from the server's GET /api/config. */
  needCode: boolean;
  hideUserApiKey: boolean;
  hideBalanceQuery: boolean;
  disableGPT4: boolean;
  disableFastLink: boolean;
  customModels: string;
  defaultModel: string;
  groups: PublicProviderGroup[];
  shareEnabled: boolean;
  updateUrl: string;
}

export type SyncProvider = 'webdav' | 'upstash';

export interface SyncSettings {
  provider: SyncProvider;
  useProxy: boolean;
  proxyUrl: string;
  webdav: { endpoint: string; username: string; password: string };
  upstash: { endpoint: string; username: string; apiKey: string };
  lastSyncTime: number;
  lastProvider: string;
  /** Upload API keys and the access code too (off: they stay on this device). */
  includeKeys: boolean;
  /** Upload the images attached to messages too. */
  includeImages: boolean;
  /** Sync on start and shortly after each change. */
  autoSync: boolean;
  lastStatus: SyncStatus;
  /** Why the last sync failed: a SyncErrorCode, or '' after a success. */
  lastError: string;
}

/** Part 2 section 4 "Sync status": not yet synced, success, fail. */
type SyncStatus = 'none' | 'success' | 'failed';

type SdStatus = 'wait' | 'running' | 'success' | 'error';

export interface SdImageRecord extends SyncedRecord {
  prompt: string;
  negativePrompt: string;
  aspectRatio: string;
  style: string;
  outputFormat: string;
  model: string;
  modelVersion: string;
  status: SdStatus;
  /** Key of the generated image in image storage, once it exists. */
  imageKey?: string;
  error?: string;
  createdAt: number;
}

export interface GroupModel {
  name: string;
  displayName: string;
}

/** One of the six provider groups as the client sees it: never its token, which stays on the
 * server. The client reaches the group through /api/group/<index>/<path>. */
/** What the client learns of a group: the wire format its upstream speaks (which adapter builds
 * the request, which paths are allowed) and its models. Never where the upstream is: that may be
 * an internal address. */
export interface PublicProviderGroup {
  provider: ProviderId;
  models: GroupModel[];
  /** The server has an address and a token for it; a group without is not offered. Absent from
   * older servers, and then taken as reachable. */
  reachable?: boolean;
}

/** What the server tells the client at start-up (GET /api/config). Never holds secrets. */
export interface ClientConfig {
  needCode: boolean;
  hideUserApiKey: boolean;
  hideBalanceQuery: boolean;
  disableGPT4: boolean;
  disableFastLink: boolean;
  customModels: string;
  defaultModel: string;
  /** The provider groups by index (0 to 5). */
  groups: PublicProviderGroup[];
  /** The administrator configured a conversation sharing service (POST /api/share works). */
  shareEnabled: boolean;
  /** Where the latest released version is read (UPDATE_URL); '' when the server names none. */
  updateUrl: string;
}

/** One model as the UI offers it. */
export interface ModelEntry {
  name: string;
  displayName?: string;
  available: boolean;
  isDefault?: boolean;
  sorted: number;
  provider: {
    id: string;
    providerName: string;
    providerType: string;
    sorted: number;
  };
}

/** Everything a provider stream or body turns into. */
export type ChatEvent =
  | { type: 'text'; text: string }
  | { type: 'reasoning'; text: string }
  | { type: 'tool-call'; index: number; id?: string; name?: string; arguments: string }
  | { type: 'usage'; promptTokens?: number; completionTokens?: number }
  | { type: 'done' }
  | {
      type: 'error';
      /** The provider's or server's own words, in its language; shown folded under the catalogue's. */
      message: string;
      status?: number;
      code?: ChatErrorCode;
      /** A raw body nobody could read as a message (JSON, text), for the fold. */
      detail?: string;
      /** From a Retry-After header: when to try again. */
      retryAfterSeconds?: number;
      /** For a provider's settings left half-filled: whose, and what they lack. */
      incomplete?: { provider: ProviderName; missing: CredentialField[] };
    };

/** A setting of a provider's form that a call may need, by the name of its label in Settings. */
export type CredentialField = 'endpoint' | 'apiKey' | 'apiVersion' | 'secretId' | 'secretKey' | 'apiSecret';

/** Every kind of error a reply can end with; the UI shows each as a sentence of its catalogue
 * (web/services/chat-errors.ts) in the user's language, the provider's own words folded under it. */
export const CHAT_ERROR_CODES = [
  'unauthorized',
  'empty_response',
  'prompt_blocked',
  'azure_incomplete',
  /** The user's own settings for a provider lack a field the call needs (a key without its secret). */
  'provider_incomplete',
  'request_failed',
  'parse_failed',
  'timeout',
  'http_error',
  /** The provider refused the prompt or the picture under its content policy. */
  'content_policy',
  /** 429: too many requests, or the quota is spent. */
  'rate_limited',
  /** An image answer that holds no readable picture. */
  'bad_image',
  /** The chosen provider cannot draw. */
  'image_unsupported',
  /** Our server has no key or address for the provider, and the user sent none. */
  'not_configured',
  /** 403 from the provider. */
  'forbidden',
  /** 404: the model or the address does not exist there. */
  'not_found',
  /** 413: the request (pictures, a long chat) is too large. */
  'too_large',
  /** 500 from the provider. */
  'server_error',
  /** 502, 503, 504: the provider or a gateway is down or overloaded. */
  'unavailable',
  /** No answer at all: offline, the address does not resolve, the connection was refused. */
  'unreachable',
  /** The answer stopped half-way: the connection dropped or the server cut a silent upstream. */
  'connection_lost',
  /** Nothing arrived for STREAM_IDLE_TIMEOUT_MS in the middle of an answer. */
  'stalled',
  /** A web page came back instead of an answer (a sign-in page or captive portal). */
  'html_page',
  /** Our server refuses this address's access codes for a while after too many wrong ones. */
  'too_many_attempts',
  /** Our server refuses the model (DISABLE_GPT4). */
  'model_disabled',
  /** Our server refuses users' own keys (HIDE_USER_API_KEY). */
  'user_key_forbidden',
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

/** How core reaches the network: the caller passes it in (the page's call-out, the server's safe
 * fetch, a test's stand-in), so core itself never calls out. `Init` narrows what a caller must
 * accept where the server's own fetch takes less than RequestInit. */
export type Fetch<Init = RequestInit> = (url: string, init: Init) => Promise<Response>;
