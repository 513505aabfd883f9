/**
 * A migration, once run somewhere, must do the same thing forever (issue 32, item 26): it may
 * import kysely and older migrations (which are frozen too), never live code of the API, whose
 * changes would silently change what an old migration does on a fresh database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const migrationsDir = path.join(__dirname, '../../src/platform/db/migrations');
const migrationFiles = readdirSync(migrationsDir).filter((file) => /^\d{3}_.+\.ts$/.test(file));
const numberOf = (file: string) => Number(file.slice(0, 3));

function importsOf(source: string): string[] {
  return [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((match) => match[1] ?? '');
}

describe('migrations are frozen', () => {
  it('finds the migrations', () => {
    expect(migrationFiles.length).toBeGreaterThan(10);
  });

  it.each(migrationFiles)('%s imports only kysely and older migrations', (file) => {
    const imports = importsOf(readFileSync(path.join(migrationsDir, file), 'utf8'));
    const live = imports.filter((specifier) => {
      if (specifier === 'kysely') return false;
      const older = /^\.\/(\d{3})_[\w-]+$/.exec(specifier);
      return !(older && Number(older[1]) < numberOf(file));
    });
    expect(live).toEqual([]);
  });
});
