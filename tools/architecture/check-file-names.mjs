#!/usr/bin/env node
/**
 * File-name check for the remotes (docs/ARCHITECTURE.md, "File names"). dependency-cruiser
 * has no rule for names, so this small script walks each remote's `src/` and reports:
 *
 *   - a file whose main export is a React component   -> PascalCase.tsx
 *   - its own styles                                   -> PascalCase.module.css, next to PascalCase.tsx
 *   - every other file (hooks, api calls, atoms, ...)  -> kebab-case.ts / kebab-case.tsx
 *   - CSS that is not one component's own              -> kebab-case.module.css / kebab-case.css
 *   - folders                                          -> kebab-case
 *
 * "Main export is a component" is read from the source, without a compiler: the default export
 * when there is one, else the first exported value (function, const, class); it is a component
 * when the file is .tsx and that name is PascalCase (React's own rule for component names) or the
 * default export is an anonymous function. Types and interfaces are not values and do not count.
 *
 * Usage: node tools/architecture/check-file-names.mjs [root ...]   (default: every mfe-* folder)
 * Exit code 1 when a name is wrong; each problem is printed with the name it should have.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Folders (and their contents) that are not source: build output, dependencies. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.run']);
const CHECKED = /\.(tsx?|css)$/;

/** 'useAuthState' / 'AuthState' / 'auth_state' -> 'use-auth-state' / 'auth-state'. */
export function toKebab(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s.]+/g, '-')
    .toLowerCase();
}

/** 'auth-state' / 'authState' -> 'AuthState'. */
export function toPascal(name) {
  return toKebab(name)
    .split('-')
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}

/** Names the plan gives to a remote's fixed files (src/index.ts, app/routes.tsx, ...): always fine. */
const RESERVED_STEMS = new Set(['index', 'bootstrap', 'lifecycles', 'cart-lifecycles', 'standalone', 'routes']);

/** PascalCase with at least one lower-case letter (so that a constant like `STEPS` is not a component). */
const COMPONENT_NAME = /^[A-Z](?=[A-Za-z0-9]*[a-z])[A-Za-z0-9]*$/;

/** Names of the exported values (functions, constants, classes) in source order. */
function exportedValues(code) {
  return Array.from(
    code.matchAll(/export\s+(?:async\s+)?(?:function\s*\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/g),
    (match) => match[1],
  );
}

/** Whether a .tsx exports something that is not a component (a helper, a constant, a hook). */
export function exportsNonComponent(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return exportedValues(code).some((name) => !COMPONENT_NAME.test(name));
}

const squash = (name) => name.replace(/[-_]/g, '').toLowerCase();

/**
 * The file's main export and whether it is a component. Comments are removed first so that an
 * example in a doc comment does not count. The main export is, in this order: the default export;
 * the exported value named like the file (`cart-line.ts` -> `cartLine`, `CartLine.tsx` -> `CartLine`);
 * in a .tsx the first exported component-like name (a .tsx file is there for its JSX); else the
 * first exported value.
 */
export function mainExportOf(source, extension, stem = '') {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const isTsx = extension === '.tsx';
  const verdict = (name) => ({ name, component: isTsx && COMPONENT_NAME.test(name) });

  const defaultNamed = code.match(/export\s+default\s+(?:async\s+)?(?:function|class)\s*\*?\s*([A-Za-z_$][\w$]*)/);
  if (defaultNamed) return verdict(defaultNamed[1]);
  if (/export\s+default\s+(?:async\s+)?(?:function\s*\*?\s*\(|\(|class\s*\{)/.test(code)) {
    return { name: 'default', component: isTsx };
  }
  const defaultIdentifier = code.match(/export\s+default\s+([A-Za-z_$][\w$]*)/);
  if (defaultIdentifier) return verdict(defaultIdentifier[1]);

  const values = exportedValues(code);
  const namedLikeFile = values.find((name) => squash(name) === squash(stem));
  if (namedLikeFile) return verdict(namedLikeFile);
  const firstComponent = isTsx ? values.find((name) => COMPONENT_NAME.test(name)) : undefined;
  if (firstComponent) return verdict(firstComponent);
  return values.length ? verdict(values[0]) : { name: null, component: false };
}

function splitName(fileName) {
  if (fileName.endsWith('.d.ts')) return { stem: fileName.slice(0, -'.d.ts'.length), extension: '.d.ts' };
  if (fileName.endsWith('.module.css'))
    return { stem: fileName.slice(0, -'.module.css'.length), extension: '.module.css' };
  const extension = path.extname(fileName);
  return { stem: fileName.slice(0, -extension.length), extension };
}

/** Drops test-ish suffixes that are part of the convention: `cart.test.ts` is checked as `cart`. */
function baseStem(stem) {
  return stem.replace(/\.(test|spec|stories)$/, '');
}

/** The naming problem of one file, or null. */
export function problemOf(filePath, source, siblings) {
  const fileName = path.basename(filePath);
  const { stem: rawStem, extension } = splitName(fileName);
  const stem = baseStem(rawStem);

  if (extension === '.module.css' || extension === '.css') {
    if (PASCAL.test(stem)) {
      if (extension === '.module.css' && siblings.has(`${stem}.tsx`)) return null;
      return `"${fileName}": PascalCase styles belong to a component; there is no ${stem}.tsx next to it. Name shared CSS ${toKebab(stem)}${extension}`;
    }
    return KEBAB.test(stem)
      ? null
      : `"${fileName}": CSS that is not a component's own is kebab-case: ${toKebab(stem)}${extension}`;
  }

  if (extension === '.d.ts' || extension === '.ts') {
    return KEBAB.test(stem) ? null : `"${fileName}": not a component, so kebab-case: ${toKebab(stem)}${extension}`;
  }

  // .tsx. A file that exports a component AND other values (helpers, constants) is ambiguous: the
  // check accepts either name for it and only reports names that are wrong whatever the main is.
  if (RESERVED_STEMS.has(stem)) return null;
  const main = mainExportOf(source, extension, stem);
  const ambiguous = main.component && exportsNonComponent(source);
  if (PASCAL.test(stem)) {
    return main.component
      ? null
      : `"${fileName}": its main export ${main.name ?? '(none)'} is not a component, so kebab-case: ${toKebab(stem)}.tsx`;
  }
  if (KEBAB.test(stem)) {
    return !main.component || ambiguous
      ? null
      : `"${fileName}": its main export ${main.name} is a component, so PascalCase: ${toPascal(stem)}.tsx`;
  }
  return main.component
    ? `"${fileName}": its main export ${main.name} is a component, so PascalCase: ${toPascal(stem)}.tsx`
    : `"${fileName}": not a component, so kebab-case: ${toKebab(stem)}.tsx`;
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield { kind: 'dir', full, name: entry.name };
      yield* walk(full);
    } else if (entry.isFile()) {
      yield { kind: 'file', full, name: entry.name, dir };
    }
  }
}

/**
 * Every naming problem under the given remote folders (each one's `src/`). Paths in the result
 * are relative to `base`.
 */
export function findNamingProblems(remoteDirs, base = repoRoot) {
  const problems = [];
  for (const remoteDir of remoteDirs) {
    const src = path.join(remoteDir, 'src');
    if (!fs.existsSync(src)) continue;
    const siblingsOf = new Map();
    for (const item of walk(src)) {
      const relative = path.relative(base, item.full);
      if (item.kind === 'dir') {
        if (!KEBAB.test(item.name)) {
          problems.push({ file: relative, problem: `folder "${item.name}" is kebab-case: ${toKebab(item.name)}` });
        }
        continue;
      }
      if (!CHECKED.test(item.name)) continue;
      if (!siblingsOf.has(item.dir)) siblingsOf.set(item.dir, new Set(fs.readdirSync(item.dir)));
      const source = item.name.endsWith('.tsx') ? fs.readFileSync(item.full, 'utf8') : '';
      const problem = problemOf(item.full, source, siblingsOf.get(item.dir));
      if (problem) problems.push({ file: relative, problem });
    }
  }
  return problems;
}

/** The remotes of the shop: every `mfe-*` folder at the root. */
export function remoteDirs(base = repoRoot) {
  return fs
    .readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => path.join(base, entry.name));
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const args = process.argv.slice(2);
  const roots = args.length ? args.map((arg) => path.resolve(arg)) : remoteDirs();
  const problems = findNamingProblems(roots);
  for (const { file, problem } of problems) console.error(`  file-names: ${file}: ${problem}`);
  if (problems.length) {
    console.error(`\nx ${problems.length} file name(s) break the convention (docs/ARCHITECTURE.md).`);
    process.exit(1);
  }
  console.log(`✔ file names follow the convention (${roots.map((root) => path.basename(root)).join(', ')})`);
}
