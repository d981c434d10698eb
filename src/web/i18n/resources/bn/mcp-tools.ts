import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: '“{{server}}”-এর একটি টুল চালাবেন?',
    server: 'সার্ভার',
    tool: 'টুল',
    description: 'সার্ভার টুলটি সম্পর্কে যা বলে',
    noDescription: 'এই টুল কী করে, সার্ভার তা বলে না।',
    descriptionWarning: 'এই কথাগুলো সার্ভার থেকে এসেছে। এগুলো টুলকে কোনো অধিকার দেয় না: কেবল এখানে আপনার উত্তরই এটি চালাতে দেয়।',
    arguments: 'মডেল যে আর্গুমেন্ট পাঠায়',
    readOnly: 'সার্ভারের মতে এই টুল শুধু পড়ে: কিছুই বদলায় না।',
    writes: 'সার্ভারের মতে এই টুল কিছু বদলায়, তবে কিছু নষ্ট করে না।',
    destructive: 'সার্ভার বলে না যে এই টুল নিরাপদ: এটি কিছু বদলাতে বা মুছে ফেলতে পারে, তাই প্রতিবার জিজ্ঞেস করা হয়।',
    allowOnce: 'একবার অনুমতি দিন',
    allowChat: 'এই চ্যাটে অনুমতি দিন',
    deny: 'প্রত্যাখ্যান',
    waiting_one: 'আরও {{count}}টি কল আপনার উত্তরের অপেক্ষায়।',
    waiting_other: 'আরও {{count}}টি কল আপনার উত্তরের অপেক্ষায়।',
  },
  result: {
    denied: 'আপনি এই কলের অনুমতি দেননি; মডেলকে তা জানানো হয়েছে।',
    badArguments: 'মডেল এমন আর্গুমেন্ট পাঠিয়েছে যা JSON অবজেক্ট নয়, তাই টুলটি ডাকা হয়নি।',
    unknownTool: 'এই চ্যাটে “{{name}}” নামে কোনো টুল নেই।',
    toolError: '“{{server}}” জানাচ্ছে টুলটি ব্যর্থ হয়েছে:',
    refused: '“{{server}}” কলটি প্রত্যাখ্যান করেছে:',
    unreachable: '“{{server}}”-এ পৌঁছানো যাচ্ছে না বা এটি উত্তর দেওয়া বন্ধ করেছে, তাই টুলটি কোনো ফল দেয়নি।',
    timeout: '“{{server}}” {{seconds}} সেকেন্ডের মধ্যে উত্তর দেয়নি।',
    empty: 'টুলটি কিছুই ফেরত দেয়নি।',
    cut: 'ফলাফল {{limit}} অক্ষরের বেশি: কেবল প্রথম {{limit}} অক্ষর মডেলকে দেওয়া হয়েছে ও দেখানো হচ্ছে।',
    imageType: '“{{type}}” ধরনের একটি ছবি বাদ দেওয়া হয়েছে: কেবল PNG, JPEG, GIF ও WebP ছবি দেখানো হয়।',
    imageTooLarge: '{{kilobytes}} KB-এর বড় একটি ছবি বাদ দেওয়া হয়েছে।',
    tooManyImages: 'কেবল প্রথম {{limit}}টি ছবি দেখানো হচ্ছে; বাকিগুলো বাদ দেওয়া হয়েছে।',
    audio: 'টুলটি একটি শব্দ ফেরত দিয়েছে, যা এখানে বাজানো হয় না।',
    serverLeftOut: '“{{server}}”-এ পৌঁছানো যাচ্ছে না: এই উত্তরে এর টুলগুলো বাদ থাকছে।',
  },
  picker: {
    server: 'MCP সার্ভার · {{tools}}',
    toolCount_one: '{{count}}টি টুল',
    toolCount_other: '{{count}}টি টুল',
    toolsUnknown: 'টুলের তালিকা এখনো আনা হয়নি',
  },
};
