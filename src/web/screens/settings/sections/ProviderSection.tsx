import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOOGLE_SAFETY_LEVELS, type GoogleSafetyLevel } from '../../../../core/constants/providers';
import { takesOwnCredentials } from '../../../../core/providers/desktop-only-credentials';
import type { ProviderName } from '../../../../core/types';
import { Input } from '../../../components/Input/Input';
import { List, ListItem } from '../../../components/List/List';
import { PasswordInput } from '../../../components/PasswordInput/PasswordInput';
import { BUILD_MODE } from '../../../services/build-mode';
import { useAccessStore } from '../../../stores/access-store';
import { Section, SelectRow, SwitchRow } from '../controls';
import { KeptKeys } from './KeptKeys';
import { PROVIDER_FIELDS, PROVIDER_NAMES, type ProviderField } from '../provider-fields';
import styles from '../SettingsScreen.module.css';
import { isValidEndpoint } from '../validation';

/** Keeps what is typed; the stored endpoint only changes to a valid address (or back to empty). */
function EndpointInput({ field, labelledBy }: { field: ProviderField; labelledBy: string }) {
  const { t } = useTranslation('settingsPage');
  const stored = useAccessStore((s) => String(s[field.key]));
  const update = useAccessStore((s) => s.update);
  const [draft, setDraft] = useState(stored);
  const [shown, setShown] = useState(stored);
  // Changed elsewhere (a kept key's endpoint switched back): the field shows the stored address,
  // unless it is what was just typed here.
  if (stored !== shown) {
    setShown(stored);
    if (stored !== draft.trim()) setDraft(stored);
  }
  const valid = isValidEndpoint(draft);
  return (
    <div>
      <Input
        aria-labelledby={labelledBy}
        aria-invalid={!valid}
        className={styles.text}
        type="url"
        placeholder="https://"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (isValidEndpoint(event.target.value)) update({ [field.key]: event.target.value.trim() });
        }}
      />
      {!valid && (
        <div role="alert" className={styles.error}>
          {t('access.invalidEndpoint')}
        </div>
      )}
    </div>
  );
}

function FieldRow({ field }: { field: ProviderField }) {
  const { t } = useTranslation('settingsPage');
  const value = useAccessStore((s) => String(s[field.key]));
  const update = useAccessStore((s) => s.update);
  const set = (next: string) => update({ [field.key]: next });
  const subTitle = field.kind === 'url' ? t('access.endpoint.subTitle') : field.label === 'apiKey' ? t('access.apiKey.subTitle') : undefined;
  return (
    <ListItem title={t(`access.${field.label}.title`)} subTitle={subTitle}>
      {({ titleId }) => {
        switch (field.kind) {
          case 'url':
            return <EndpointInput key={field.key} field={field} labelledBy={titleId} />;
          case 'secret':
            return <PasswordInput aria-labelledby={titleId} wrapperClassName={styles.text} value={value} onChange={(e) => set(e.target.value)} />;
          case 'safety':
            return (
              <select aria-labelledby={titleId} className={styles.select} value={value} onChange={(e) => set(e.target.value as GoogleSafetyLevel)}>
                {GOOGLE_SAFETY_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </select>
            );
          case 'text':
            return <Input aria-labelledby={titleId} className={styles.text} value={value} onChange={(e) => set(e.target.value)} />;
        }
      }}
    </ListItem>
  );
}

export function ProviderSection() {
  const { t } = useTranslation('settingsPage');
  const access = useAccessStore();
  // The desktop app has no server between the user and the provider, hence no access code.
  const showCode = BUILD_MODE === 'web' && access.needCode;

  return (
    <Section id="settings-access" title={t('sections.access')}>
      <List>
        {showCode && (
          <ListItem title={t('access.code.title')} subTitle={t('access.code.subTitle')}>
            {({ titleId }) => (
              <PasswordInput
                aria-labelledby={titleId}
                wrapperClassName={styles.text}
                placeholder={t('access.code.placeholder')}
                value={access.accessCode}
                onChange={(event) => access.update({ accessCode: event.target.value })}
              />
            )}
          </ListItem>
        )}
        {access.hideUserApiKey ? (
          <p className={styles.note}>{t('access.hiddenKeys')}</p>
        ) : (
          <>
            <SwitchRow
              title={t('access.customConfig.title')}
              subTitle={t('access.customConfig.subTitle')}
              checked={access.useCustomConfig}
              onChange={(useCustomConfig) => access.update({ useCustomConfig })}
            />
            {access.useCustomConfig && (
              <>
                <SelectRow
                  title={t('access.provider.title')}
                  subTitle={t('access.provider.subTitle')}
                  value={access.provider}
                  options={PROVIDER_NAMES.map((name) => ({ value: name, label: name }))}
                  onChange={(provider) => access.update({ provider: provider as ProviderName })}
                />
                {takesOwnCredentials(access.provider, BUILD_MODE) ? (
                  <>
                    {PROVIDER_FIELDS[access.provider].map((field) => (
                      <FieldRow key={field.key} field={field} />
                    ))}
                    {access.provider === 'OpenAI' && <KeptKeys />}
                  </>
                ) : (
                  <p className={styles.note}>{t('access.serverKeysOnly', { provider: access.provider })}</p>
                )}
              </>
            )}
          </>
        )}
      </List>
    </Section>
  );
}
