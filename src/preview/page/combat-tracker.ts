/**
 * Foundry v13's combat sidebar, as its core tracker renders it: the round in the header, then
 * `ol.combat-tracker` of `li.combatant[data-combatant-id]` (token image, the name in
 * `.token-name`, the initiative in `.token-initiative`), the acting combatant marked `active`.
 * A ruleset adds what its adapter adds to the tracker as template output: a block before the
 * list and one under a combatant's name. Nothing here knows a ruleset.
 */
import { CHROME } from "./chrome-text";
import type { PreviewSidebar } from "./state";
import type { RenderTemplate } from "../templates";

export interface TrackerRow {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  /** What Foundry prints as the initiative; "" for none yet. */
  readonly initiative: string;
  readonly active: boolean;
  readonly defeated: boolean;
  /** Template output the ruleset puts under the name, if any. */
  readonly below?: string;
}

export interface TrackerSpec {
  readonly round: number;
  /** Template output the ruleset puts before the list (a panel), if any. */
  readonly before?: string;
  readonly rows: readonly TrackerRow[];
}

/** A sidebar whose tracker is built from the page's renderer each time it is drawn. */
export const trackerSidebar = (spec: (render: RenderTemplate) => TrackerSpec): PreviewSidebar => ({
  element: (doc, render) => combatTrackerElement(doc, spec(render)),
});

function fragment(doc: Document, html: string): DocumentFragment {
  const template = doc.createElement("template");
  // Template output: every value in it was escaped by Handlebars.
  template.innerHTML = html.trim();
  return template.content;
}

function rowElement(doc: Document, row: TrackerRow): HTMLElement {
  const li = doc.createElement("li");
  li.className = ["combatant", ...(row.active ? ["active"] : []), ...(row.defeated ? ["defeated"] : [])].join(" ");
  li.dataset["combatantId"] = row.id;
  const img = doc.createElement("img");
  img.className = "token-image";
  img.src = row.img;
  img.alt = "";
  img.width = 32;
  img.height = 32;
  const name = doc.createElement("div");
  name.className = "token-name";
  const strong = doc.createElement("strong");
  strong.className = "name";
  strong.textContent = row.name;
  name.append(strong);
  if (row.below !== undefined) name.append(fragment(doc, row.below));
  const initiative = doc.createElement("div");
  initiative.className = "token-initiative";
  const value = doc.createElement("span");
  value.className = "initiative";
  value.textContent = row.initiative;
  initiative.append(value);
  li.append(img, name, initiative);
  return li;
}

export function combatTrackerElement(doc: Document, spec: TrackerSpec): HTMLElement {
  const aside = doc.createElement("aside");
  aside.className = "preview-sidebar preview-combat";
  aside.setAttribute("aria-label", CHROME.combat);
  const header = doc.createElement("header");
  header.className = "combat-tracker-header";
  const round = doc.createElement("h3");
  round.className = "encounter-title";
  round.textContent = CHROME.round(spec.round);
  header.append(round);
  const list = doc.createElement("ol");
  list.className = "combat-tracker plain";
  for (const row of spec.rows) list.append(rowElement(doc, row));
  aside.append(header);
  if (spec.before !== undefined) aside.append(fragment(doc, spec.before));
  aside.append(list);
  return aside;
}
