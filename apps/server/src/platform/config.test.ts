import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.ts';

describe('configuration paths', () => {
  it('REPO_ROOT is the repository root, so DATA_DIR and WEB_DIST_DIR resolve where the README says', async () => {
    const root = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(root.name).toBe('aurora-crm');
    const config = loadConfig({});
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(config.webDistDir).toBe(path.join(REPO_ROOT, 'apps', 'web', 'dist'));
  });
});
