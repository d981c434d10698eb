// The model table and everything derived from model names.

export { builtinModels } from './builtin';
export { clampModelParam } from './clamp';
export { applyCustomModels, availableModels } from './custom';
export { groupModelEntries, unreachableCategories } from './groups';
export { disableGpt4Models, knowledgeCutoff } from './rules';
