import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: '已停止：模型在 {{rounds}} 轮之后仍在调用工具。',
};
