import type { Glossary } from '../../glossary';

/** The product's own words in Bengali, used the same way everywhere: the English loanwords that
 * Bengali chat apps use (মাস্ক, প্রম্পট, প্লাগইন, সিঙ্ক, মডেল, চ্যাট, সেটিংস). */
export const glossary: Glossary = {
  mask: { text: 'মাস্ক' },
  prompt: { text: 'প্রম্পট' },
  plugin: { text: 'প্লাগইন' },
  sync: { text: 'সিঙ্ক' },
  'access code': { text: 'অ্যাক্সেস কোড' },
  model: { text: 'মডেল' },
  chat: { text: 'চ্যাট' },
  settings: { text: 'সেটিং' },
};
