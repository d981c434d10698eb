/** Voice: reading replies aloud, dictating into the input, and their settings. */
export const voice = {
  readAloud: 'Read aloud',
  pause: 'Pause reading',
  resume: 'Resume reading',
  stop: 'Stop reading',
  dictate: 'Dictate',
  /** While a push-to-talk dictation records, and while a hands-free one waits for the speaker to pause. */
  listening: 'Listening…',
  transcribing: 'Writing down what you said…',
  level: 'Microphone level',
  readFailed: 'The reply could not be read aloud. {{reason}}',
  dictationFailed: 'The dictation could not be written down. {{reason}}',
  failure: {
    denied: 'PolyChat is not allowed to use the microphone. Allow it in the browser’s settings for this site and try again.',
    noDevice: 'No microphone was found. Connect one and try again.',
    microphone: 'The microphone could not be opened; another app may be using it.',
    auth: 'The voice provider refused the key. Check it in Settings.',
    busy: 'The voice provider is busy. Try again in a moment.',
    failed: 'The voice provider could not do it. Try again, or choose another voice provider in Settings.',
    unreachable: 'The voice provider could not be reached. Check the connection and try again.',
    setup: 'The voice provider’s settings are not complete. Finish them in Settings.',
    unsupported: 'This browser cannot do it by itself. Choose OpenAI or Azure as the voice provider in Settings.',
  },
  settings: {
    title: 'Voice',
    provider: {
      title: 'Voice provider',
      subTitle: 'Who reads replies aloud and writes down dictation. The browser’s own voice works without a key.',
      browser: 'This browser',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: 'Speech model', subTitle: 'The OpenAI model, or the name of the Azure deployment, that reads aloud' },
    voice: { title: 'Voice' },
    speed: { title: 'Speaking speed', subTitle: '1 is normal; from 0.25 to 4' },
    transcriptionModel: { title: 'Transcription model', subTitle: 'The OpenAI model, or the name of the Azure deployment, that writes down dictation' },
    readReplies: { title: 'Read every reply aloud', subTitle: 'Each new reply is read as it arrives' },
    dictationMode: {
      title: 'Dictation',
      push: 'Push to talk: hold the button while you speak',
      handsFree: 'Hands-free: press once, it stops when you pause',
    },
    sendDictation: { title: 'Send dictation at once', subTitle: 'Otherwise the words wait in the input for you to edit' },
  },
  /** The shortcuts dialog's line. */
  shortcut: 'Dictate (hold for push to talk)',
};
