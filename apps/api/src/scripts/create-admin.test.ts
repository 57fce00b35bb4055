import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createDb } from '../db/create-db.js';
import { verifyPassword } from '../lib/passwords.js';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, 'create-admin.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

describe('npm run create-admin', () => {
  it('creates an administrator, then resets its password, and refuses bad input', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-admin-'));
    const env = { ...process.env, DATABASE_URL: `file:${path.join(dir, 'app.db')}` };
    try {
      const created = await run(tsx, [script, '--email', 'Boss@Example.com', '--password', 'first-pass'], { env });
      expect(created.stdout).toMatch(/Administrator boss@example.com created/);
      const reset = await run(tsx, [script, '--email', 'boss@example.com', '--password', 'second-pass'], { env });
      expect(reset.stdout).toMatch(/Password reset/);
      await expect(run(tsx, [script, '--email', 'nope', '--password', '1'], { env })).rejects.toMatchObject({
        code: 2,
      });

      const database = createDb(env.DATABASE_URL);
      const admins = await database.db.selectFrom('admins').selectAll().execute();
      await database.close();
      expect(admins).toHaveLength(1);
      expect(await verifyPassword(admins[0]!.passwordHash, 'second-pass')).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
