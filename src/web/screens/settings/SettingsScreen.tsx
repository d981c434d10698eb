import { useTranslation } from 'react-i18next';
import { THEMES, type Theme } from '../../../core/constants';
import { ScreenHeader } from '../../app/layout/ScreenHeader';
import { useLanguage } from '../../app/use-language';
import { LANGUAGES, isLanguage } from '../../i18n/languages';
import { useConfigStore } from '../../stores/config-store';
import styles from './SettingsScreen.module.css';

export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const theme = useConfigStore((s) => s.theme);
  const update = useConfigStore((s) => s.update);
  const language = useLanguage();

  return (
    <div className={styles.screen}>
      <ScreenHeader title={t('title')} subtitle={t('subtitle')} />
      <div className={styles.body}>
        <section className={styles.group} aria-labelledby="settings-appearance">
          <h3 id="settings-appearance" className={styles.groupTitle}>
            {t('appearance')}
          </h3>
          <div className={styles.row}>
            <label htmlFor="settings-theme" className={styles.label}>
              {t('theme.label')}
            </label>
            <select
              id="settings-theme"
              className={styles.select}
              value={theme}
              onChange={(event) => update({ theme: event.target.value as Theme })}
            >
              {THEMES.map((value) => (
                <option key={value} value={value}>
                  {t(`theme.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.row}>
            <label htmlFor="settings-language" className={styles.label}>
              {t('language')}
            </label>
            <select
              id="settings-language"
              className={styles.select}
              value={language}
              onChange={(event) => {
                if (isLanguage(event.target.value)) update({ language: event.target.value });
              }}
            >
              {Object.entries(LANGUAGES).map(([code, { name }]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </section>
      </div>
    </div>
  );
}
