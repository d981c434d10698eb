import type { ReplyResources } from '../en/reply';
import type { LocaleShape } from '../../locale-shape';
import { markdown } from './markdown';

export const locale: LocaleShape<ReplyResources> = { markdown };
