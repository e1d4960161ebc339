/**
 * Every message Fray posts was looked at for who may see it: a roll or result card goes through
 * chat/post-card.ts (the chat's roll mode), a Roll#toMessage passes rollMessageOptions (v14 needs
 * its option), and every other create is listed here with the reason it keeps its own audience.
 * A new create call fails this test until it is given one of those.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";

const SYSTEM = resolve(import.meta.dirname, "../../../src/system");

/** file → why its direct creates keep their own audience. */
const OWN_AUDIENCE: Readonly<Record<string, string>> = {
  "gm/sender.ts": "a sender request whispered to the GMs (plumbing nobody reads)",
  "combat/events-card.ts": "round events: public, hidden combatants' events whispered to the GMs",
  "wounds/combat/encounter-step.ts": "an encounter step: whispered to the GMs when hidden",
  "wounds/combat/turn-prompts.ts": "the prompt is whispered to the GMs and the owners it asks (its answer is a roll card)",
  "wounds/bennies/spend-benny.ts": "a Benny spent: the table's shared economy, no roll",
  "wounds/bennies/refresh.ts": "the Bennies refresh: the table's shared economy, no roll",
  "trauma/combat/will-to-live-prompt.ts": "the prompt is whispered to the GMs and the owners it asks (its draw is a roll card)",
  "slots/combat/stay.ts": "a sender request whispered to the GMs",
  "slots/react/react-now.ts": "a sender request whispered to the GMs",
  "slots/time/world-time.ts": "world-time notices whispered to the GMs",
  "slots/outro/post-outro.ts": "the combat's outro: public, no roll",
  "slots/treat/treat-bleed-out.ts": "a declared action (treating Bleed Out), no roll",
  "slots/upkeep/card.ts": "the round's upkeep: public rows, hidden combatants' rows shown to GMs only from the GM's record",
  "banks/sheet-commands.ts": "a declared action is public (its attack card goes through postCard)",
  "banks/chat/card-actions.ts": "a bid whispered to the GMs and the defender's owners",
  "track/combat/initiative-roll.ts": "creates the data Roll#toMessage prepared in the chat's mode (hidden combatants: the GMs')",
  "track/combat/world-time.ts": "deaths whispered to the GMs; a final Healing Test owed is a public prompt",
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
}

const sources = files(SYSTEM).map((path) => ({ file: relative(SYSTEM, path), text: readFileSync(path, "utf8") }));

describe("who sees each message Fray posts", () => {
  test("a direct ChatMessage create is only in a file whose audience was decided", () => {
    const direct = sources.filter((s) => s.file !== "chat/post-card.ts" && /ChatMessage(\.implementation)?\.create(Documents)?\(/.test(s.text)).map((s) => s.file);
    expect(direct.filter((f) => !Object.hasOwn(OWN_AUDIENCE, f))).toEqual([]);
  });

  test("no file is listed that no longer creates a message", () => {
    const direct = new Set(sources.filter((s) => /ChatMessage(\.implementation)?\.create(Documents)?\(/.test(s.text)).map((s) => s.file));
    expect(Object.keys(OWN_AUDIENCE).filter((f) => !direct.has(f))).toEqual([]);
  });

  test("every Roll#toMessage names the chat's mode", () => {
    const calls = sources.flatMap((s) => [...s.text.matchAll(/\.toMessage\(([^;]*)\);/g)].map((m) => ({ file: s.file, call: m[1] ?? "" })));
    expect(calls.length).toBeGreaterThan(3);
    expect(calls.filter((c) => !/rollMessageOptions\(|chatModes\(\)\.messageOptions\(/.test(c.call)).map((c) => c.file)).toEqual([]);
  });
});
