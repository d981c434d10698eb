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
  remoteImage: {
    label: '来自 {{host}} 的图片',
    withAlt: '“{{alt}}”：来自 {{host}} 的图片，尚未加载',
    withoutAlt: '来自 {{host}} 的图片，尚未加载',
    load: '加载图片',
    always: '始终加载来自 {{host}} 的图片',
  },
  artifact: {
    label: '{{kind}} 作品',
    views: '视图',
    preview: '预览',
    code: '代码',
    frameTitle: '{{kind}} 预览',
    download: '下载',
    copy: '复制',
    share: '分享',
    shared: '链接已复制：{{link}}',
    shareFailed: '分享失败',
    tooLarge: '该作品超过 1 MB，无法分享。',
  },
};
