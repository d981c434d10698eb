import { useTranslation } from 'react-i18next';
import { SUBMIT_KEYS, THEMES, type SubmitKey, type Theme } from '../../../../core/constants/settings';
import { List, ListItem } from '../../../components/List/List';
import { useLanguage } from '../../../app/use-language';
import { OFFERED_LANGUAGES, isLanguage } from '../../../i18n/languages';
import { LANGUAGE_NAMES } from '../../../i18n/language-names';
import { useConfigStore } from '../../../stores/config-store';
import { AvatarPicker } from '../../../components/AvatarPicker/AvatarPicker';
import { NumberRow, Section, SelectRow, SwitchRow, TextRow } from '../controls';
import { parseIntegerInput } from '../validation';

/** Readable font sizes; outside them the layout breaks rather than helps. */
const FONT_SIZE_MIN = 12;
const FONT_SIZE_MAX = 40;

export function GeneralSection() {
  const { t } = useTranslation('settings');
  const { t: tp } = useTranslation('settingsPage');
  const config = useConfigStore();
  const language = useLanguage();

  return (
    <Section id="settings-general" title={tp('sections.general')}>
      <List>
        <ListItem title={tp('avatar.title')}>
          {({ titleId }) => <AvatarPicker value={config.avatar} labelledBy={titleId} onChange={(avatar) => config.update({ avatar })} />}
        </ListItem>
        <SelectRow
          title={t('language')}
          value={language}
          options={OFFERED_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          onChange={(value) => {
            if (isLanguage(value)) config.update({ language: value });
          }}
        />
        <SelectRow
          title={t('theme.label')}
          value={config.theme}
          options={THEMES.map((value) => ({ value, label: t(`theme.${value}`) }))}
          onChange={(value) => config.update({ theme: value as Theme })}
        />
        <NumberRow
          title={tp('fontSize.title')}
          subTitle={tp('fontSize.subTitle')}
          value={config.fontSize}
          min={FONT_SIZE_MIN}
          max={FONT_SIZE_MAX}
          onChange={(value) => config.update({ fontSize: parseIntegerInput(value, config.fontSize, FONT_SIZE_MIN, FONT_SIZE_MAX) })}
        />
        <TextRow
          title={tp('fontFamily.title')}
          subTitle={tp('fontFamily.subTitle')}
          placeholder={tp('fontFamily.placeholder')}
          value={config.fontFamily}
          onChange={(fontFamily) => config.update({ fontFamily })}
        />
        <SelectRow
          title={tp('submitKey.title')}
          value={config.submitKey}
          options={SUBMIT_KEYS.map((value) => ({ value, label: value }))}
          onChange={(value) => config.update({ submitKey: value as SubmitKey })}
        />
        <SwitchRow title={tp('tightBorder.title')} checked={config.tightBorder} onChange={(tightBorder) => config.update({ tightBorder })} />
        <SwitchRow
          title={tp('sendPreviewBubble.title')}
          subTitle={tp('sendPreviewBubble.subTitle')}
          checked={config.sendPreviewBubble}
          onChange={(sendPreviewBubble) => config.update({ sendPreviewBubble })}
        />
      </List>
    </Section>
  );
}
