/**
 * The renderCombatTracker hook's placement, on a small stand-in of the v13 tracker's DOM
 * (Node has no DOM): the Team Bank panel goes before the list, each row's block under the
 * combatant's name, a second render replaces rather than adds, a render overtaken by a newer
 * one is dropped, and outside a banks world Fray's blocks go away. The HTML is the real
 * templates' output (the combat double renders them with Handlebars).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type CombatDouble, installCombatDouble } from "../../../support/combat-double";
import { banksFight, banksRuleset } from "./banks-fixtures";

const active = vi.hoisted(() => ({ ruleset: null as unknown }));
vi.mock("../../../../src/system/combat/ruleset-context", () => ({ activeCombatRuleset: () => active.ruleset }));
vi.mock("../../../../src/system/trauma/actor-state", () => ({ traumaStateOf: () => ({}) }));

/** Just what tracker-render.ts calls on elements; selectors: ".a, .b", "[attr]", '[attr="v"]'. */
class FakeElement {
  /** What isElement asks of a node (an HTML element, from whichever window). */
  readonly nodeType = 1;
  readonly namespaceURI = "http://www.w3.org/1999/xhtml";
  children: FakeElement[] = [];
  parent: FakeElement | null = null;
  html = "";
  constructor(
    readonly className: string,
    readonly attrs: Record<string, string> = {},
  ) {}
  get dataset(): Record<string, string> {
    const camel = (k: string) => k.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    return Object.fromEntries(Object.entries(this.attrs).filter(([k]) => k.startsWith("data-")).map(([k, v]) => [camel(k), v]));
  }
  private matches(selector: string): boolean {
    const attr = /^\[([\w-]+)(?:="([^"]*)")?\]$/.exec(selector);
    if (attr) return attr[1]! in this.attrs && (attr[2] === undefined || this.attrs[attr[1]!] === attr[2]);
    return selector.startsWith(".") && this.className.split(/\s+/).includes(selector.slice(1));
  }
  private all(): FakeElement[] {
    return this.children.flatMap((c) => [c, ...c.all()]);
  }
  querySelectorAll(selector: string): FakeElement[] {
    return this.all().filter((e) => selector.split(",").some((s) => e.matches(s.trim())));
  }
  querySelector(selector: string): FakeElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }
  append(child: FakeElement): void {
    child.remove();
    child.parent = this;
    this.children.push(child);
  }
  before(node: FakeElement): void {
    node.remove();
    const parent = this.parent!;
    parent.children.splice(parent.children.indexOf(this), 0, node);
    node.parent = parent;
  }
  remove(): void {
    if (this.parent) this.parent.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = null;
  }
  addEventListener(): void {}
}

/** A template element: its first tag becomes a FakeElement carrying the whole HTML. */
function parse(html: string): FakeElement | null {
  const tag = /^<\w+([^>]*)>/.exec(html);
  if (!tag) return null;
  const attrs = Object.fromEntries([...tag[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  const el = new FakeElement(attrs["class"] ?? "", attrs);
  el.html = html;
  return el;
}

const g = globalThis as Record<string, unknown>;
const saved = { document: g["document"], CSS: g["CSS"] };
let foundry: CombatDouble;
beforeEach(() => {
  foundry = installCombatDouble();
  active.ruleset = banksRuleset;
  g["CSS"] = { escape: (s: string) => s };
  g["document"] = {
    createElement: () => {
      const template = { content: { firstElementChild: null as FakeElement | null } };
      return Object.defineProperty(template, "innerHTML", { set: (html: string) => (template.content.firstElementChild = parse(html)) });
    },
  };
});
afterEach(() => {
  foundry.uninstall();
  Object.assign(g, saved);
});

/** Foundry's tracker as v13 renders it: a header, then `ol.combat-tracker` of combatant rows. */
function trackerDom(ids: readonly string[]): FakeElement {
  const root = new FakeElement("tab sidebar-tab");
  root.append(new FakeElement("combat-tracker-header"));
  const list = new FakeElement("combat-tracker plain");
  for (const id of ids) {
    const li = new FakeElement("combatant", { "data-combatant-id": id });
    li.append(new FakeElement("token-name"));
    list.append(li);
  }
  root.append(list);
  return root;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setUp() {
  const fight = banksFight(foundry, { A: { ip: 10 }, B: { ip: 6 } });
  const Combat = g["Combat"] as new (data: unknown) => { turns: { id: string }[] };
  const combat = new Combat({ _id: "cb1", round: 1, turn: 0, combatants: fight.combatants });
  const { onRenderCombatTracker } = await import("../../../../src/system/banks/combat/tracker-render");
  const root = trackerDom(combat.turns.map((t) => t.id));
  const app = { viewed: combat };
  const render = () => onRenderCombatTracker(app as never, root as never);
  return { root, render, fight };
}

describe("the banks blocks in Foundry's tracker", () => {
  test("the panel before the list, each row's block under the combatant's name", async () => {
    const { root, render } = await setUp();
    render();
    await settle();
    expect(root.children.map((c) => c.className)).toEqual(["combat-tracker-header", "fray fray-banks-teams", "combat-tracker plain"]);
    const blockOf = (id: string) => root.querySelector(`[data-combatant-id="${id}"]`)!.querySelector(".token-name")!.children;
    expect(blockOf("c-A").map((b) => b.className)).toEqual(["fray fray-banks-row is-acting"]);
    expect(blockOf("c-A")[0]!.html).toContain("IP 10");
    expect(blockOf("c-B")[0]!.html).toContain("To act");
    render();
    await settle();
    expect(root.querySelectorAll(".fray-banks-teams, .fray-banks-row")).toHaveLength(3);
  });

  test("a render overtaken by a newer one is dropped; a re-render replaces, never adds", async () => {
    const { root, render, fight } = await setUp();
    const handlebars = (g["foundry"] as { applications: { handlebars: { renderTemplate: (p: string, d: object) => Promise<string> } } }).applications.handlebars;
    const real = handlebars.renderTemplate;
    // The first render's templates come back last, after the second render has shown IP 4.
    handlebars.renderTemplate = (path, data) => new Promise((resolve) => setTimeout(() => resolve(real(path, data)), 20));
    render();
    handlebars.renderTemplate = real;
    fight.actors.get("A")!.system.banks.ip = 4;
    render();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(root.querySelectorAll(".fray-banks-teams")).toHaveLength(1);
    expect(root.querySelectorAll(".fray-banks-row").map((r) => /IP (\d+)</.exec(r.html)?.[1])).toEqual(["4", "6"]);
  });

  test("outside a banks world, Fray's blocks go away and nothing is rendered", async () => {
    const { root, render } = await setUp();
    render();
    await settle();
    active.ruleset = { id: "trauma", policy: {}, readState: () => ({}) };
    render();
    await settle();
    expect(root.querySelectorAll(".fray-banks-teams, .fray-banks-row")).toEqual([]);
  });
});
