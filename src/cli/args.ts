export class UsageError extends Error {}

export const USAGE = `usage: fray <command> <scenario.json> [options]

commands:
  run <scenario.json>            play a scripted encounter and print its log
  odds <scenario.json> --step N  exact odds of the attack in step N (counted from 0)
  help                           this text

options:
  --json         print data (JSON) instead of words
  --step N       the step whose odds to compute (odds only)
  --out <file>   write the log or JSON to <file> instead of the terminal
  --version      print fray's version
  --help, -h     print this text

examples:
  fray run examples/trauma/qulia-vs-ashmite.json
  fray run examples/banks/a-running-fight.json --json --out fight.json
  fray odds examples/trauma/qulia-vs-ashmite.json --step 0
  npm run -s fray -- run examples/trauma/qulia-vs-ashmite.json --json | jq .steps
                 (-s keeps npm's banner out of the output)

Scenario files: docs/scenarios.md. Exit codes: 0 done, 2 bad input (usage or scenario), 1 a bug.`;

export interface OutputOptions {
  readonly json: boolean;
  /** Write the log or JSON to this file instead of standard output. */
  readonly out: string | null;
}

export type Args =
  | { command: "help" }
  | { command: "version" }
  | ({ command: "run"; file: string } & OutputOptions)
  | ({ command: "odds"; file: string; step: number } & OutputOptions);

export function parseArgs(argv: readonly string[]): Args {
  const [command, ...rest] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") return { command: "help" };
  if (command === "--version" || command === "-v" || command === "version") return { command: "version" };
  if (command !== "run" && command !== "odds") throw new UsageError(`unknown command "${command}"`);
  let file: string | undefined;
  let json = false;
  let out: string | null = null;
  let step: number | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? "";
    if (arg === "--json") json = true;
    else if (arg === "--step") {
      const value = rest[++i];
      if (value === undefined || !/^\d+$/.test(value)) throw new UsageError("--step needs a step number (0, 1, …)");
      step = Number(value);
    } else if (arg === "--out") {
      const value = rest[++i];
      if (value === undefined || value === "" || value.startsWith("--")) throw new UsageError("--out needs a file name");
      out = value;
    } else if (arg.startsWith("--")) throw new UsageError(`unknown option ${arg}`);
    else if (file === undefined) file = arg;
    else throw new UsageError(`unexpected argument "${arg}"`);
  }
  if (file === undefined) throw new UsageError(`${command} needs a scenario file`);
  if (command === "run") {
    if (step !== undefined) throw new UsageError("--step is for odds; run plays every step");
    return { command, file, json, out };
  }
  if (step === undefined) throw new UsageError("odds needs --step N");
  return { command, file, json, out, step };
}
