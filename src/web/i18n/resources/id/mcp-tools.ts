import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: 'Jalankan alat dari “{{server}}”?',
    server: 'Peladen',
    tool: 'Alat',
    description: 'Apa kata peladen tentang alat ini',
    noDescription: 'Peladen tidak menjelaskan apa yang dilakukan alat ini.',
    descriptionWarning: 'Kata-kata ini berasal dari peladen. Kata-kata ini tidak memberi alat hak apa pun: hanya jawaban Anda di sini yang membuatnya berjalan.',
    arguments: 'Argumen yang dikirim model',
    readOnly: 'Menurut peladen, alat ini hanya membaca: tidak mengubah apa pun.',
    writes: 'Menurut peladen, alat ini mengubah sesuatu tetapi tidak merusak apa pun.',
    destructive: 'Peladen tidak menyatakan alat ini aman: alat ini dapat mengubah atau menghapus sesuatu, jadi Anda ditanya setiap kali.',
    allowOnce: 'Izinkan sekali',
    allowChat: 'Izinkan di chat ini',
    deny: 'Tolak',
    waiting_one: '{{count}} panggilan lagi menunggu jawaban Anda.',
    waiting_other: '{{count}} panggilan lagi menunggu jawaban Anda.',
  },
  result: {
    denied: 'Anda tidak mengizinkan panggilan ini; model sudah diberi tahu.',
    badArguments: 'Model mengirim argumen yang bukan objek JSON, jadi alat tidak dipanggil.',
    unknownTool: 'Chat ini tidak punya alat bernama “{{name}}”.',
    toolError: '“{{server}}” menyatakan alat gagal:',
    refused: '“{{server}}” menolak panggilan:',
    unreachable: '“{{server}}” tidak dapat dihubungi atau berhenti menjawab, jadi alat tidak memberi hasil.',
    timeout: '“{{server}}” tidak menjawab dalam {{seconds}} detik.',
    empty: 'Alat tidak mengembalikan apa pun.',
    cut: 'Hasilnya lebih dari {{limit}} karakter: hanya {{limit}} karakter pertama yang diberikan ke model dan ditampilkan.',
    imageType: 'Gambar berjenis “{{type}}” dilewati: hanya gambar PNG, JPEG, GIF, dan WebP yang ditampilkan.',
    imageTooLarge: 'Gambar lebih dari {{kilobytes}} KB dilewati.',
    tooManyImages: 'Hanya {{limit}} gambar pertama yang ditampilkan; sisanya dilewati.',
    audio: 'Alat mengembalikan suara, yang tidak diputar di sini.',
    serverLeftOut: '“{{server}}” tidak dapat dihubungi: alat-alatnya tidak dipakai dalam jawaban ini.',
  },
  picker: {
    server: 'Peladen MCP · {{tools}}',
    toolCount_one: '{{count}} alat',
    toolCount_other: '{{count}} alat',
    toolsUnknown: 'alat belum didaftar',
  },
};
