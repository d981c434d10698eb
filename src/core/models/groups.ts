// The six provider groups (index 0 to 5). Users pick a model by a friendly Chinese category name;
// each category is one group, and the group says where its requests go (url), in which wire format
// (provider) and with which token. The administrator may replace any part of any group; tokens stay
// on the server, which forwards /api/group/<index>/<path> to the group's url, and the client only
// ever receives publicGroups().

import * as z from 'zod/mini';
import english from 'zod/v4/locales/en.js';
import { DEFAULT_CHAT_MODEL, DEFAULT_IMAGE_MODEL, MEDICAL_MODEL_PATH, MODEL_GROUP_COUNT, MODEL_SORT_COUNTER_START } from '../constants/models';
import { PROVIDERS, PROVIDER_IDS, type ProviderId } from '../providers/catalog';
import type { GroupModel, ModelEntry, PublicProviderGroup } from '../types';

export type { PublicProviderGroup };

/** Display names of the categories, by group index: most fun, most balanced, most real-time,
 * fastest, drawing model, medical model. */
export const MODEL_CATEGORY_NAMES = ['最有趣', '最均衡', '最实时', '最快速', '绘画模型', '医疗模型'] as const;
/** The seventh name: a model of Alibaba's Bailian ("hundred refinements") platform. */
export const BAILIAN_MODEL_DISPLAY_NAME = '百炼模型';
/** The model name the medical group answers to on its server path. */
const MEDICAL_MODEL_NAME = 'medical-image-analysis';

export interface ProviderGroup extends PublicProviderGroup {
  /** Where the upstream is. Server-side only. */
  url: string;
  /** The credential for url, sent where the group's provider expects it (a bearer for the
   * OpenAI-style ones). Server-side only. */
  token: string;
}

/** What an administrator may set: any field of any group; what is left out keeps its default,
 * except that a new provider without a url brings that provider's public url. */
type ProviderGroupOverride = Partial<ProviderGroup>;
export type ProviderGroupsOverride = ReadonlyArray<ProviderGroupOverride | null | undefined>;

const groupModelSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  displayName: z.string().check(z.trim(), z.minLength(1)),
});
const overrideSchema = z.strictObject({
  provider: z.optional(z.enum(PROVIDER_IDS)),
  url: z.optional(z.string().check(z.trim())),
  token: z.optional(z.string().check(z.trim())),
  models: z.optional(z.array(groupModelSchema)),
});
const overridesSchema = z.array(z.nullable(overrideSchema)).check(z.maxLength(MODEL_GROUP_COUNT));

/** Validates an administrator's override (e.g. parsed JSON from the environment); throws with the
 * offending path, so a typo fails at start-up rather than at the first chat. */
export function parseProviderGroupsOverride(json: unknown): ProviderGroupsOverride {
  // zod/mini ships no locale: the English one is passed so the messages read as classic zod's.
  const parsed = overridesSchema.safeParse(json, { error: english().localeError });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid provider groups: ${problems.join('; ')}`);
  }
  return parsed.data.map((group) => group ?? undefined);
}

function providerGroup(provider: ProviderId, models: GroupModel[]): ProviderGroup {
  return { provider, url: PROVIDERS[provider].defaultBaseUrl, token: '', models };
}

/** The groups before any override. Each names one model of the built-in table under its category
 * name; urls are the providers' public addresses; tokens are empty until the administrator sets them. */
export function defaultProviderGroups(): ProviderGroup[] {
  const [fun, balanced, realtime, fastest, drawing, medical] = MODEL_CATEGORY_NAMES;
  return [
    providerGroup('moonshot', [{ name: 'moonshot-v1-8k', displayName: fun }]),
    providerGroup('alibaba', [
      { name: 'qwen-plus', displayName: balanced },
      { name: 'qwen-max', displayName: BAILIAN_MODEL_DISPLAY_NAME },
    ]),
    // ERNIE answers with live web search results by default.
    providerGroup('baidu', [{ name: 'ernie-4.0-8k', displayName: realtime }]),
    providerGroup('openai', [{ name: DEFAULT_CHAT_MODEL, displayName: fastest }]),
    providerGroup('openai', [{ name: DEFAULT_IMAGE_MODEL, displayName: drawing }]),
    // Only the server path is known; what the path speaks is "not shown". OpenAI-style chat
    // is a guess, and the path is not a URL the server can reach until the administrator sets one.
    { provider: 'openai', url: MEDICAL_MODEL_PATH, token: '', models: [{ name: MEDICAL_MODEL_NAME, displayName: medical }] },
  ];
}

/** The groups with the administrator's override applied, index by index. */
export function providerGroups(override: ProviderGroupsOverride = []): ProviderGroup[] {
  return defaultProviderGroups().map((group, index) => {
    const change = override[index] ?? {};
    const provider = change.provider ?? group.provider;
    const url = change.url ?? (provider === group.provider ? group.url : PROVIDERS[provider].defaultBaseUrl);
    return {
      provider,
      url,
      token: change.token ?? group.token,
      models: (change.models ?? group.models).map((model) => ({ ...model })),
    };
  });
}

/** What the client may see: the groups without their addresses and tokens. */
export function publicGroups(groups: readonly ProviderGroup[]): PublicProviderGroup[] {
  return groups.map((group) => ({
    provider: group.provider,
    models: group.models.map((model) => ({ ...model })),
    // Whether a call can work, never the address or the token themselves.
    reachable: /^https?:\/\//i.test(group.url) && group.token !== '',
  }));
}

/** The categories whose group the server cannot reach (no address or no token), by name: they are
 * not offered, and the picker says so rather than leave them out unexplained. */
export function unreachableCategories(groups: readonly PublicProviderGroup[]): string[] {
  return groups.flatMap((group) => (group.reachable === false ? group.models.map((model) => model.displayName) : []));
}

/** A model entry that knows its group: type is the group index (0 to 5). */
export interface GroupModelEntry extends ModelEntry {
  type: number;
}

const GROUP_PROVIDER_TYPE = 'group';

/** The groups' models as entries for the model picker, one provider per group. */
export function groupModelEntries(groups: readonly PublicProviderGroup[]): GroupModelEntry[] {
  let sorted = MODEL_SORT_COUNTER_START;
  // A category the server cannot reach (no address or no token) is not offered: it could only fail.
  return groups.flatMap((group, index) =>
    (group.reachable === false ? [] : group.models).map((model) => ({
      name: model.name,
      displayName: model.displayName,
      available: true,
      sorted: sorted++,
      type: index,
      provider: {
        id: `group-${index}`,
        providerName: MODEL_CATEGORY_NAMES[index] ?? `group-${index}`,
        providerType: GROUP_PROVIDER_TYPE,
        sorted: index,
      },
    })),
  );
}
