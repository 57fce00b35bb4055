/** A key is `/`-separated segments of lower-case letters, digits, `-`, `_` and `.`, none starting with a dot. */
const KEY = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/;

/** The key itself, or an error: no `..`, no absolute path, nothing a file system or bucket reads specially. */
export function checkKey(key: string): string {
  if (key.length > 512 || !KEY.test(key)) throw new Error(`storage: refused key ${JSON.stringify(key)}`);
  return key;
}
