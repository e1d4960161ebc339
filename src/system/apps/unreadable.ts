/**
 * An actor the rules cannot read (design.md: "an actor the core cannot read shows a clear error
 * on its sheet and in the tracker, never a silent skip"): the problem in words a GM can act on,
 * the field's path included, shown as a banner on the sheet and a warning on its tracker row.
 */
import { RulesInputError } from "../../core/errors";

/** The sentence to show, or null when the rules read the actor. Other errors are not the data's fault: rethrown. */
export function unreadableProblem(read: () => unknown): string | null {
  try {
    read();
    return null;
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
    return game.i18n.format("FRAY.Common.Sheet.Unreadable", { error: error.message, path: error.path });
  }
}

/** Puts (or removes) the problem banner at the top of a rendered window's content. */
export function showProblem(root: HTMLElement, problem: string | null): void {
  root.querySelector(":scope .fray-unreadable")?.remove();
  if (problem === null) return;
  const banner = document.createElement("p");
  banner.className = "fray-unreadable";
  banner.setAttribute("role", "alert");
  // textContent: the problem quotes what a user typed, never HTML.
  banner.textContent = problem;
  const content = root.querySelector(".window-content") ?? root;
  content.prepend(banner);
}
