// The model table and everything derived from model names.

export { BUILTIN_MODEL_NAMES, builtinModels, builtinProvider } from './builtin';
export {
  CLAMPED_FIELDS,
  clampFrequencyPenalty,
  clampMaxTokens,
  clampModelConfig,
  clampModelParam,
  clampPresencePenalty,
  clampTemperature,
  clampTopP,
  type ClampedField,
} from './clamp';
export {
  CUSTOM_PROVIDER_TYPE,
  applyCustomModels,
  availableModels,
  markDefaultModel,
  parseCustomModels,
  splitModelProvider,
  type CustomModelRule,
} from './custom';
export {
  BAILIAN_MODEL_DISPLAY_NAME,
  GROUP_PROVIDER_TYPE,
  MEDICAL_MODEL_NAME,
  MODEL_CATEGORY_NAMES,
  defaultProviderGroups,
  groupModelEntries,
  parseProviderGroupsOverride,
  providerGroups,
  publicGroups,
  type GroupModel,
  type GroupModelEntry,
  type ModelCategoryName,
  type ProviderGroup,
  type ProviderGroupOverride,
  type ProviderGroupsOverride,
  type PublicProviderGroup,
} from './groups';
export { disableGpt4Models, isGpt4Family, isVisionModel, isVisionPreviewModel, knowledgeCutoff } from './rules';
