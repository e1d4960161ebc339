/**
 * An actor the rules cannot read is never skipped silently: the sheet shows why, the tracker row
 * carries a warning, and the GM is told once when the automation passes it over.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { RulesInputError } from "../../../src/core/errors";

const readState = vi.fn();
vi.mock("../../../src/system/active-ruleset", () => ({ activeAdapter: () => ({ combat: { readState } }) }));

const { unreadableProblem } = await import("../../../src/system/apps/unreadable");
const { markUnreadableCombatants } = await import("../../../src/system/combat/unreadable-combatants");
const { reportSkipped } = await import("../../../src/system/combat/skipped-report");

/** Just enough DOM: elements that hold children, attributes and text. */
class ElementDouble {
  children: ElementDouble[] = [];
  attributes = new Map<string, string>();
  className = "";
  title = "";
  textContent = "";
  constructor(readonly tag: string) {}
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  append(child: ElementDouble): void {
    this.children.push(child);
  }
}

const warnings: string[] = [];
const bad = new RulesInputError("trauma.lead.maxVim", "system.trauma.maxVim", "Max Vim must be between 1 and 40, got 99");

beforeEach(() => {
  warnings.length = 0;
  const g = globalThis as Record<string, unknown>;
  g["game"] = { user: { isGM: true }, i18n: { format: (key: string, data: Record<string, string>) => `${key}|${data["name"] ?? ""}|${data["error"]}|${data["path"]}` } };
  g["ui"] = { notifications: { warn: (text: string) => void warnings.push(text) } };
  g["document"] = { createElement: (tag: string) => new ElementDouble(tag) };
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  for (const name of ["game", "ui", "document"]) Reflect.deleteProperty(globalThis, name);
  vi.restoreAllMocks();
});

describe("an actor the rules cannot read", () => {
  test("its sheet's problem names the error and the field's path; a readable actor has none; a bug is not dressed up as bad data", () => {
    expect(unreadableProblem(() => ({}))).toBeNull();
    expect(
      unreadableProblem(() => {
        throw bad;
      }),
    ).toBe("FRAY.Common.Sheet.Unreadable||Max Vim must be between 1 and 40, got 99|system.trauma.maxVim");
    expect(() =>
      unreadableProblem(() => {
        throw new TypeError("a bug");
      }),
    ).toThrow(TypeError);
  });

  test("its tracker row gets a labelled warning; readable combatants' rows do not", () => {
    const rows = new Map([
      ["c1", { name: new ElementDouble("span") }],
      ["c2", { name: new ElementDouble("span") }],
    ]);
    const html = { querySelector: (selector: string) => { const id = /data-combatant-id="(\w+)"/.exec(selector)?.[1] ?? ""; const row = rows.get(id); return row ? { querySelector: () => row.name } : null; } };
    readState.mockImplementation((actor: { id: string }) => {
      if (actor.id === "a1") throw bad;
      return {};
    });
    const combatants = [
      { id: "c1", name: "Ashmite", actor: { id: "a1", name: "Ashmite" } },
      { id: "c2", name: "Qulia", actor: { id: "a2", name: "Qulia" } },
    ];
    markUnreadableCombatants({ viewed: { combatants } as unknown as Combat.Implementation }, html as unknown as HTMLElement);
    const [badge] = rows.get("c1")!.name.children;
    expect(badge?.attributes.get("aria-label")).toBe("FRAY.Common.Combat.Unreadable|Ashmite|Max Vim must be between 1 and 40, got 99|system.trauma.maxVim");
    expect(badge?.attributes.get("role")).toBe("img");
    expect(rows.get("c2")!.name.children).toEqual([]);
  });

  test("the GM is told once per actor and session when the automation passes it over", () => {
    reportSkipped("Ashmite", "Actor.a1", bad);
    reportSkipped("Ashmite", "Actor.a1", bad);
    reportSkipped("Qulia", "Actor.a2", new Error("not the data's fault"));
    expect(warnings).toEqual(["FRAY.Common.Combat.Unreadable|Ashmite|Max Vim must be between 1 and 40, got 99|system.trauma.maxVim"]);
  });
});
