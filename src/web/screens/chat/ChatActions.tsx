import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { THEMES } from '../../../core/constants/settings';
import { EscapeWhileLoading } from '../../components/escape-while-loading';
import { MaskIcon, PluginIcon, SettingsIcon } from '../../components/icons/shell';
import { supportsTools } from '../../../core/models/capabilities';
import { modelConfigOf } from '../../stores/session-config';
import { ArrowDownIcon, BroomIcon, ImageAddIcon, PromptIcon, StopIcon, ThemeIcon } from '../../components/icons/chat';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { withStrings } from '../../i18n/setup';
import { isMcpServerEnabled, useMcpServerStore } from '../../stores/mcp-server-store';
import styles from './Composer.module.css';
import { useScrollState } from './scroll-state';
import type { ModelChoice } from '../settings/model-options';

interface ChatActionsProps {
  sessionId: string;
  streaming: boolean;
  contextCleared: boolean;
  canUploadImage: boolean;
  onStop: () => void;
  onPrompts: () => void;
  onUploadImage: () => void;
  /** Adds a block of text (an MCP resource) to the message being written. */
  onAttachText: (block: string) => void;
  /** What the input holds, for "Ask several models". */
  question: string;
  /** Sends the input's question to each of these models at once. */
  onAskModels: (models: ModelChoice[]) => void;
}

/** Shown once an MCP server is on; its code and words load then. */
const McpResourceAction = lazy(() => withStrings(import('./McpResourceAction'), 'mcp').then((m) => ({ default: m.McpResourceAction })));
// The web search switch, Knowledge and "Ask several models": their code loads beside the first
// screen's (their words are in it, inputActions), what they open when it is pressed.
const WebSearchToggle = lazy(() => import('./web-search/WebSearchToggle').then((m) => ({ default: m.WebSearchToggle })));
const KnowledgeAction = lazy(() => import('./KnowledgeAction').then((m) => ({ default: m.KnowledgeAction })));
const CompareAction = lazy(() => import('./compare/CompareAction').then((m) => ({ default: m.CompareAction })));
const PluginPicker = lazy(() => import('../plugins/PluginPicker').then((m) => ({ default: m.PluginPicker })));

function Action({ label, onClick, children, disabledReason }: { label: string; onClick: () => void; children: ReactNode; disabledReason?: string }) {
  return (
    <button type="button" className={styles.action} onClick={onClick} title={disabledReason ?? label} disabled={disabledReason !== undefined}>
      {children}
      <span className={styles.actionLabel}>{label}</span>
    </button>
  );
}

/** The row of input actions: stop, scroll to bottom, theme, prompts, masks, clear context,
 * settings and image upload. Stop and scroll appear only when they can do something. */
export function ChatActions(props: ChatActionsProps) {
  const { t } = useTranslation('chat');
  const [, navigate] = useLocation();
  const theme = useConfigStore((s) => s.theme);
  const updateConfig = useConfigStore((s) => s.update);
  const atBottom = useScrollState((s) => s.atBottom);
  const scrollToBottom = useScrollState((s) => s.scrollToBottom);
  const nextTheme = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'auto';
  const session = useChatStore((s) => s.sessions.find((item) => item.id === props.sessionId));
  // Subscribed so that a chat following Settings sees a model changed there.
  useConfigStore((s) => s.modelConfig);
  const [pickingPlugins, setPickingPlugins] = useState(false);
  const anyMcpServer = useMcpServerStore((s) => Object.values(s.records).some(isMcpServerEnabled));
  const plugins = session?.mask.plugin ?? [];
  const servers = session?.mask.mcp ?? [];
  const sources = plugins.length + servers.length;
  const model = session ? modelConfigOf(session).model : '';

  const toggleClear = () => {
    const chat = useChatStore.getState();
    if (props.contextCleared) chat.revertClearContext(props.sessionId);
    else chat.clearContext(props.sessionId);
  };

  return (
    <div className={styles.actions} role="toolbar" aria-label={t('inputActions')}>
      {props.streaming && (
        <Action label={t('stop')} onClick={props.onStop}>
          <StopIcon size={16} />
        </Action>
      )}
      {!atBottom && (
        <Action label={t('scrollToBottom')} onClick={scrollToBottom}>
          <ArrowDownIcon size={16} />
        </Action>
      )}
      <Action label={t('themeNow', { theme: t(`themes.${theme}`) })} onClick={() => updateConfig({ theme: nextTheme })}>
        <ThemeIcon size={16} />
      </Action>
      <Action label={t('prompts')} onClick={props.onPrompts}>
        <PromptIcon size={16} />
      </Action>
      <Action label={t('masks')} onClick={() => navigate('/new-chat', { state: { fromHome: true } })}>
        <MaskIcon width={16} height={16} />
      </Action>
      <Action label={props.contextCleared ? t('revertClear') : t('clearContext')} onClick={toggleClear}>
        <BroomIcon size={16} />
      </Action>
      <Action
        label={sources > 0 ? t('pluginsOn', { count: sources }) : t('plugins')}
        onClick={() => setPickingPlugins(true)}
        {...(supportsTools(model) ? {} : { disabledReason: t('pluginsNoTools', { model }) })}
      >
        <PluginIcon width={16} height={16} />
      </Action>
      <Suspense fallback={null}>
        <WebSearchToggle sessionId={props.sessionId} />
      </Suspense>
      {pickingPlugins && session && (
        <Suspense fallback={<EscapeWhileLoading onEscape={() => setPickingPlugins(false)} />}>
          <PluginPicker
            selected={{ plugin: plugins, mcp: servers }}
            onChange={(chosen) => useChatStore.getState().updateSessionMeta(session.id, { mask: { ...session.mask, ...chosen } })}
            onClose={() => setPickingPlugins(false)}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <KnowledgeAction sessionId={props.sessionId} />
      </Suspense>
      <Suspense fallback={null}>
        <CompareAction sessionId={props.sessionId} question={props.question} onAsk={props.onAskModels} />
      </Suspense>
      {anyMcpServer && (
        <Suspense fallback={null}>
          <McpResourceAction onAttach={props.onAttachText} />
        </Suspense>
      )}
      <Action label={t('settings')} onClick={() => navigate('/settings')}>
        <SettingsIcon width={16} height={16} />
      </Action>
      {props.canUploadImage && (
        <Action label={t('uploadImage')} onClick={props.onUploadImage}>
          <ImageAddIcon size={16} />
        </Action>
      )}
    </div>
  );
}
