// The app settings (the config store).

import * as z from 'zod/mini';
import { SUBMIT_KEYS, THEMES } from '../constants/settings';
import { modelConfigSchema } from './model-config';
import { voiceSettingsSchema } from './voice-settings';

export const appConfigSchema = z.object({
  lastUpdate: z.number(),
  submitKey: z.enum(SUBMIT_KEYS),
  avatar: z.string(),
  fontSize: z.number(),
  fontFamily: z.string(),
  theme: z.enum(THEMES),
  tightBorder: z.boolean(),
  sendPreviewBubble: z.boolean(),
  enableAutoGenerateTitle: z.boolean(),
  /** HTML and SVG in replies get a live preview, unless a chat's mask says otherwise. */
  enableArtifacts: z.boolean(),
  /** Hosts whose images in model output load without a click. */
  allowedImageHosts: z.array(z.string()),
  sidebarWidth: z.number(),
  disablePromptHint: z.boolean(),
  dontShowMaskSplashScreen: z.boolean(),
  hideBuiltinMasks: z.boolean(),
  customModels: z.string(),
  modelConfig: modelConfigSchema,
  /** Empty means: not chosen yet, follow the browser. */
  language: z.string(),
  voice: voiceSettingsSchema,
});
export type AppConfig = z.infer<typeof appConfigSchema>;
