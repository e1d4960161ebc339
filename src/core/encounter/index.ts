// The ruleset-neutral scenario machinery behind `fray run`, `fray odds` and the preview: the
// scenario reader, source documents, the runner and the generic in-memory table. A ruleset's
// scenario rules live in its own folder and are reached through the registry (core/rulesets.ts).
export { checkScenario, readScenario } from "./scenario";
export type { Scenario } from "./scenario";
export { readSourceDocument, findDocument } from "./source-document";
export type { SourceDocument } from "./source-document";
export { runScenario, runUntilFailure, scenarioStep } from "./runner";
export type { PartialRun, ScenarioRules, StepRecord } from "./runner";
export { checkDocumentFields, checkFields, closest, documentFieldsOf } from "./fields";
export type { DocumentFields } from "./fields";
export { SCENARIO_BOUNDS, boundedInt } from "./bounds";
export { describeProblem, problemLine } from "./problem";
export type { ScenarioProblem } from "./problem";
export * as table from "./table";
export type { EncounterTable, TableActor, TableWeapon } from "./table";
