/**
 * Foundry's combat sidebar for the banks tracker views: the core tracker's markup as v13
 * renders it (⚠ `ol.combat-tracker` of `li.combatant[data-combatant-id]`, the name in
 * `.token-name`), with Fray's blocks put where the adapter puts them
 * (src/system/combat/banks/tracker-render.ts): the Team Bank panel before the list, each row's
 * block under the combatant's name. The view-model and templates are the adapter's own.
 */
import { banksTrackerView } from "../../view/banks/tracker";
import { worded } from "../i18n";
import type { RenderTemplate } from "../templates";
import { CHROME } from "../page/chrome-text";
import type { PreviewSidebar } from "../page/state";
import type { BanksFightSample } from "./fight";

/** The combat sidebar of a banks fight. */
export interface TrackerSpec {
  readonly sample: BanksFightSample;
  /** A GM sees the Team Bank controls; a player owns Pell (the combatant acting) only. */
  readonly isGM: boolean;
}

export const trackerSidebar = (spec: TrackerSpec): PreviewSidebar => ({ element: (doc, render) => combatTrackerElement(doc, spec, render) });

const T = "systems/fray/templates/banks/combat";

function fragment(doc: Document, html: string): DocumentFragment {
  const template = doc.createElement("template");
  // Template output: every value in it was escaped by Handlebars.
  template.innerHTML = html.trim();
  return template.content;
}

export function combatTrackerElement(doc: Document, spec: TrackerSpec, render: RenderTemplate): HTMLElement {
  const { sample, isGM } = spec;
  const view = worded(
    banksTrackerView({
      view: { round: sample.round, turn: 1, combatants: sample.combatants, encounter: sample.encounter },
      currentId: sample.currentId,
      owns: (id) => isGM || id === sample.currentId,
      isGM,
    }),
  );
  const aside = doc.createElement("aside");
  aside.className = "preview-sidebar preview-combat";
  aside.setAttribute("aria-label", CHROME.combat);
  const header = doc.createElement("header");
  header.className = "combat-tracker-header";
  const round = doc.createElement("h3");
  round.textContent = CHROME.round(sample.round);
  header.append(round);
  const list = doc.createElement("ol");
  list.className = "combat-tracker plain";
  sample.combatants.forEach((c, i) => {
    const li = doc.createElement("li");
    li.className = `combatant${c.id === sample.currentId ? " active" : ""}`;
    li.dataset["combatantId"] = c.id;
    const img = doc.createElement("img");
    img.className = "token-image";
    img.src = sample.images[c.id] ?? "";
    img.alt = "";
    img.width = 32;
    img.height = 32;
    const name = doc.createElement("div");
    name.className = "token-name";
    const strong = doc.createElement("strong");
    strong.className = "name";
    strong.textContent = c.name;
    name.append(strong);
    const row = view.rows[i];
    if (row !== undefined) name.append(fragment(doc, render(`${T}/row.hbs`, { row })));
    const initiative = doc.createElement("div");
    initiative.className = "token-initiative";
    // Foundry shows the combatant's initiative: banks writes the effective IP there (§8).
    initiative.textContent = String(row?.effectiveIp ?? "");
    li.append(img, name, initiative);
    list.append(li);
  });
  aside.append(header, fragment(doc, render(`${T}/teams.hbs`, { panel: view.panel })), list);
  return aside;
}
