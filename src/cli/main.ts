/**
 * The `fray` command: the rules core without Foundry (design.md "cli").
 *   fray run <scenario.json> [--json]
 *   fray odds <scenario.json> --step N [--json]
 * Exit codes: 0 done, 2 bad input (usage, unreadable or invalid scenario), 1 unexpected failure.
 */
import { realpathSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { RulesInputError } from "../core/errors";
import { parseArgs, UsageError, USAGE } from "./args";
import { loadLanguage } from "./language";
import { runCommand } from "./run-command";
import { oddsCommand } from "./odds-command";
import { loadScenario } from "./scenario-file";

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

const consoleOutput: Output = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

export async function main(argv: readonly string[], io: Output = consoleOutput): Promise<number> {
  try {
    const args = parseArgs(argv);
    if (args.command === "help") {
      io.out(USAGE);
      return 0;
    }
    const scenario = loadScenario(args.file);
    const lang = loadLanguage();
    if (args.command === "run") runCommand(scenario, { json: args.json, lang }, io);
    else oddsCommand(scenario, { json: args.json, lang, step: args.step }, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`fray: ${error.message}`);
      io.err(USAGE);
      return 2;
    }
    if (error instanceof RulesInputError) {
      io.err(`fray: ${error.path}: ${error.message} [${error.code}]`);
      return 2;
    }
    throw error;
  }
}

/** True when this file is the program Node was asked to run (tsx src/cli/main.ts …). */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return pathToFileURL(realpathSync(entry)).href === pathToFileURL(realpathSync(fileURLToPath(import.meta.url))).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
