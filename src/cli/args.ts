export class UsageError extends Error {}

export const USAGE = `usage:
  fray run <scenario.json> [--json]          play a scripted encounter and print its log
  fray odds <scenario.json> --step N [--json] exact odds of the attack in step N (0-based)
  fray help`;

export type Args =
  | { command: "help" }
  | { command: "run"; file: string; json: boolean }
  | { command: "odds"; file: string; json: boolean; step: number };

export function parseArgs(argv: readonly string[]): Args {
  const [command, ...rest] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") return { command: "help" };
  if (command !== "run" && command !== "odds") throw new UsageError(`unknown command "${command}"`);
  let file: string | undefined;
  let json = false;
  let step: number | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? "";
    if (arg === "--json") json = true;
    else if (arg === "--step") {
      const value = rest[++i];
      if (value === undefined || !/^\d+$/.test(value)) throw new UsageError("--step needs a step number (0, 1, …)");
      step = Number(value);
    } else if (arg.startsWith("--")) throw new UsageError(`unknown option ${arg}`);
    else if (file === undefined) file = arg;
    else throw new UsageError(`unexpected argument "${arg}"`);
  }
  if (file === undefined) throw new UsageError(`${command} needs a scenario file`);
  if (command === "run") return { command, file, json };
  if (step === undefined) throw new UsageError("odds needs --step N");
  return { command, file, json, step };
}
