// Default records of the product, as pure functions of the constants. Ids and clocks are passed in
// so that core stays free of globals and the same defaults are produced in tests and on the server.

import { DEFAULT_TOPIC } from './constants/chat';
import { DEFAULT_IMAGE_QUALITY, DEFAULT_IMAGE_SIZE, DEFAULT_IMAGE_STYLE } from './constants/images';
import { SIDEBAR_DEFAULT_WIDTH } from './constants/layout';
import { DEFAULT_CHAT_MODEL, DEFAULT_COMPRESS_THRESHOLD, DEFAULT_HISTORY_MESSAGE_COUNT, DEFAULT_MAX_TOKENS, DEFAULT_TEMPERATURE, DEFAULT_TOP_P } from './constants/models';
import { ANTHROPIC_API_VERSION, AZURE_API_VERSION, DEFAULT_GOOGLE_SAFETY_LEVEL, GOOGLE_API_VERSION } from './constants/providers';
import { DEFAULT_AVATAR, DEFAULT_FONT_SIZE, DEFAULT_SUBMIT_KEY, DEFAULT_THEME } from './constants/settings';
import type { AccessSettings, AppConfig, ChatStat, Mask, ModelConfig, SessionMeta, SyncSettings } from './types';
import { defaultVoiceSettings } from './schemas/voice-settings';

/** The default sync username has no given value; this product's name is used. */
export const DEFAULT_SYNC_USERNAME = 'polychat';
/** The "old cors path": a sync proxy URL equal to it is cleared by the Sync 1.2 migration. */
export const LEGACY_CORS_PATH = '/api/cors/';
/** "The default input template is the input placeholder." */
export const INPUT_TEMPLATE_PLACEHOLDER = '{{input}}';
const DEFAULT_INPUT_TEMPLATE = INPUT_TEMPLATE_PLACEHOLDER;
/** Avatar of a mask the user has not given one; the UI draws the model's logo for it. */
export const DEFAULT_MASK_AVATAR = 'gpt-bot';

export function defaultModelConfig(): ModelConfig {
  return {
    model: DEFAULT_CHAT_MODEL,
    providerName: 'OpenAI',
    temperature: DEFAULT_TEMPERATURE,
    top_p: DEFAULT_TOP_P,
    max_tokens: DEFAULT_MAX_TOKENS,
    presence_penalty: 0,
    frequency_penalty: 0,
    sendMemory: true,
    historyMessageCount: DEFAULT_HISTORY_MESSAGE_COUNT,
    compressMessageLengthThreshold: DEFAULT_COMPRESS_THRESHOLD,
    enableInjectSystemPrompts: true,
    template: DEFAULT_INPUT_TEMPLATE,
    size: DEFAULT_IMAGE_SIZE,
    quality: DEFAULT_IMAGE_QUALITY,
    style: DEFAULT_IMAGE_STYLE,
  };
}

export interface AppConfigOptions {
  /** "Tight border is on in the desktop app." */
  desktop?: boolean;
  now?: number;
}

export function defaultAppConfig(options: AppConfigOptions = {}): AppConfig {
  return {
    lastUpdate: options.now ?? 0,
    submitKey: DEFAULT_SUBMIT_KEY,
    avatar: DEFAULT_AVATAR,
    fontSize: DEFAULT_FONT_SIZE,
    fontFamily: '',
    theme: DEFAULT_THEME,
    tightBorder: options.desktop ?? false,
    sendPreviewBubble: true,
    enableAutoGenerateTitle: true,
    enableArtifacts: true,
    allowedImageHosts: [],
    sidebarWidth: SIDEBAR_DEFAULT_WIDTH,
    disablePromptHint: false,
    dontShowMaskSplashScreen: false,
    hideBuiltinMasks: false,
    customModels: '',
    modelConfig: defaultModelConfig(),
    language: '',
    voice: defaultVoiceSettings(),
  };
}

export function defaultAccessSettings(): AccessSettings {
  return {
    accessCode: '',
    useCustomConfig: false,
    provider: 'OpenAI',
    openaiUrl: '',
    openaiApiKey: '',
    azureUrl: '',
    azureApiKey: '',
    azureApiVersion: AZURE_API_VERSION,
    googleUrl: '',
    googleApiKey: '',
    googleApiVersion: GOOGLE_API_VERSION,
    googleSafetySettings: DEFAULT_GOOGLE_SAFETY_LEVEL,
    anthropicUrl: '',
    anthropicApiKey: '',
    anthropicApiVersion: ANTHROPIC_API_VERSION,
    baiduUrl: '',
    baiduApiKey: '',
    baiduSecretKey: '',
    bytedanceUrl: '',
    bytedanceApiKey: '',
    alibabaUrl: '',
    alibabaApiKey: '',
    tencentUrl: '',
    tencentSecretId: '',
    tencentSecretKey: '',
    moonshotUrl: '',
    moonshotApiKey: '',
    stabilityUrl: '',
    stabilityApiKey: '',
    iflytekUrl: '',
    iflytekApiKey: '',
    iflytekApiSecret: '',
    keptKeys: [],
    webSearchProvider: '',
    searxngUrl: '',
    tavilyApiKey: '',
    braveApiKey: '',
    exaApiKey: '',
    serperApiKey: '',
    // Until the server has answered, assume the strict case: asking for a code once too often is
    // better than letting a visitor past a protected deployment.
    needCode: true,
    hideUserApiKey: false,
    hideBalanceQuery: false,
    disableGPT4: false,
    disableFastLink: false,
    customModels: '',
    defaultModel: '',
    // The server's groups are only known once it has answered.
    groups: [],
    shareEnabled: false,
    updateUrl: '',
  };
}

export function defaultSyncSettings(): SyncSettings {
  return {
    provider: 'webdav',
    useProxy: true,
    proxyUrl: '',
    webdav: { endpoint: '', username: '', password: '' },
    upstash: { endpoint: '', username: DEFAULT_SYNC_USERNAME, apiKey: '' },
    lastSyncTime: 0,
    lastProvider: '',
    includeKeys: false,
    includeImages: false,
    includeDocuments: false,
    autoSync: false,
    lastStatus: 'none',
    lastError: '',
  };
}

export function emptyStat(): ChatStat {
  return { tokenCount: 0, wordCount: 0, charCount: 0 };
}

export interface NewMaskInput {
  id: string;
  now: number;
  /** The mask starts from the user's global model config, as "use global settings" asks. */
  modelConfig?: ModelConfig;
  lang?: string;
}

export function createEmptyMask(input: NewMaskInput): Mask {
  return {
    id: input.id,
    name: DEFAULT_TOPIC,
    avatar: DEFAULT_MASK_AVATAR,
    context: [],
    modelConfig: { ...(input.modelConfig ?? defaultModelConfig()) },
    ...(input.lang === undefined ? {} : { lang: input.lang }),
    createdAt: input.now,
    builtin: false,
    syncGlobalConfig: true,
  };
}

export interface NewSessionInput {
  id: string;
  now: number;
  /** Position in the list; the chat store passes one smaller than the current first. */
  order: number;
  mask: Mask;
}

export function createEmptySession(input: NewSessionInput): SessionMeta {
  return {
    id: input.id,
    updatedAt: input.now,
    topic: DEFAULT_TOPIC,
    memoryPrompt: '',
    stat: emptyStat(),
    lastUpdate: input.now,
    lastSummarizeIndex: 0,
    mask: input.mask,
    order: input.order,
    messageCount: 0,
  };
}
