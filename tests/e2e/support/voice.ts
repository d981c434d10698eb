// The voice tests' microphone: real speech made with espeak-ng and sox (48 kHz mono 16-bit, with a
// second and a half of silence after it, so that hands-free dictation hears the speaker pause),
// given to Chromium as its capture device. Made once per worker, before the browser starts.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test as chatTest, type RecordedRequest } from './chat-fixtures';
import { snap } from './fixtures';

/** What the microphone says. */
const SPOKEN = 'Please write a short poem about the sea.';
/** Silence before the speech and after it, in seconds. */
const LEAD_SILENCE_S = '0.3';
const TRAIL_SILENCE_S = '1.5';

function makeMicrophoneFile(): string {
  const folder = join(tmpdir(), `polychat-voice-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  const speech = join(folder, 'speech.wav');
  const microphone = join(folder, 'microphone.wav');
  execFileSync('espeak-ng', ['-w', speech, SPOKEN]);
  execFileSync('sox', [speech, '-r', '48000', '-c', '1', '-b', '16', microphone, 'pad', LEAD_SILENCE_S, TRAIL_SILENCE_S]);
  return microphone;
}

export interface VoiceChoice {
  provider?: 'browser' | 'openai' | 'azure';
  transcriptionModel?: string;
  readReplies?: boolean;
  dictationMode?: 'push' | 'hands-free';
  sendDictation?: boolean;
}

/** Sets the voice settings in Settings, as a person would, and comes back to the chat; `picture`
 * names a screenshot of the section taken on the way. */
export async function chooseVoice(page: Page, choice: VoiceChoice, picture?: string): Promise<void> {
  await page.evaluate(() => (location.hash = '#/settings'));
  const section = page.getByRole('region', { name: 'Voice' });
  if (choice.provider) await section.getByRole('combobox', { name: 'Voice provider' }).selectOption(choice.provider);
  if (choice.transcriptionModel !== undefined) await section.getByRole('textbox', { name: 'Transcription model' }).fill(choice.transcriptionModel);
  if (choice.readReplies !== undefined) await setSwitch(section.getByRole('switch', { name: 'Read every reply aloud' }), choice.readReplies);
  if (choice.dictationMode) await section.getByRole('combobox', { name: 'Dictation' }).selectOption(choice.dictationMode);
  if (choice.sendDictation !== undefined) await setSwitch(section.getByRole('switch', { name: 'Send dictation at once' }), choice.sendDictation);
  if (picture) {
    await section.scrollIntoViewIfNeeded();
    await snap(page, picture);
  }
  await page.evaluate(() => (location.hash = '#/chat'));
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
}

async function setSwitch(control: ReturnType<Page['getByRole']>, on: boolean): Promise<void> {
  if ((await control.getAttribute('aria-checked')) !== String(on)) await control.click();
  await expect(control).toHaveAttribute('aria-checked', String(on));
}

/** Chromium's microphone plays the file; its permission is granted without a prompt. */
const FAKE_MICROPHONE = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${makeMicrophoneFile()}`];

/** The chat's tests in a browser whose microphone is `microphoneArgs` (the fake one by default). */
export const test = chatTest.extend<object, { microphoneArgs: string[] }>({
  microphoneArgs: [FAKE_MICROPHONE, { scope: 'worker', option: true }],
  launchOptions: [
    async ({ launchOptions, microphoneArgs }, use) => use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...microphoneArgs] }),
    { scope: 'worker' },
  ],
});

type AudioRequest = RecordedRequest & { headers: Record<string, string | undefined>; json: { input?: string }; audio?: { format: string; sampleRate?: number; channels?: number; rms?: number; seconds?: number } };

/** What the fake received on its speech or transcription endpoint. */
export async function audioRequests(fake: { url: string }, kind: 'speech' | 'transcriptions'): Promise<AudioRequest[]> {
  const all = (await (await fetch(`${fake.url}/__requests`)).json()) as AudioRequest[];
  return all.filter((request) => request.path.endsWith(`/audio/${kind}`));
}

export const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });
export const dictate = (page: Page) => page.getByRole('button', { name: 'Dictate' });
