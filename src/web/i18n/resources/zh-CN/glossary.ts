import type { Glossary } from '../../glossary';

/** The product's own words in Simplified Chinese, used the same way everywhere. The reference
 * client's Chinese names a mask 面具 in lists and 角色 inside the editor; both are kept. */
export const glossary: Glossary = {
  mask: { text: '面具', also: ['角色'] },
  prompt: {
    text: '提示词',
    also: ['提示', '指令'],
    except: ['settingsPage.promptHint.subTitle', 'settingsPage.sendMemory.title'],
  },
  plugin: { text: '插件' },
  sync: { text: '同步' },
  'access code': { text: '访问码', also: ['访问密码', '密码'] },
  model: { text: '模型' },
  chat: { text: '聊天', also: ['对话', '会话'], except: ['newChat.subtitle', 'sessionMenu.json.export'] },
  settings: { text: '设置' },
};
