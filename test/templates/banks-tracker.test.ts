/**
 * The banks tracker's templates rendered by the real Handlebars in strict mode (a missing
 * field throws): every key resolved, every control named, hostile names escaped, and the GM's
 * Team Bank controls shown to GMs only.
 */
import { describe, expect, test } from "vitest";
import { type BanksActor, type BanksEncounter, defaultBanksActor, defaultBanksEncounter, defaultBanksTeam } from "../../src/core/banks";
import type { CombatantView } from "../../src/core/ruleset";
import { banksTrackerView } from "../../src/view/banks/tracker";
import { allElements, parseHtml, unnamedControls } from "./html";
import { formatText, wordView } from "../../src/view/i18n";
import { createRenderer, en } from "./render";

const render = createRenderer();
const worded = <V>(view: V) => wordView(view, (t) => formatText(en, t));
const XSS = `<img src=x onerror="alert('x')">`;
const ESCAPED = "&lt;img src&#x3D;x onerror&#x3D;&quot;alert(&#x27;x&#x27;)&quot;&gt;";
const T = "systems/fray/templates/banks/combat";

const combatant = (id: string, name: string, state: Partial<BanksActor> = {}): CombatantView<BanksActor> => ({
  id,
  actorId: `a-${id}`,
  name,
  isPlayer: true,
  defeated: false,
  initiative: null,
  state: defaultBanksActor({ ip: 4, ...state }),
});

const encounter: BanksEncounter = {
  ...defaultBanksEncounter(),
  teams: { crew: { ...defaultBanksTeam(), bank: 3, leaderId: "c1", members: ["c1", "c2"], usedTactics: [XSS] } },
};
const combatants = [
  combatant("c1", XSS, { teamId: "crew", recoil: 1, martialMomentum: { targetId: "c3", value: 2 }, turn: { blitzCount: 1, acted: true, passed: false, attackedThisRound: true, ran: false } }),
  combatant("c2", "Joss", { teamId: "crew" }),
  combatant("c3", "Vex"),
];
const trackerView = (isGM: boolean) => worded(banksTrackerView({ view: { round: 1, turn: 0, combatants, encounter }, currentId: "c1", owns: (id) => id === "c1", isGM }));

function check(html: string): void {
  expect(html).not.toMatch(/FRAY\.[A-Za-z]/);
  expect(unnamedControls(parseHtml(html))).toEqual([]);
  expect(html).not.toContain("<img");
}

describe("a combatant's row", () => {
  const rows = trackerView(true).rows;
  const html = rows.map((row) => render(`${T}/row.hbs`, { row })).join("");

  test("shows IP, effective IP, Blitz, next cost, recoil, momentum and status, and escapes the name", () => {
    check(html);
    const first = render(`${T}/row.hbs`, { row: rows[0] });
    const chips = allElements(parseHtml(first)).filter((e) => e.name === "li").map((e) => e.text);
    expect(chips).toEqual(["IP 4", "Eff. 7", "Blitz 1", "Next 2 IP", "Recoil 1", "Momentum 2", "Acting"]);
    expect(first).toContain(`${ESCAPED}: 4 IP, effective 7; Blitz count 1, next Simple action 2 IP; Recoil 1; Acting.`);
    expect(first).toContain('data-tooltip="Next Simple action: 1 × 2 (Blitz) × 1 (size) &#x3D; 2 IP."');
    expect(first).toContain(`aria-label="Pass: ${ESCAPED} takes no further turn this round"`);
  });

  test("no recoil, no momentum, no Pass button for those not on their turn", () => {
    const vex = render(`${T}/row.hbs`, { row: rows[2] });
    check(vex);
    expect(allElements(parseHtml(vex)).filter((e) => e.name === "li").map((e) => e.text)).toEqual(["IP 4", "Eff. 4", "Blitz 0", "Next 1 IP", "To act"]);
    expect(vex).not.toContain("data-fray-banks-pass");
  });
});

describe("the Team Bank panel", () => {
  test("for a GM: bank, leader select, members with remove, add select, clear Tactics, New team", () => {
    const html = render(`${T}/teams.hbs`, { panel: trackerView(true).panel });
    check(html);
    const actions = allElements(parseHtml(html)).flatMap((e) => (e.attrs["data-fray-team-action"] ? [`${e.name}:${e.attrs["data-fray-team-action"]}`] : []));
    expect(actions).toEqual(["button:create", "button:lower", "button:raise", "select:leader", "button:remove", "button:remove", "select:add", "button:clearTactics", "button:disband"]);
    expect(html).toContain("Bank 3");
    expect(html).toContain(`<option value="c1" selected>${ESCAPED}</option>`);
    expect(html).toContain(`Tactics used: ${ESCAPED}`);
    expect(html).toContain(`aria-label="Remove ${ESCAPED} from team crew"`);
  });

  test("for a player: the same facts, no controls", () => {
    const html = render(`${T}/teams.hbs`, { panel: trackerView(false).panel });
    check(html);
    expect(html).not.toContain("data-fray-team-action");
    expect(html).toContain(`Led by ${ESCAPED}`);
    expect(allElements(parseHtml(html)).filter((e) => e.attrs["data-fray-member"]).map((e) => e.text.trim())).toEqual([ESCAPED, "Joss"]);
  });

  test("without teams", () => {
    const html = render(`${T}/teams.hbs`, { panel: worded(banksTrackerView({ view: { round: 1, turn: 0, combatants, encounter: defaultBanksEncounter() }, currentId: null, owns: () => false, isGM: false })).panel });
    check(html);
    expect(html).toContain("No teams in this fight.");
  });
});

describe("the New team dialog", () => {
  test("names every field and escapes the combatants' names", () => {
    const html = render(`${T}/new-team.hbs`, { formId: "f1", suggestedName: "1", combatants: [{ id: "c1", name: XSS, checked: true }, { id: "c2", name: "Joss", checked: false }] });
    check(html);
    expect(html).toContain(`<input type="checkbox" name="members" value="c1" checked>`);
    expect(html.match(new RegExp(ESCAPED.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g"))).toHaveLength(2);
  });
});

describe("the Team Bank panel folds (it must not push the combatants below the fold)", () => {
  test("a details element whose summary shows every team's bank; open for the GM, folded for players", () => {
    for (const isGM of [true, false]) {
      const html = render(`${T}/teams.hbs`, { panel: trackerView(isGM).panel });
      const doc = parseHtml(html);
      const panel = allElements(doc).find((e) => e.name === "details");
      expect(panel !== undefined && panel.attrs["open"] !== undefined).toBe(isGM);
      expect(html).toMatch(/<summary class="fray-banks-teams__header">[\s\S]*Team crew <strong>3<\/strong>[\s\S]*<\/summary>/);
    }
  });
});
