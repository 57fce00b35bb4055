import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkKey } from './key.js';
import type { Storage } from './types.js';

/** What a local file's media type is, from its name (the directory keeps no metadata). */
const TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png' };

/** Files in a directory; a key is a path inside it, and one that would resolve outside is refused. */
export function localStorage(root: string): Storage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, checkKey(key));
    if (!file.startsWith(base + path.sep)) throw new Error(`storage: key ${JSON.stringify(key)} leaves the directory`);
    return file;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const body = await fs.readFile(file);
        return { body, size: body.length, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
