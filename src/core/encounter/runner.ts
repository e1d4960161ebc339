import { RulesInputError, requireRecord } from "../errors";
import { createRng, type Rng } from "../random";
import { withoutPath } from "./problem";
import { type Scenario, checkScenario } from "./scenario";

/** One played step: its index and type, and the ruleset's outcome (plain JSON). */
export interface StepRecord<O = unknown> {
  readonly index: number;
  readonly type: string;
  readonly outcome: O;
}

/**
 * How one ruleset plays scenarios: build the in-memory table from the documents, check a
 * step, play it. Playing returns the new table; nothing is mutated, so a step that throws
 * leaves the table as it was.
 */
export interface ScenarioRules<T, S, O> {
  createTable(scenario: Scenario, rng: Rng): T;
  readStep(table: T, raw: Readonly<Record<string, unknown>>, path: string): S;
  playStep(table: T, step: S, rng: Rng): { table: T; outcome: O };
}

export interface EncounterResult<T, O> {
  readonly records: readonly StepRecord<O>[];
  readonly table: T;
}

/**
 * Plays a whole scenario. Every step is read (validated) before any is played, so a bad step
 * is reported with its path and nothing runs. One seeded generator serves the whole run, so the
 * same scenario always plays the same way.
 */
function checkRules(rules: unknown): void {
  const v = requireRecord(rules, "rules", "scenario.invalid");
  for (const key of ["createTable", "readStep", "playStep"]) {
    if (typeof v[key] !== "function") throw new RulesInputError("scenario.invalid", `rules.${key}`, `rules.${key} must be a function`);
  }
}

export function runScenario<T, S, O>(scenario: Scenario, rules: ScenarioRules<T, S, O>): EncounterResult<T, O> {
  const run = runUntilFailure(scenario, rules);
  if (run.failure !== null) throw run.failure;
  return run;
}

/** A run that stopped at a step that failed while playing: the steps played before it, and why it stopped. */
export interface PartialRun<T, O> extends EncounterResult<T, O> {
  readonly failure: RulesInputError | null;
}

/**
 * Like `runScenario`, but a step that fails while playing ends the run instead of losing it:
 * the records before it are kept, so `fray run` can show how the encounter got there. A
 * malformed step still throws before anything is played.
 */
export function runUntilFailure<T, S, O>(given: Scenario, rules: ScenarioRules<T, S, O>): PartialRun<T, O> {
  const scenario = checkScenario(given);
  checkRules(rules);
  const rng = createRng(scenario.seed);
  let table = rules.createTable(scenario, rng);
  const steps = scenario.steps.map((raw, i) => rules.readStep(table, raw, `$.steps[${i}]`));
  const records: StepRecord<O>[] = [];
  for (const [index, step] of steps.entries()) {
    try {
      const played = playOne(() => rules.playStep(table, step, rng), `$.steps[${index}]`);
      table = played.table;
      records.push({ index, type: String(scenario.steps[index]?.["type"]), outcome: played.outcome });
    } catch (error) {
      if (error instanceof RulesInputError) return { records, table, failure: error };
      throw error;
    }
  }
  return { records, table, failure: null };
}

/**
 * A rules error inside a step is reported at that step: the core procedure's own path names its
 * inputs (`weapon.difficulty`), not the scenario's, so only its words are kept.
 */
function playOne<R>(play: () => R, stepPath: string): R {
  try {
    return play();
  } catch (error) {
    if (error instanceof RulesInputError && !error.path.startsWith("$")) {
      throw new RulesInputError(error.code, stepPath, withoutPath(error.message, error.path));
    }
    throw error;
  }
}

/**
 * Plays the steps before `stepIndex` and reads that step (validated against the table they
 * left): what `fray odds` analyses. The step itself is not played.
 */
export function scenarioStep<T, S, O>(given: Scenario, stepIndex: number, rules: ScenarioRules<T, S, O>): { table: T; step: S; path: string } {
  const scenario = checkScenario(given);
  checkRules(rules);
  const path = `$.steps[${stepIndex}]`;
  if (!Number.isInteger(stepIndex) || stepIndex < 0 || stepIndex >= scenario.steps.length) {
    const count = scenario.steps.length;
    const has = count === 0 ? "no steps" : count === 1 ? "only step 0" : `steps 0 to ${count - 1}`;
    throw new RulesInputError("scenario.invalid", `--step ${stepIndex}`, `the scenario has ${has}`);
  }
  const { table } = runScenario({ ...scenario, steps: scenario.steps.slice(0, stepIndex) }, rules);
  return { table, step: rules.readStep(table, scenario.steps[stepIndex] ?? {}, path), path };
}
