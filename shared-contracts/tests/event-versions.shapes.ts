/**
 * The shape of every event contract, read from its TypeScript definition with the compiler, and
 * the rule the contract test enforces: an event whose shape changed must carry a new version.
 *
 * Remotes built at different times meet on the bus by wire name (`checkout:cart-state@1`). A
 * payload that changes under the same version reaches a remote built before the change with fields
 * it does not know or without fields it needs. So every (event, version) has ONE shape, recorded in
 * event-versions.snapshot.json; a changed shape needs a version bump (and both sides updated).
 *
 * A contract is an exported `const x = defineSignal|defineStateEvent|defineCommand<...>(owner, name,
 * version?)` anywhere in shared-contracts/src. Its shape is its kind plus the payload type (and a
 * command's answer type), expanded structurally through every type of ours it uses (a field added
 * to `CartItem` changes `checkout:cart-state`). Types from TypeScript's library or a dependency
 * (Promise, React's ComponentType) are recorded by name with their type arguments expanded.
 *
 * The one exception to "never replace a recorded shape": an event no published remote has used yet
 * (added in the same change) may have its entry deleted from the snapshot and recorded again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const snapshotFile = path.join(packageDir, 'tests', 'event-versions.snapshot.json');
export const UPDATE_COMMAND =
  'UPDATE_EVENT_VERSIONS=1 pnpm --filter shared-contracts exec vitest run tests/event-versions.contract.test.ts';

/** A type written as JSON: a primitive or literal as text, `[T]` an array, an object by its fields. */
export type Shape = string | Shape[] | { [key: string]: Shape };

// A type alias (not an interface), so that it is itself a Shape and compares as one.
export type ContractShape = {
  kind: 'signal' | 'state' | 'command';
  payload: Shape;
  /** A command's answer. */
  answer?: Shape;
};

export interface EventContract {
  /** `owner:name`, the wire name without its version. */
  event: string;
  version: number;
  /** Where it is defined, relative to the package (for the messages). */
  file: string;
  /** The function that defines it (defineSignal, ...), for the messages. */
  definedWith: string;
  shape: ContractShape;
}

/** event -> version -> shape, as committed. */
export type RecordedShapes = Record<string, Record<string, ContractShape>>;

const DEFINERS: Record<string, ContractShape['kind']> = {
  defineSignal: 'signal',
  defineStateEvent: 'state',
  defineCommand: 'command',
};

// ---- deriving the shapes ------------------------------------------------------------------

function compilerOptions(): ts.CompilerOptions {
  const configFile = path.join(packageDir, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, packageDir).options;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/**
 * Every event contract in shared-contracts/src. `overrides` replaces files' text (absolute path ->
 * source), so a test can show what a change to a contract does without touching the file.
 */
/** Parsed files, shared by the programs of one test run (a replaced file is never cached). */
const parsedFiles = new Map<string, ts.SourceFile>();

export function deriveEventContracts(overrides: Record<string, string> = {}): EventContract[] {
  const replaced = new Map(Object.entries(overrides).map(([file, text]) => [path.resolve(file), text]));
  const options = compilerOptions();
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, readFile, fileExists } = host;
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = replaced.get(path.resolve(fileName));
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    const cached = parsedFiles.get(fileName);
    if (cached) return cached;
    const parsed = getSourceFile.call(host, fileName, languageVersion, ...rest);
    if (parsed) parsedFiles.set(fileName, parsed);
    return parsed;
  };
  host.readFile = (fileName) => replaced.get(path.resolve(fileName)) ?? readFile.call(host, fileName);
  host.fileExists = (fileName) => replaced.has(path.resolve(fileName)) || fileExists.call(host, fileName);

  // The kit's bus contracts (the fragment host's state event) are recorded with the contracts':
  // one snapshot of every event on the bus.
  const srcDirs = [path.join(packageDir, 'src'), path.join(packageDir, '..', 'shared-kit', 'src')];
  const candidates = srcDirs
    .flatMap((dir) => sourceFiles(dir))
    .filter((file) =>
      /\bdefine(Signal|StateEvent|Command)\s*</.test(replaced.get(file) ?? fs.readFileSync(file, 'utf8')),
    );
  const program = ts.createProgram({ rootNames: candidates, options, host });
  const checker = program.getTypeChecker();
  const contracts: EventContract[] = [];
  for (const file of candidates) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const contract = readContract(declaration, checker, program, path.relative(packageDir, file));
        if (contract) contracts.push(contract);
      }
    }
  }
  return contracts;
}

function readContract(
  declaration: ts.VariableDeclaration,
  checker: ts.TypeChecker,
  program: ts.Program,
  file: string,
): EventContract | null {
  const call = declaration.initializer;
  if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return null;
  const definedWith = call.expression.text;
  const kind = DEFINERS[definedWith];
  if (!kind) return null;
  const where = `${file}: ${declaration.name.getText()}`;
  const [ownerArg, nameArg, versionArg] = call.arguments;
  if (!ownerArg || !nameArg || !ts.isStringLiteral(ownerArg) || !ts.isStringLiteral(nameArg)) {
    throw new Error(`${where}: an event's owner and name must be string literals, so its wire name can be read.`);
  }
  const version = versionArg ? versionArg : defaultVersion(call, checker);
  if (!version || !ts.isNumericLiteral(version)) {
    throw new Error(`${where}: an event's version must be a number literal, so its wire name can be read.`);
  }

  const type = checker.getTypeAtLocation(declaration.name);
  const [payload, answer] = checker.getTypeArguments(type as ts.TypeReference);
  if (!payload) throw new Error(`${where}: cannot read the payload type of this ${definedWith}.`);
  const shapeOf = shapeReader(checker, program);
  const shape: ContractShape = { kind, payload: shapeOf(payload) };
  if (kind === 'command') shape.answer = answer ? shapeOf(answer) : 'unknown';
  return { event: `${ownerArg.text}:${nameArg.text}`, version: Number(version.text), file, definedWith, shape };
}

/** The default of the definer's `version` parameter (bus.ts: `version = 1`). */
function defaultVersion(call: ts.CallExpression, checker: ts.TypeChecker): ts.Expression | undefined {
  const declaration = checker.getResolvedSignature(call)?.getDeclaration();
  const parameter = declaration?.parameters[2];
  return parameter?.initializer;
}

function shapeReader(checker: ts.TypeChecker, program: ts.Program) {
  const isExternal = (symbol: ts.Symbol | undefined) =>
    !!symbol?.declarations?.length &&
    symbol.declarations.every((d) => {
      const source = d.getSourceFile();
      return (
        program.isSourceFileDefaultLibrary(source) ||
        program.isSourceFileFromExternalLibrary(source) ||
        source.fileName.includes('/node_modules/')
      );
    });
  const text = (type: ts.Type) => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  const sortShapes = (shapes: Shape[]) =>
    [...new Map(shapes.map((s) => [JSON.stringify(s), s])).entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, s]) => s);

  const LEAF =
    ts.TypeFlags.Any |
    ts.TypeFlags.Unknown |
    ts.TypeFlags.String |
    ts.TypeFlags.Number |
    ts.TypeFlags.BigInt |
    ts.TypeFlags.Boolean |
    ts.TypeFlags.ESSymbol |
    ts.TypeFlags.Void |
    ts.TypeFlags.Undefined |
    ts.TypeFlags.Null |
    ts.TypeFlags.Never |
    ts.TypeFlags.Literal |
    ts.TypeFlags.TypeParameter |
    ts.TypeFlags.NonPrimitive;

  const visiting = new Set<ts.Type>();

  function withoutUndefined(shape: Shape): Shape {
    if (typeof shape !== 'object' || Array.isArray(shape) || !Array.isArray(shape.oneOf)) return shape;
    const rest = shape.oneOf.filter((member) => member !== 'undefined');
    return rest.length === 1 ? (rest[0] as Shape) : { oneOf: rest };
  }

  function signatureShape(signature: ts.Signature): Shape {
    return {
      params: signature.parameters.map((parameter) => shapeOf(checker.getTypeOfSymbol(parameter))),
      returns: shapeOf(signature.getReturnType()),
    };
  }

  function shapeOf(type: ts.Type): Shape {
    if (type.flags & LEAF) return text(type);
    // A library's or dependency's type: by name, with its type arguments (Promise<Cart>).
    const alias = type.aliasSymbol;
    if (alias && isExternal(alias)) {
      const args = type.aliasTypeArguments ?? [];
      return args.length ? { [alias.name]: args.map(shapeOf) } : alias.name;
    }
    if (type.isUnion()) {
      let members = type.types.map(shapeOf);
      // `boolean` is the union true | false; keep it one word.
      if (members.includes('true') && members.includes('false')) {
        members = [...members.filter((m) => m !== 'true' && m !== 'false'), 'boolean'];
      }
      return { oneOf: sortShapes(members) };
    }
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      return [element ? shapeOf(element) : 'unknown'];
    }
    if (checker.isTupleType(type)) {
      return { tuple: checker.getTypeArguments(type as ts.TypeReference).map(shapeOf) };
    }
    if (!alias && isExternal(type.getSymbol())) {
      const args = type.flags & ts.TypeFlags.Object ? checker.getTypeArguments(type as ts.TypeReference) : [];
      const name = type.getSymbol()?.name ?? text(type);
      return args.length ? { [name]: args.map(shapeOf) } : name;
    }
    if (visiting.has(type)) return { recursive: text(type) };
    visiting.add(type);
    try {
      const shape: Record<string, Shape> = {};
      const properties = [...checker.getPropertiesOfType(type)].sort((a, b) => (a.name < b.name ? -1 : 1));
      for (const property of properties) {
        const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
        const value = shapeOf(checker.getTypeOfSymbol(property));
        shape[optional ? `${property.name}?` : property.name] = optional ? withoutUndefined(value) : value;
      }
      for (const info of checker.getIndexInfosOfType(type)) {
        shape[`[${text(info.keyType)}]`] = shapeOf(info.type);
      }
      const calls = type.getCallSignatures();
      if (calls.length) shape['(call)'] = calls.map(signatureShape);
      return shape;
    } finally {
      visiting.delete(type);
    }
  }
  return shapeOf;
}

/** The snapshot's text, laid out as the repository's formatter (biome) lays out JSON. */
export function formatRecordedShapes(recorded: RecordedShapes): string {
  const LINE_WIDTH = 120;
  const print = (value: unknown, indent: string, prefix: string): string => {
    if (Array.isArray(value)) {
      if (value.length === 0) return '[]';
      const flat = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
      const simple = value.every((item) => typeof item !== 'object' || item === null);
      if (simple && indent.length + prefix.length + flat.length + 1 <= LINE_WIDTH) return flat;
      const inner = `${indent}  `;
      return `[\n${value.map((item) => inner + print(item, inner, '')).join(',\n')}\n${indent}]`;
    }
    if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.length === 0) return '{}';
      const inner = `${indent}  `;
      const lines = entries.map(([key, item]) => {
        const label = `${JSON.stringify(key)}: `;
        return inner + label + print(item, inner, label);
      });
      return `{\n${lines.join(',\n')}\n${indent}}`;
    }
    return JSON.stringify(value);
  };
  return `${print(recorded, '', '')}\n`;
}

// ---- the rule -----------------------------------------------------------------------------

export function readRecordedShapes(file = snapshotFile): RecordedShapes {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RecordedShapes) : {};
}

/** The recorded shapes plus those of versions not recorded yet; a recorded shape is never replaced. */
export function withNewVersions(recorded: RecordedShapes, contracts: EventContract[]): RecordedShapes {
  const next: RecordedShapes = structuredClone(recorded);
  for (const contract of contracts) {
    const versions = next[contract.event] ?? {};
    versions[String(contract.version)] ??= contract.shape;
    next[contract.event] = versions;
  }
  const sorted: RecordedShapes = {};
  for (const event of Object.keys(next).sort()) sorted[event] = next[event] ?? {};
  return sorted;
}

/** Where two shapes differ, as readable paths (`payload.items[].quantity: number -> string`). */
export function shapeDifferences(before: Shape, after: Shape, at = ''): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isObject = (s: Shape): s is Record<string, Shape> => typeof s === 'object' && !Array.isArray(s);
  if (Array.isArray(before) && Array.isArray(after) && before.length === 1 && after.length === 1) {
    return shapeDifferences(before[0] as Shape, after[0] as Shape, `${at}[]`);
  }
  if (isObject(before) && isObject(after) && !('oneOf' in before) && !('oneOf' in after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => {
      const where = at ? `${at}.${key}` : key;
      if (!(key in before)) return [`${where}: added`];
      if (!(key in after)) return [`${where}: removed`];
      return shapeDifferences(before[key] as Shape, after[key] as Shape, where);
    });
  }
  return [`${at || '(whole)'}: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`];
}

/** What is wrong between the contracts as defined now and the recorded shapes; empty when nothing. */
export function versionProblems(contracts: EventContract[], recorded: RecordedShapes): string[] {
  const problems: string[] = [];
  const seen = new Map<string, EventContract>();
  for (const contract of contracts) {
    const wire = `${contract.event}@${contract.version}`;
    const twin = seen.get(wire);
    if (twin) {
      problems.push(`Event "${wire}" is defined twice (${twin.file} and ${contract.file}): one definition per event.`);
      continue;
    }
    seen.set(wire, contract);
    const before = recorded[contract.event]?.[String(contract.version)];
    if (!before) {
      problems.push(
        `Event "${wire}" (${contract.file}) has no recorded shape. Record it in tests/event-versions.snapshot.json (recorded shapes are never overwritten):\n  ${UPDATE_COMMAND}`,
      );
      continue;
    }
    const differences = shapeDifferences(before, contract.shape);
    if (differences.length === 0) continue;
    const nextVersion = Math.max(...Object.keys(recorded[contract.event] ?? {}).map(Number), contract.version) + 1;
    problems.push(
      [
        `Event "${contract.event}" changed its shape but is still version ${contract.version} (${contract.file}):`,
        ...differences.map((d) => `  - ${d}`),
        `Remotes built before this change still send and expect the recorded shape under "${wire}".`,
        `Bump its version: ${contract.definedWith}<...>('${contract.event.replace(':', "', '")}', ${nextVersion}),`,
        `update its emitters and subscribers, then record the new version's shape in`,
        `tests/event-versions.snapshot.json (the old version's shape stays recorded):`,
        `  ${UPDATE_COMMAND}`,
      ].join('\n'),
    );
  }
  return problems;
}
