export const settings = {
  title: 'Settings',
  subtitle: 'All settings',
  appearance: 'Appearance',
  theme: {
    label: 'Theme',
    auto: 'Auto',
    light: 'Light',
    dark: 'Dark',
  },
  language: 'Language',
};
