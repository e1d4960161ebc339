import { readFileSync } from "node:fs";
import { RulesInputError } from "../core/errors";
import { readScenario, type Scenario } from "../core/encounter";

/** Reads and checks a scenario file; every problem becomes a RulesInputError with a JSON path. */
export function loadScenario(file: string): Scenario {
  let textContent: string;
  try {
    textContent = readFileSync(file, "utf8");
  } catch (error) {
    const reason = error instanceof Error && "code" in error ? String(error.code) : "unreadable";
    throw new RulesInputError("scenario.unreadable", "$", `cannot read ${file} (${reason})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(textContent);
  } catch (error) {
    throw new RulesInputError("scenario.badJson", "$", `${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return readScenario(json);
}
