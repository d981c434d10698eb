// One dictation at a time: the microphone asked for in the same moment as the press (nothing is
// loaded or awaited before getUserMedia; the recorder's code loads while the device opens),
// recorded while held (push to talk) or until the speaker pauses (hands-free), then written down
// by the provider or the browser. The microphone is closed the moment the recording ends.

import i18next from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../../components/Toast/showToast';
import { loadNamespace } from '../../i18n/setup';
import { useConfigStore } from '../../stores/config-store';
import { askMicrophone, releaseMicrophone } from '../../services/voice/ask-microphone';
import type { BrowserRecognition } from '../../services/voice/browser-recognition';
import type { OpenMicrophone } from '../../services/voice/microphone';
import { voiceFailureOf } from '../../services/voice/voice-errors';

/** The recorder (and the browser's recognition): loaded as the pointer or the focus reaches
 * Dictate, else at the press, beside the device opening. */
const loadCapture = () => import('../../services/voice/dictation-capture');

/** The provider's transcription: its code loads as a recording starts, ready by its end. */
const loadTranscription = () => import('../../services/voice/transcribe');

export type DictationPhase = 'idle' | 'opening' | 'recording' | 'transcribing';

interface Take {
  mic?: OpenMicrophone;
  recognition?: BrowserRecognition;
  /** Released before the microphone opened: the take ends as soon as it does. */
  endWanted: boolean;
}

/** Told in the voice strings, which load with the first failure. */
function fail(error: unknown): void {
  void loadNamespace('voice').then(() => showToast(i18next.t('voice:dictationFailed', { reason: i18next.t(`voice:failure.${voiceFailureOf(error)}`) })));
}

/** `onText` receives what was said (never empty). */
export function useDictation(onText: (text: string) => void) {
  const [phase, setPhase] = useState<DictationPhase>('idle');
  const [level, setLevel] = useState(0);
  const take = useRef<Take | null>(null);
  const textRef = useRef(onText);
  textRef.current = onText;

  const end = useCallback(() => {
    const current = take.current;
    if (!current) return;
    if (!current.mic) {
      current.endWanted = true;
      return;
    }
    take.current = null;
    setPhase('transcribing');
    setLevel(0);
    const recording = current.mic.finish();
    const { provider, transcriptionModel } = useConfigStore.getState().voice;
    let text: Promise<string>;
    if (current.recognition) {
      current.recognition.stop();
      text = current.recognition.text;
    } else if (provider === 'browser') {
      text = Promise.resolve('');
    } else {
      text = loadTranscription().then((module) => module.transcribe(provider, transcriptionModel, recording));
    }
    text.then(
      (words) => {
        if (words) textRef.current(words);
      },
      fail,
    ).finally(() => setPhase('idle'));
  }, []);

  const start = useCallback(() => {
    if (take.current) return;
    const current: Take = { endWanted: false };
    take.current = current;
    // Asked first, in the press's own task: the browser opens the device while the rest is set up.
    const opened = askMicrophone();
    setPhase('opening');
    const { provider, dictationMode } = useConfigStore.getState().voice;
    Promise.all([opened, loadCapture()]).then(
      ([stream, { captureDictation }]) => {
        if (take.current !== current) {
          releaseMicrophone(stream);
          return;
        }
        try {
          const capture = captureDictation(stream, provider === 'browser', {
            onLevel: (value) => {
              // The first samples: the recording has started, and the meter shows it.
              if (take.current === current) setPhase('recording');
              setLevel(value);
            },
            onActivity: (activity) => {
              if (activity === 'ended' && dictationMode === 'hands-free' && take.current === current) end();
            },
            onFull: () => {
              if (take.current === current) end();
            },
          });
          current.mic = capture.mic;
          current.recognition = capture.recognition;
          if (provider !== 'browser') void loadTranscription();
        } catch (error) {
          releaseMicrophone(stream);
          take.current = null;
          setPhase('idle');
          fail(error);
          return;
        }
        current.recognition?.text.catch((error: unknown) => {
          // The browser's recognition gave up while the take was still on (it cannot run here, or
          // was refused): the microphone closes and the user is told at once.
          if (take.current !== current) return;
          take.current = null;
          current.mic?.close();
          setPhase('idle');
          setLevel(0);
          fail(error);
        });
        if (current.endWanted) end();
      },
      (error: unknown) => {
        // The microphone may still open after the recorder failed to load: it is closed at once.
        opened.then(releaseMicrophone, () => undefined);
        if (take.current === current) take.current = null;
        setPhase('idle');
        fail(error);
      },
    );
  }, [end]);

  const toggle = useCallback(() => (take.current ? end() : start()), [start, end]);

  // Leaving the chat drops a take in progress and closes the microphone.
  useEffect(
    () => () => {
      take.current?.mic?.close();
      take.current?.recognition?.abort();
      take.current = null;
    },
    [],
  );

  return { phase, level, start, end, toggle, prepare: loadCapture };
}
