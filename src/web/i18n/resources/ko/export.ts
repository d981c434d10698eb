import type { exporter as en } from '../en/export';
import type { LocaleShape } from '../../locale-shape';

export const exporter: LocaleShape<typeof en> = {
  button: '채팅 내보내기',
  json: {
    export: '채팅을 JSON으로 내보내기',
    import: 'JSON에서 채팅 가져오기',
    imported: '‘{{topic}}’ 채팅을 가져왔어요',
  },
};
