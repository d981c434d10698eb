// A virtual X display of its own (Xvfb), with a small window manager: without one, no window gets
// the keyboard focus and typed keys go nowhere. xdotool types and clicks as a person would;
// ImageMagick's import photographs the screen. Plain JavaScript, so that bench/desktop.mjs runs the
// same display as the tests (display.d.mts gives its types).

import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCREEN = { width: 1280, height: 800 };

function displayNumber(xvfb) {
  return new Promise((resolve, reject) => {
    let said = '';
    const pipe = xvfb.stdio[3];
    pipe.setEncoding('utf8');
    pipe.on('data', (chunk) => {
      said += chunk;
      if (said.includes('\n')) resolve(said.trim());
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it had a display`)));
  });
}

export async function startDisplay() {
  // -displayfd: Xvfb picks a free display and writes its number, so parallel workers (and a bench
  // run beside the tests) never collide.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const name = `:${await displayNumber(xvfb)}`;
  const env = { DISPLAY: name };
  const manager = spawn('matchbox-window-manager', ['-use_titlebar', 'no'], { stdio: 'ignore', env: { ...process.env, ...env } });
  const tool = async (command, args) => (await run(command, args, { env: { ...process.env, ...env } })).stdout;
  return {
    name,
    env,
    xdotool: (...args) => tool('xdotool', args),
    windows: async (title) => {
      const tree = await tool('xwininfo', ['-root', '-tree']);
      return tree
        .split('\n')
        .filter((line) => line.includes(`"${title}"`))
        .map((line) => line.trim().split(' ')[0] ?? '');
    },
    screenshot: async (path) => void (await tool('import', ['-window', 'root', path])),
    pixel: async (x, y) => {
      const text = await tool('import', ['-window', 'root', '-crop', `1x1+${x}+${y}`, '-depth', '8', 'txt:-']);
      const [, r, g, b] = text.match(/\((\d+),(\d+),(\d+)/) ?? [];
      return [Number(r), Number(g), Number(b)];
    },
    close: () => {
      manager.kill();
      xvfb.kill();
    },
  };
}
