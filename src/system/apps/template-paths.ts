/**
 * The templates Fray renders, as Foundry serves them. The list is made from templates/ when the
 * bundle is built (scripts/template-list.ts); a world preloads `common/` and the folder of each
 * registered ruleset, so a new ruleset's templates need no list of their own.
 */
import files from "virtual:fray-templates";

export const TEMPLATE_ROOT = "systems/fray/templates";

/** The shared templates' folder; every other folder is a ruleset's, named by its id. */
export const COMMON_TEMPLATES = "common";

export function templatePathsIn(folders: readonly string[]): string[] {
  return files.filter((f) => folders.some((folder) => f.startsWith(`${folder}/`))).map((f) => `${TEMPLATE_ROOT}/${f}`);
}

/** Every template file there is (tests compare it with the folders the adapters preload). */
export const ALL_TEMPLATE_PATHS: readonly string[] = files.map((f) => `${TEMPLATE_ROOT}/${f}`);
