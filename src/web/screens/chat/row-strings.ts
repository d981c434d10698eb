import i18next, { type TFunction } from 'i18next';
import type { ChatMessage } from '../../../core/types';

/** The translation function of the message list, which its rows share: a row calls no hook of its
 * own for its strings. */
export type RowT = TFunction<['messages', 'chat', 'branches']>;

/** The words every row shows, looked up once per language. Each lookup costs i18next tens of
 * microseconds (resolving the key, checking for plurals and interpolation), and a row shows a dozen:
 * a fast scroll through a long chat mounts several rows a frame. */
export interface RowStrings {
  /** The language they are in, for the dates beside them. */
  language: string;
  messages: string;
  roles: Record<ChatMessage['role'], string>;
  messageActions: string;
  stop: string;
  copy: string;
  retry: string;
  pin: string;
  edit: string;
  fork: string;
  fullScreen: string;
  delete: string;
  typing: string;
  drawing: string;
  stoppedEmpty: string;
  errorDetails: string;
  interrupted: string;
  goToSettings: string;
  goToAuth: string;
  localAnswer: string;
  previousVersion: string;
  nextVersion: string;
  /** "Version {{index}} of {{total}}", filled in by the row. */
  versionOf: string;
  editAndSend: string;
}

// The list's t changes with the language (react-i18next makes a new one), so it keys the strings.
const computed = new WeakMap<RowT, RowStrings>();

export function rowStrings(t: RowT): RowStrings {
  let strings = computed.get(t);
  if (!strings) {
    strings = {
      language: i18next.language,
      messages: t('messages'),
      roles: { user: t('chat:roles.user'), assistant: t('chat:roles.assistant'), system: t('chat:roles.system'), tool: t('chat:roles.tool') },
      messageActions: t('messageActions'),
      stop: t('chat:stop'),
      copy: t('copy'),
      retry: t('retry'),
      pin: t('pin'),
      edit: t('edit'),
      fork: t('fork.action'),
      fullScreen: t('fullScreen'),
      delete: t('delete'),
      typing: t('typing'),
      drawing: t('drawing'),
      stoppedEmpty: t('stoppedEmpty'),
      errorDetails: t('errorDetails'),
      interrupted: t('interrupted'),
      goToSettings: t('goToSettings'),
      goToAuth: t('goToAuth'),
      localAnswer: t('localAnswer'),
      previousVersion: t('branches:previousVersion'),
      nextVersion: t('branches:nextVersion'),
      // Filled in per row: the placeholders are kept as they are here.
      versionOf: t('branches:versionOf', { index: '{{index}}', total: '{{total}}' }),
      editAndSend: t('branches:editAndSend'),
    };
    computed.set(t, strings);
  }
  return strings;
}
