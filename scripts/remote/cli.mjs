#!/usr/bin/env node
import { pathToFileURL } from 'node:url';
/**
 * The remote delivery commands teams and QA type (`npm run remote:<command> -- ...`): one small CLI
 * over the registry's HTTP API, one file per command beside it, one HTTP client (api-client.mjs).
 *
 *   node scripts/remote/cli.mjs <token|publish|canary|promote|abort|rollback|history|status|override|list> ...
 *
 * Settings: API_URL (the API, default the local one of topology.json), SHOP_URL (the shop's public
 * URL for override links), REMOTE_TOKEN (a team's token), STAFF_API_KEY (else the API's embedded key
 * file). Exit codes: 0 done, 1 refused or failed (the API's message on one line), 2 mistyped.
 */
import { parseArgs } from 'node:util';
import abort from './abort.mjs';
import { ApiError, createClient } from './api-client.mjs';
import canary from './canary.mjs';
import history from './history.mjs';
import list from './list.mjs';
import override from './override.mjs';
import promote from './promote.mjs';
import publish from './publish.mjs';
import rollback from './rollback.mjs';
import status from './status.mjs';
import token from './token.mjs';
import { UsageError } from './usage-error.mjs';

export const COMMANDS = { token, publish, canary, promote, abort, rollback, history, status, override, list };

/** A command line's command, positional arguments and flags; throws UsageError when mistyped. */
export function parseCommand(argv) {
  const [name, ...rest] = argv;
  const command = COMMANDS[name];
  if (!command) throw new UsageError(`Unknown command "${name ?? ''}": one of ${Object.keys(COMMANDS).join(', ')}`);
  try {
    const { positionals, values } = parseArgs({
      args: rest,
      options: command.options,
      allowPositionals: true,
      strict: true,
    });
    return { name, command, positionals, values };
  } catch (error) {
    throw new UsageError(error.message);
  }
}

/** Runs one command line; answers the exit code. `connect(auth)` makes the HTTP client (tests pass their own). */
export async function main(
  argv,
  {
    env = process.env,
    print = console.log,
    printError = console.error,
    connect = (auth) => createClient({ auth }),
  } = {},
) {
  try {
    const { command, positionals, values } = parseCommand(argv);
    await command.run({ positionals, values, env, connect, print });
    return 0;
  } catch (error) {
    const prefix = COMMANDS[argv[0]] ? `remote:${argv[0]}` : 'remote';
    if (error instanceof UsageError) {
      printError(`${prefix}: ${error.message}`);
      if (COMMANDS[argv[0]]) printError(`Usage: npm run ${COMMANDS[argv[0]].usage}`);
      return 2;
    }
    printError(`${prefix}: ${error.message}`);
    if (error instanceof ApiError)
      for (const failure of error.failures) printError(`  ${failure.rule}: ${failure.message}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
