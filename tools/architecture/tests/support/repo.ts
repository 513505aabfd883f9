import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (tools/architecture/tests/support -> four levels up). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
