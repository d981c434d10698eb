import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: '复制代码',
    expand: '展开全部 {{lines}} 行',
    collapse: '收起',
    plainText: '文本',
  },
  mermaid: {
    drawing: '正在绘制图表…',
    failed: '图表无法绘制，以下为其源码。',
  },
};
