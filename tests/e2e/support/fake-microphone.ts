// The launch options of a browser whose microphone plays a sound file (made by the test with sox or
// espeak-ng): Chromium's own fake capture device, its permission prompt answered yes.

export function fakeMicrophoneLaunch(file: string) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${file}`,
    ],
  };
}
