import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: 'থামানো হয়েছে: {{rounds}} রাউন্ডের পরেও মডেলটি টুল কল করে যাচ্ছিল।',
  requestWorkerStopped: 'অ্যাপের ভেতরে মডেলের সাথে সংযোগ বিচ্ছিন্ন হয়ে গেছে। মেসেজটি আবার পাঠান।',
  replying: '{{model}} উত্তর দিচ্ছে…',
  replied: '{{model}}-এর উত্তর: {{text}}',
  workerStopped: 'অ্যাপের পটভূমিতে চলা একটি অংশ বন্ধ হয়ে গেছে। আবার চেষ্টা করুন।',
  workerTimedOut: 'অ্যাপের পটভূমিতে চলা একটি অংশ সময়মতো সাড়া দেয়নি। আবার চেষ্টা করুন।',
};
