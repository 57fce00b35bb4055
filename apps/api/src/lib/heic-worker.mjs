// Decodes one HEIC upload off the main thread: libheif (WebAssembly) takes seconds on a 12 MP
// photo, during which the server would answer nobody. Plain JavaScript, so that it runs the same
// under tsx, vitest and node. Given { bytes, maxPixels }, it posts { width, height, pixels } or
// { error: 'unreadable' | 'too-many-pixels' }.
import { parentPort, workerData } from 'node:worker_threads';
import decodeHeic from 'heic-decode';

const { bytes, maxPixels } = workerData;
let answer;
try {
  const images = await decodeHeic.all({ buffer: bytes });
  try {
    const [first] = images;
    if (!first) answer = { error: 'unreadable' };
    else if (first.width * first.height > maxPixels) answer = { error: 'too-many-pixels' };
    else {
      const { data, width, height } = await first.decode();
      answer = { width, height, pixels: data };
    }
  } finally {
    images.dispose();
  }
} catch {
  answer = { error: 'unreadable' };
}
parentPort.postMessage(answer, answer.pixels ? [answer.pixels.buffer] : []);
