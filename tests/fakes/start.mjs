// Starts every fake provider by hand: `node tests/fakes/start.mjs [port]` (default: a free port).
// It prints the port and the environment that points the server at it.
import { createFakeProviders } from './server.mjs';

const fake = createFakeProviders();
const { port, url } = await fake.listen(Number(process.argv[2] ?? 0));
console.info(`fake providers listening on port ${port}`);
console.info(
  [
    `BASE_URL=${url}/openai`, `AZURE_URL=${url}/azure`, `GOOGLE_URL=${url}/google`, `ANTHROPIC_URL=${url}/anthropic`,
    `BAIDU_URL=${url}/baidu`, `BYTEDANCE_URL=${url}/bytedance`, `ALIBABA_URL=${url}/alibaba`, `TENCENT_URL=${url}/tencent`,
    `MOONSHOT_URL=${url}/moonshot`, `IFLYTEK_URL=${url}/iflytek`, `STABILITY_URL=${url}/stability`,
  ].join('\n'),
);
const stop = () => fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
