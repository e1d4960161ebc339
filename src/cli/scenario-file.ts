import { readFileSync } from "node:fs";
import { RulesInputError } from "../core/errors";
import { checkDocumentFields, documentFieldsOf, readScenario, type Scenario } from "../core/encounter";
import { requireRuleset } from "../core/rulesets";
import { JsonSyntaxError, parseJsonText } from "./json-text";

const UNREADABLE: Readonly<Record<string, string>> = { ENOENT: "no such file", EISDIR: "a folder, not a file", EACCES: "permission denied" };

/**
 * Reads and checks a scenario file; every problem becomes a RulesInputError with a JSON path
 * (or `file:line:column` for a syntax error). Unknown fields of the ruleset's document slices are
 * refused before any value is checked, so a typo is named as one.
 */
export function loadScenario(file: string): Scenario {
  let textContent: string;
  try {
    textContent = readFileSync(file, "utf8");
  } catch (error) {
    const code = error instanceof Error && "code" in error ? String(error.code) : "";
    throw new RulesInputError("scenario.unreadable", file, `cannot read the scenario: ${UNREADABLE[code] ?? (code || "unreadable")}`);
  }
  let json: unknown;
  try {
    json = parseJsonText(textContent);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    throw new RulesInputError("scenario.badJson", `${file}:${error.line}:${error.column}`, `invalid JSON: ${error.message}`);
  }
  const scenario = readScenario(json);
  checkDocumentFields(scenario, scenario.ruleset, documentFieldsOf(requireRuleset(scenario.ruleset, "$.ruleset")));
  return scenario;
}
