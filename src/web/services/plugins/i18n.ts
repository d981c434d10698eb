import i18next from 'i18next';
import type { PluginFormatReason } from '../../../core/plugins/errors';
import type { plugins } from '../../i18n/resources/en/plugins';

type PluginKey = 'formatError' | `call.${keyof (typeof plugins)['call']}` | `format.${PluginFormatReason}`;

/** Text of the plugin runner's messages, in the user's language. */
export function pluginText(key: PluginKey, options?: Record<string, unknown>): string {
  return i18next.getFixedT(null, 'plugins')(key, options);
}
