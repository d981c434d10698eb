// Every number and default of the product specification, named once, with the spec's words.

/** "Request time-out 60000 ms (doubled for image models on the OpenAI-style route)." */
export const REQUEST_TIMEOUT_MS = 60_000;
export const IMAGE_REQUEST_TIMEOUT_MS = REQUEST_TIMEOUT_MS * 2;
/** Silence in the middle of a streamed answer after which it is taken as stalled (providers send
 * keep-alive comments far more often while a model thinks; the server gives up on an upstream at
 * the same mark). */
export const STREAM_IDLE_TIMEOUT_MS = 60_000;
/** Transient failures (no connection, 429, 502, 503, 504 before any byte of the answer) are tried
 * this many times in all, waiting a random time up to RETRY_BASE_MS·2^(n-1) (capped at
 * RETRY_MAX_DELAY_MS) between tries, or what Retry-After asks when that is at most
 * RETRY_AFTER_MAX_MS; a longer Retry-After is shown to the user instead. */
export const RETRY_ATTEMPTS = 3;
export const RETRY_BASE_MS = 500;
export const RETRY_MAX_DELAY_MS = 8000;
export const RETRY_AFTER_MAX_MS = 20_000;

/** Sidebar: "default 300, max 500, narrow threshold 230, narrow width 100". */
export const SIDEBAR_DEFAULT_WIDTH = 300;
export const SIDEBAR_MAX_WIDTH = 500;
export const SIDEBAR_NARROW_THRESHOLD = 230;
export const SIDEBAR_NARROW_WIDTH = 100;
/** "drag handler throttled at 20 ms" */
export const SIDEBAR_DRAG_THROTTLE_MS = 20;
/** "A quick click (under 300 ms) on the drag handle toggles between default and narrow width." */
export const SIDEBAR_CLICK_TOGGLE_MS = 300;
/** "window width 600 px or less is the mobile layout" */
export const MOBILE_MAX_WIDTH = 600;

/** "Toast default 3000 ms, hide animation 300 ms. Delete-undo toast 5000 ms." */
export const TOAST_DURATION_MS = 3000;
export const TOAST_HIDE_ANIMATION_MS = 300;
export const DELETE_UNDO_TOAST_MS = 5000;

export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';
export const DEFAULT_GOOGLE_MODEL = 'gemini-pro';
export const DEFAULT_IMAGE_MODEL = 'dall-e-3';

/** "Knowledge cutoff by model: default 2021-09" and the exceptions after it. */
export const DEFAULT_KNOWLEDGE_CUTOFF = '2021-09';
export const KNOWLEDGE_CUTOFFS: Readonly<Record<string, string>> = {
  'gpt-4-turbo': '2023-12',
  'gpt-4-turbo-2024-04-09': '2023-12',
  'gpt-4-turbo-preview': '2023-12',
  'gpt-4o': '2023-10',
  'gpt-4o-2024-05-13': '2023-10',
  'gpt-4o-2024-08-06': '2023-10',
  'gpt-4o-mini': '2023-10',
  'gpt-4o-mini-2024-07-18': '2023-10',
  'gpt-4-vision-preview': '2023-04',
  'gemini-pro': '2023-12',
  'gemini-pro-vision': '2023-12',
};

export const GOOGLE_SAFETY_LEVELS = [
  'BLOCK_NONE',
  'BLOCK_ONLY_HIGH',
  'BLOCK_MEDIUM_AND_ABOVE',
  'BLOCK_LOW_AND_ABOVE',
] as const;
export type GoogleSafetyLevel = (typeof GOOGLE_SAFETY_LEVELS)[number];
export const DEFAULT_GOOGLE_SAFETY_LEVEL: GoogleSafetyLevel = 'BLOCK_ONLY_HIGH';

export const ANTHROPIC_API_VERSION = '2023-06-01';
export const AZURE_API_VERSION = '2023-08-01-preview';
export const GOOGLE_API_VERSION = 'v1';

/** "Title generation starts at 50 estimated tokens." */
export const TITLE_MIN_TOKENS = 50;
export const DEFAULT_TOPIC = 'New Chat';
export const TOPIC_FALLBACK = 'chitchat';
/** "The summary prompt asks for about 200 characters or words." */
export const SUMMARY_TARGET_LENGTH = 200;

/** "Version re-check at most every 7,200,000 ms (2 h); usage re-check at most every 60,000 ms." */
export const VERSION_RECHECK_MS = 7_200_000;
export const USAGE_RECHECK_MS = 60_000;

/** "Canned answers stream 4 characters every 40 ms." */
export const CANNED_ANSWER_CHARS_PER_TICK = 4;
export const CANNED_ANSWER_TICK_MS = 40;
/** "Streaming reveal is 1/60 of the buffer per frame" (and at least one character). */
export const STREAM_REVEAL_FRACTION = 1 / 60;
/** Frames in which the rest of a reply appears once its stream has ended: a tenth of a second at
 * 60 frames a second, quick enough that no one waits on text that has all arrived, long enough to
 * read as the same motion rather than a jump. */
export const STREAM_FINISH_REVEAL_FRAMES = 6;
/** "Tool-call restart delay 60 ms." */
export const TOOL_CALL_RESTART_DELAY_MS = 60;
/** "A result with status 300 or above, or an exception, is an error result." */
export const TOOL_RESULT_ERROR_STATUS = 300;

/** Image resize for sending: "data URL length below 262144 characters". */
export const IMAGE_MAX_DATA_URL_LENGTH = 262_144;
export const IMAGE_JPEG_QUALITY_START = 0.9;
export const IMAGE_JPEG_QUALITY_STEP = 0.1;
export const IMAGE_JPEG_QUALITY_MIN = 0.5;
/** "then dimensions shrink by 10% each step" */
export const IMAGE_SHRINK_FACTOR = 0.9;

/** "Built-in mask ids start at 100000." */
export const BUILTIN_MASK_ID_START = 100_000;
/** "Model sort counter starts at 1000 in one place and offsets start at -1000 in another." */
export const MODEL_SORT_COUNTER_START = 1000;
export const MODEL_SORT_OFFSET_START = -1000;
/** "A fixed number 15 is exported; its use is not shown." Kept named so it is not lost. */
export const UNEXPLAINED_SPEC_NUMBER = 15;

/** "Stable Diffusion styles", in the spec's order. */
export const STABLE_DIFFUSION_STYLES = [
  '3d-model',
  'analog-film',
  'anime',
  'cinematic',
  'comic-book',
  'digital-art',
  'enhance',
  'fantasy-art',
  'isometric',
  'line-art',
  'low-poly',
  'modeling-compound',
  'neon-punk',
  'origami',
  'photographic',
  'pixel-art',
  'tile-texture',
] as const;

/** Model parameter clamps of part 1 section 5 and part 2 section 5. */
export const CLAMPS = {
  max_tokens: { min: 0, max: 512_000, fallback: 1024 },
  presence_penalty: { min: -2, max: 2, fallback: 0 },
  frequency_penalty: { min: -2, max: 2, fallback: 0 },
  temperature: { min: 0, max: 2, fallback: 1 },
  top_p: { min: 0, max: 1, fallback: 1 },
} as const;

/** Vision preview models "send max_tokens of at least 4000". */
export const VISION_PREVIEW_MIN_MAX_TOKENS = 4000;

/** "Default model config: temperature 0.5, top_p 1, max_tokens 4000, penalties 0, sendMemory true,
 * historyMessageCount 4, compress threshold 1000, system-prompt injection on." */
export const DEFAULT_TEMPERATURE = 0.5;
export const DEFAULT_TOP_P = 1;
export const DEFAULT_MAX_TOKENS = 4000;
export const DEFAULT_HISTORY_MESSAGE_COUNT = 4;
export const DEFAULT_COMPRESS_THRESHOLD = 1000;
/** "Image defaults: size 1024x1024, quality standard, style vivid, n 1." */
export const DEFAULT_IMAGE_SIZE = '1024x1024';
export const DEFAULT_IMAGE_QUALITY = 'standard';
export const DEFAULT_IMAGE_STYLE = 'vivid';
export const DEFAULT_IMAGE_COUNT = 1;
/** The values DALL·E 3 accepts (WIRE-FORMATS §12); the first of each is the spec's default. */
export const IMAGE_SIZES = ['1024x1024', '1792x1024', '1024x1792'] as const;
export const IMAGE_QUALITIES = ['standard', 'hd'] as const;
export const IMAGE_STYLES = ['vivid', 'natural'] as const;
/** The provider group of the "drawing model" category (绘画模型): its models answer with images. */
export const DRAWING_GROUP_INDEX = 4;

/** Stability v2beta's documented values (WIRE-FORMATS §11); the first of each is its default. */
export const SD_MODELS = ['core', 'ultra', 'sd3'] as const;
export const SD_ASPECT_RATIOS = ['1:1', '16:9', '21:9', '2:3', '3:2', '4:5', '5:4', '9:16', '9:21'] as const;
export const SD_OUTPUT_FORMATS = ['png', 'jpeg', 'webp'] as const;
/** sd3 writes no webp. */
export const SD3_OUTPUT_FORMATS = ['png', 'jpeg'] as const;
export const SD3_MODEL_VERSIONS = ['sd3.5-large', 'sd3.5-large-turbo', 'sd3.5-medium'] as const;
/** "prompt (required, 1–10000 chars), negative_prompt (≤10000)". */
export const SD_PROMPT_MAX_LENGTH = 10_000;

/** Token estimate per character: "ASCII letters 0.25, other ASCII 0.5, non-ASCII 1.5". */
export const TOKENS_PER_ASCII_LETTER = 0.25;
export const TOKENS_PER_OTHER_ASCII = 0.5;
export const TOKENS_PER_NON_ASCII = 1.5;

/** Auto theme: "the theme-colour meta values are #151515 (dark) and #fafafa (light)". */
export const THEME_COLOR_DARK = '#151515';
export const THEME_COLOR_LIGHT = '#fafafa';

/** Settings defaults of part 2 section 9. */
export const DEFAULT_AVATAR = '1f603';
export const DEFAULT_FONT_SIZE = 14;
export const SUBMIT_KEYS = ['Enter', 'Ctrl+Enter', 'Shift+Enter', 'Alt+Enter', 'Meta+Enter'] as const;
export type SubmitKey = (typeof SUBMIT_KEYS)[number];
export const DEFAULT_SUBMIT_KEY: SubmitKey = 'Enter';
export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'auto';

/** Plugin "version (default 1.0.0)". */
export const DEFAULT_PLUGIN_VERSION = '1.0.0';

/** Upstash "Chunks are split at up to 1,000,000 bytes, at a space." */
export const UPSTASH_CHUNK_MAX_BYTES = 1_000_000;
/** WebDAV check: "Success if the status is 200, 201, 404, 405, 301, 302, 307 or 308." */
export const WEBDAV_CHECK_OK_STATUSES = [200, 201, 404, 405, 301, 302, 307, 308] as const;
export const SYNC_BACKUP_FILE = 'backup.json';

/** Store versions of part 2 section 4. */
export const STORE_VERSIONS = {
  config: 3.9,
  chat: 3.1,
  access: 2,
  mask: 3.1,
  prompt: 3,
  sync: 1.2,
  plugin: 1,
  sd: 1,
} as const;
export type StoreName = keyof typeof STORE_VERSIONS;

/** The providers' wire formats, by id; the catalog (providers/catalog.ts) says where each lives.
 * Kept here so core/types.ts can name them without importing the catalog, which imports it. */
export const PROVIDER_IDS = [
  'openai',
  'azure',
  'google',
  'anthropic',
  'baidu',
  'bytedance',
  'alibaba',
  'tencent',
  'moonshot',
  'iflytek',
  'stability',
] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export const ISSUE_TRACKER_URL = 'https://github.com/polychat-app/polychat/issues';

/** Claude calls send "top_k 5" (spec part 1 §7). */
export const ANTHROPIC_TOP_K = 5;

/** "Model entries are grouped into six provider groups (index 0 to 5)." */
export const MODEL_GROUP_COUNT = 6;
/** "Medical model: group points to server path llm/medical-image-analysis-sse." */
export const MEDICAL_MODEL_PATH = 'llm/medical-image-analysis-sse';

/** The project's home page, linked from the footer of a shared chat's page. */
export const PROJECT_URL = 'https://github.com/polychat-app/polychat';
/** The line earlier versions appended to a share as a last "gpt" item. The product's name is the
 * page's footer now, never a message; shares made before still end with this line, and it is
 * recognised by these exact words so it is neither shown as a message nor counted as one. */
export const LEGACY_SHARE_PROMO_LINE = `Shared from [PolyChat](${PROJECT_URL}), an open-source multi-provider AI chat client.`;
/** Bounds of one share (POST /api/share): a long conversation fits, but the route cannot be used
 * to park large files on the administrator's sharing service. */
export const SHARE_MAX_ITEMS = 5000;
export const SHARE_MAX_VALUE_CHARS = 200_000;
/** "shared chat ≤ 5 MB": also the most our own store keeps of one. */
export const SHARE_MAX_BODY_BYTES = 5 * 1024 * 1024;

/** The document an artifact preview runs in (public/artifact-frame.html): the server gives it a
 * sandbox policy of its own, so the artifact's inline scripts run outside the app's origin. */
export const ARTIFACT_FRAME_PATH = 'artifact-frame.html';
