/**
 * Preloads every template (parts and partials) so the first sheet or card opens without a
 * fetch per file. Each ruleset registers its own sheets through its adapter.
 */
import { allAdapters } from "../rulesets";
import { COMMON_TEMPLATES, templatePathsIn } from "./template-paths";

/** Partials register under their path, as `{{> "systems/fray/…"}}` uses them. */
export async function preloadTemplates(): Promise<void> {
  await foundry.applications.handlebars.loadTemplates(templatePathsIn([COMMON_TEMPLATES, ...allAdapters().map((a) => a.id)]));
}
