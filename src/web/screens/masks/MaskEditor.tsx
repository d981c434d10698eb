import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { artifactsEnabled } from '../../../core/chat/artifacts';
import type { Mask } from '../../../core/types';
import { Button } from '../../components/Button/Button';
import { showConfirm } from '../../components/Dialogs/show';
import { Input } from '../../components/Input/Input';
import { List, ListItem } from '../../components/List/List';
import { Modal } from '../../components/Modal/Modal';
import { Switch } from '../../components/Switch/Switch';
import { copyToClipboard } from '../../components/markdown/copy-to-clipboard';
import { useConfigStore } from '../../stores/config-store';
import { newId } from '../../stores/ids';
import { ContextEditor } from './ContextEditor';
import { AvatarPicker } from '../../components/AvatarPicker/AvatarPicker';
import { avatarEmoji } from '../../components/avatar-emoji';
import { MaskAvatar } from './MaskAvatar';
import { shareLink } from './mask-io';
import styles from './Masks.module.css';
import { ModelConfigFields } from './ModelConfigFields';

const PluginPicker = lazy(() => import('../plugins/PluginPicker').then((m) => ({ default: m.PluginPicker })));

interface Props {
  mask: Mask;
  onChange: (patch: Partial<Mask>) => void;
  onClose: () => void;
  /** Extra buttons of the footer, e.g. Download and Clone. */
  actions?: React.ReactNode;
}

/** Edits a user mask in place; a built-in one is shown read-only (part 2 section 5). */
export function MaskEditor({ mask, onChange, onClose, actions }: Props) {
  const { t } = useTranslation('masks');
  const readOnly = mask.builtin;
  const globalArtifacts = useConfigStore((s) => s.enableArtifacts);
  const [pickingPlugins, setPickingPlugins] = useState(false);

  const setSyncGlobal = async (on: boolean) => {
    if (on && !(await showConfirm(t('editor.confirmSyncGlobal')))) return;
    onChange({ syncGlobalConfig: on });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={readOnly ? t('editor.viewTitle') : t('editor.title')}
      actions={
        <>
          {actions}
          <Button variant="primary" onClick={onClose}>
            {t('editor.done')}
          </Button>
        </>
      }
    >
      {readOnly && <p className={styles.notice}>{t('editor.readonly')}</p>}
      <List>
        <ListItem title={t('editor.avatar')} subTitle={t('editor.avatarHint')} icon={<MaskAvatar mask={mask} />}>
          {({ titleId }) =>
            readOnly ? undefined : (
              // Masks keep the emoji itself, as the built-in ones do.
              <AvatarPicker value={mask.avatar} labelledBy={titleId} onChange={(code) => onChange({ avatar: avatarEmoji(code) })} />
            )
          }
        </ListItem>
        <ListItem title={t('editor.name')}>
          {({ titleId }) => (
            <Input aria-labelledby={titleId} value={mask.name} readOnly={readOnly} onChange={(event) => onChange({ name: event.target.value })} />
          )}
        </ListItem>
        <ListItem title={t('editor.hideContext')} subTitle={t('editor.hideContextHint')}>
          {({ titleId }) => (
            <Switch
              aria-labelledby={titleId}
              checked={mask.hideContext ?? false}
              disabled={readOnly}
              onCheckedChange={(hideContext) => onChange({ hideContext })}
            />
          )}
        </ListItem>
        <ListItem title={t('editor.artifacts')} subTitle={t('editor.artifactsHint')}>
          {({ titleId }) => (
            <Switch
              aria-labelledby={titleId}
              checked={artifactsEnabled(mask, { enableArtifacts: globalArtifacts })}
              disabled={readOnly}
              onCheckedChange={(enableArtifacts) => onChange({ enableArtifacts })}
            />
          )}
        </ListItem>
        <ListItem title={t('editor.plugins')} subTitle={t('editor.pluginsHint')}>
          <Button variant="secondary" size="sm" disabled={readOnly} onClick={() => setPickingPlugins(true)}>
            {t('editor.pluginsChosen', { count: (mask.plugin?.length ?? 0) + (mask.mcp?.length ?? 0) })}
          </Button>
        </ListItem>
        {pickingPlugins && (
          <Suspense fallback={null}>
            <PluginPicker
              label={t('editor.plugins')}
              selected={{ plugin: mask.plugin ?? [], mcp: mask.mcp ?? [] }}
              onChange={(chosen) => onChange(chosen)}
              onClose={() => setPickingPlugins(false)}
            />
          </Suspense>
        )}
        <ListItem title={t('editor.share')} subTitle={t('editor.shareHint')}>
          <Button variant="secondary" size="sm" onClick={() => void copyToClipboard(shareLink(mask, window.location))}>
            {t('editor.copyLink')}
          </Button>
        </ListItem>
      </List>
      <ContextEditor context={mask.context} readOnly={readOnly} newId={newId} onChange={(context) => onChange({ context })} />
      <h3 className={styles.sectionTitle}>{t('model.title')}</h3>
      <List>
        <ListItem title={t('editor.syncGlobal')} subTitle={t('editor.syncGlobalHint')}>
          {({ titleId }) => (
            <Switch
              aria-labelledby={titleId}
              checked={mask.syncGlobalConfig ?? false}
              disabled={readOnly}
              onCheckedChange={(on) => void setSyncGlobal(on)}
            />
          )}
        </ListItem>
        {!mask.syncGlobalConfig && (
          <ModelConfigFields
            config={mask.modelConfig}
            readOnly={readOnly}
            onChange={(patch) => onChange({ modelConfig: { ...mask.modelConfig, ...patch } })}
          />
        )}
      </List>
    </Modal>
  );
}
