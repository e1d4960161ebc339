/**
 * What a person reads about a bad scenario: the JSON path once, then what is wrong. Core
 * messages are written to stand alone (many start with their own path), so the path they
 * already name is not repeated.
 */
import { RulesInputError, requireRecord } from "../errors";

export interface ScenarioProblem {
  readonly code: string;
  /** Where: a scenario JSON path (`$.steps[2].difficulty`), `file:line:column`, or a CLI option. */
  readonly path: string;
  readonly message: string;
}

export function describeProblem(error: RulesInputError): ScenarioProblem {
  if (!(error instanceof RulesInputError)) throw new RulesInputError("input.invalid", "error", "Only a RulesInputError describes a scenario problem");
  return { code: error.code, path: error.path, message: withoutPath(error.message, error.path) };
}

/** `$.steps[0].bid must be at least 0` at `$.steps[0].bid` → `must be at least 0`. */
export function withoutPath(message: string, path: string): string {
  const rest = path !== "" && message.startsWith(path) ? message.slice(path.length).replace(/^:?\s*/, "") : message;
  // requireInt words a range with only a maximum as "between -9007199254740991 and N".
  return rest.replace(new RegExp(`between ${Number.MIN_SAFE_INTEGER} and (-?\\d+)`, "g"), "at most $1");
}

/** One line: `$.steps[2].difficulty: must be between 0 and 1000, got 1000000000 [scenario.invalid]`. */
export function problemLine(problem: ScenarioProblem): string {
  const v = requireRecord(problem, "problem");
  for (const key of ["code", "path", "message"]) if (typeof v[key] !== "string") throw new RulesInputError("input.invalid", `problem.${key}`, `problem.${key} must be text`);
  return `${problem.path}: ${problem.message} [${problem.code}]`;
}
