/**
 * The `fray` command: the rules core without Foundry (design.md "cli").
 *   fray run <scenario.json> [--json] [--out file]
 *   fray odds <scenario.json> --step N [--json] [--out file]
 *   fray --version | --help
 * Exit codes: 0 done, 2 bad input (usage, unreadable or invalid scenario), 1 unexpected failure.
 */
import { realpathSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describeProblem, problemLine } from "../core/encounter";
import { RulesInputError } from "../core/errors";
import { parseArgs, UsageError, USAGE } from "./args";
import { loadLanguage, loadVersion } from "./language";
import { type CommandResult, runCommand } from "./run-command";
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
    if (args.command === "version") {
      io.out(`fray ${loadVersion()}`);
      return 0;
    }
    const scenario = loadScenario(args.file);
    const lang = loadLanguage();
    const result: CommandResult = args.command === "run" ? runCommand(scenario, { json: args.json, lang }) : oddsCommand(scenario, { json: args.json, lang, step: args.step });
    if (args.out === null) io.out(result.text);
    else writeOut(args.out, result.text);
    if (result.problem === null) return 0;
    io.err(`fray: ${problemLine(result.problem)}`);
    return 2;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`fray: ${error.message}`);
      io.err("Run `fray --help` for commands, options and examples.");
      return 2;
    }
    if (error instanceof RulesInputError) {
      io.err(`fray: ${problemLine(describeProblem(error))}`);
      return 2;
    }
    throw error;
  }
}

function writeOut(file: string, text: string): void {
  try {
    writeFileSync(file, `${text}\n`);
  } catch (error) {
    const code = error instanceof Error && "code" in error ? String(error.code) : "unwritable";
    throw new RulesInputError("out.unwritable", `--out ${file}`, `cannot write the file (${code})`);
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
