import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: '“{{server}}” sunucusunun bir aracı çalıştırılsın mı?',
    server: 'Sunucu',
    tool: 'Araç',
    description: 'Sunucunun bu araç hakkında söyledikleri',
    noDescription: 'Sunucu bu aracın ne yaptığını söylemiyor.',
    descriptionWarning: 'Bu sözler sunucudan geliyor. Araca hiçbir yetki vermezler: onu yalnızca buradaki yanıtınız çalıştırabilir.',
    arguments: 'Modelin gönderdiği bağımsız değişkenler',
    readOnly: 'Sunucuya göre bu araç yalnızca okur: hiçbir şeyi değiştirmez.',
    writes: 'Sunucuya göre bu araç bazı şeyleri değiştirir ama hiçbir şeyi yok etmez.',
    destructive: 'Sunucu bu aracın zararsız olduğunu söylemiyor: bir şeyleri değiştirebilir veya silebilir, bu yüzden her seferinde sorulur.',
    allowOnce: 'Bir kez izin ver',
    allowChat: 'Bu sohbette izin ver',
    deny: 'Reddet',
    waiting_one: '{{count}} çağrı daha yanıtınızı bekliyor.',
    waiting_other: '{{count}} çağrı daha yanıtınızı bekliyor.',
  },
  result: {
    denied: 'Bu çağrıya izin vermediniz; model bilgilendirildi.',
    badArguments: 'Model JSON nesnesi olmayan bağımsız değişkenler gönderdi, bu yüzden araç çağrılmadı.',
    unknownTool: 'Bu sohbette “{{name}}” adlı bir araç yok.',
    toolError: '“{{server}}” aracın başarısız olduğunu bildiriyor:',
    refused: '“{{server}}” çağrıyı reddetti:',
    unreachable: '“{{server}}” sunucusuna ulaşılamıyor veya yanıt vermeyi bıraktı, bu yüzden araç bir sonuç vermedi.',
    timeout: '“{{server}}” {{seconds}} saniye içinde yanıt vermedi.',
    empty: 'Araç hiçbir şey döndürmedi.',
    cut: 'Sonuç {{limit}} karakterden uzun: modele yalnızca ilk {{limit}} karakter verildi ve gösteriliyor.',
    imageType: '“{{type}}” türündeki bir görsel atlandı: yalnızca PNG, JPEG, GIF ve WebP görselleri gösterilir.',
    imageTooLarge: '{{kilobytes}} KB’tan büyük bir görsel atlandı.',
    tooManyImages: 'Yalnızca ilk {{limit}} görsel gösteriliyor; diğerleri atlandı.',
    audio: 'Araç bir ses döndürdü; burada çalınmaz.',
    serverLeftOut: '“{{server}}” sunucusuna ulaşılamıyor: araçları bu yanıtta kullanılmıyor.',
  },
  picker: {
    server: 'MCP sunucusu · {{tools}}',
    toolCount_one: '{{count}} araç',
    toolCount_other: '{{count}} araç',
    toolsUnknown: 'araçlar henüz alınmadı',
  },
};
