import { z } from 'zod';

/** A boolean environment flag: "1", "true", "yes" or "on" turn it on; empty or absent leaves it off. */
const flag = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return false;
    const normalised = value.trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(normalised)) return true;
    if (['0', 'false', 'no', 'off'].includes(normalised)) return false;
    ctx.addIssue({ code: 'custom', message: `expected a boolean (1/0, true/false), got "${value}"` });
    return z.NEVER;
  });

const port = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return 3000;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
      ctx.addIssue({ code: 'custom', message: `expected a port number 0-65535, got "${value}"` });
      return z.NEVER;
    }
    return parsed;
  });

const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? '');

/** Access codes: comma separated, blanks ignored. */
const codes = text.transform((value) =>
  value
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code.length > 0),
);

const envSchema = z.object({
  PORT: port,
  HOSTNAME: text,
  CODE: codes,
  HIDE_USER_API_KEY: flag,
  HIDE_BALANCE_QUERY: flag,
  DISABLE_GPT4: flag,
  DISABLE_FAST_LINK: flag,
  CUSTOM_MODELS: text,
  DEFAULT_MODEL: text,
});

export type ServerConfig = {
  port: number;
  hostname: string;
  accessCodes: string[];
  hideUserApiKey: boolean;
  hideBalanceQuery: boolean;
  disableGPT4: boolean;
  disableFastLink: boolean;
  customModels: string;
  defaultModel: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment into a validated configuration; a bad value names the variable. */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    hostname: e.HOSTNAME,
    accessCodes: e.CODE,
    hideUserApiKey: e.HIDE_USER_API_KEY,
    hideBalanceQuery: e.HIDE_BALANCE_QUERY,
    disableGPT4: e.DISABLE_GPT4,
    disableFastLink: e.DISABLE_FAST_LINK,
    customModels: e.CUSTOM_MODELS,
    defaultModel: e.DEFAULT_MODEL,
  };
}
