// Zod schema of the app settings (the config store).

import * as z from 'zod/mini';
import { SUBMIT_KEYS, THEMES } from '../constants/settings';
import type { AppConfig } from '../types';
import { modelConfigSchema } from './model-config';

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
  enableArtifacts: z.boolean(),
  allowedImageHosts: z.array(z.string()),
  sidebarWidth: z.number(),
  disablePromptHint: z.boolean(),
  dontShowMaskSplashScreen: z.boolean(),
  hideBuiltinMasks: z.boolean(),
  customModels: z.string(),
  modelConfig: modelConfigSchema,
  language: z.string(),
}) satisfies z.ZodMiniType<AppConfig>;
