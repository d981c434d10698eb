// What the panel's form holds. Kept apart from the form so it survives going between /sd and
// /sd-new, and so "use these settings again" on a record can fill it.

import { create } from 'zustand';
import { SD3_MODEL_VERSIONS, SD3_OUTPUT_FORMATS, SD_ASPECT_RATIOS, SD_MODELS, SD_OUTPUT_FORMATS } from '../../../core/constants/stable-diffusion';
import type { SdParams } from '../../../core/providers/stability';

const DEFAULT_SD_PARAMS: SdParams = {
  prompt: '',
  negativePrompt: '',
  model: SD_MODELS[0],
  modelVersion: SD3_MODEL_VERSIONS[0],
  aspectRatio: SD_ASPECT_RATIOS[0],
  // Stability draws without a preset unless one is asked for.
  style: '',
  outputFormat: SD_OUTPUT_FORMATS[0],
};

/** The formats a model writes: sd3 has no webp. */
export function outputFormatsOf(model: string): readonly string[] {
  return model === 'sd3' ? SD3_OUTPUT_FORMATS : SD_OUTPUT_FORMATS;
}

interface SdDraft {
  params: SdParams;
  set: (patch: Partial<SdParams>) => void;
}

export const useSdDraft = create<SdDraft>()((set) => ({
  params: DEFAULT_SD_PARAMS,
  set: (patch) =>
    set(({ params }) => {
      const next = { ...params, ...patch };
      // A format the new model cannot write falls back to its first.
      const formats = outputFormatsOf(next.model);
      return { params: formats.includes(next.outputFormat) ? next : { ...next, outputFormat: formats[0] ?? 'png' } };
    }),
}));
