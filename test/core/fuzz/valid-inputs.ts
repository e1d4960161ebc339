/**
 * Valid calls per fuzzed function (`face.name` → argument lists), so the hostile mutations start
 * from realistic data: the fuzzer replaces one value or renames one key of these. A function
 * without an entry still gets arbitrary arguments. Built from the worked examples' fixtures.
 */
import { type BanksAttackCard, banksRuleset, attackPool, bankContext, damageBanksOf, declarationOf, defaultBanksActor, defaultBanksEncounter, defaultBanksTeam, defaultBanksWeapon } from "../../../src/core/banks";
import { parseCards, standardDeck } from "../../../src/core/cards";
import { createRng } from "../../../src/core/random";
import { type Scenario, readScenario } from "../../../src/core/encounter";
import { readFileSync } from "node:fs";
import { defaultTraumaActor, traumaRuleset } from "../../../src/core/trauma";

type Calls = readonly (() => unknown[])[];

/** A worked example scenario as `fray run` reads it (examples/<ruleset>/<name>.json). */
const example = (path: string): Scenario => readScenario(JSON.parse(readFileSync(new URL(`../../../examples/${path}`, import.meta.url), "utf8")));

const qulia = () => ({
  ...defaultTraumaActor({ isLead: true, maxVim: 17, abilities: { communicate: 2, labor: 2, move: 2, operate: 4, sense: 3, surge: 2, think: 5, will: 2 }, lobes: { correl: 2, focal: 3, marvel: 0, natural: 0 } }),
});
const ashmite = () => ({
  ...defaultTraumaActor({ isLead: false, maxVim: 12, abilities: { labor: 4, move: 2, sense: 4, will: 3 }, behaviors: [{ scope: "type", key: "Blunt", percent: 150, label: "Weak to Blunt Trauma" }] }),
});
const grimgrin = () => ({ difficulty: 7, ability: "operate", lobe: "correl", traumaType: "Biotic", spread: [100, 60], condition: "Paralysis" });
const member = () => defaultBanksActor({ teamId: "t1", skills: { dodge: 2 } });
const team = () => ({ ...defaultBanksTeam(), leaderId: "m1", bank: 2, members: ["m1"] });
const pool = () => ({ attribute: "AGI", skill: "dodge", bonus: 1 });
const banksEncounter = () => ({ ...defaultBanksEncounter(), teams: { t1: team() } });
const banksView = () => ({
  round: 1,
  turn: null,
  combatants: [
    { id: "m1", actorId: "a1", name: "Tomas", isPlayer: true, defeated: false, initiative: null, state: member() },
    { id: "m2", actorId: "a2", name: "Ines", isPlayer: false, defeated: false, initiative: null, state: { ...defaultBanksActor({ skills: { dodge: 1 } }), ip: 3 } },
  ],
  encounter: banksEncounter(),
});
const traumaView = () => ({
  round: 1,
  turn: null,
  combatants: [
    { id: "q", actorId: "a1", name: "Qulia", isPlayer: true, defeated: false, initiative: null, state: qulia() },
    { id: "x", actorId: "a2", name: "Ashmite", isPlayer: false, defeated: false, initiative: null, state: ashmite() },
  ],
  encounter: {},
});
/** An attack card as a chat message stores it, rolled (its dice as many as its pool). */
function banksCard(): BanksAttackCard {
  const card: BanksAttackCard = {
    version: 1,
    attacker: { actorUuid: "Actor.m1", name: "Tomas", combatantId: null, state: member() },
    weapon: { itemUuid: "Item.w", name: "Carbine", profile: { ...defaultBanksWeapon(), code: "6P 2I", auto: 3 } },
    action: "burstFire",
    bullets: 3,
    pool: { attribute: "AGI", skill: "dodge", bonus: 0 },
    choice: "standard",
    targets: [{ actorUuid: "Actor.m2", name: "Ines", combatantId: null }],
    dice: null,
  };
  const size = attackPool(declarationOf(card)).size;
  return { ...card, dice: Array.from({ length: size }, (_, i) => [6, 5, 1, 3][i % 4]!) };
}

export const VALID_INPUTS: Record<string, Calls> = {
  "trauma.applyPercent": [() => [17, 60], () => [0, 150]],
  "trauma.applyPercents": [() => [17, [150, 60]]],
  "trauma.biologicalTimers": [() => [qulia(), { hours: 7, hoursElapsed: 2 }]],
  "trauma.resolveAttack": [
    () => [{ attacker: qulia(), target: ashmite(), weapon: grimgrin(), draw: { cards: parseCards("4S 3S 2D 2C") } }],
    () => [{ attacker: qulia(), target: ashmite(), weapon: grimgrin(), draw: { cards: parseCards("4S 3S 2D 2C") }, resistance: { cards: parseCards("8S 4D AC") } }],
  ],
  "trauma.validateTraumaActor": [() => [qulia()], () => [ashmite()]],
  "trauma.setMaxVim": [() => [qulia(), 20]],
  "trauma.perkDeck": [() => [2]],
  "trauma.sampleFinalTrauma": [() => [{ attacker: qulia(), target: ashmite(), weapon: grimgrin() }, () => 0.42]],
  "trauma.attackOdds": [() => [{ attacker: qulia(), target: ashmite(), weapon: grimgrin(), usePerks: false }]],
  "trauma.resolveResistance": [() => [{ modified: 6, family: "Molecular", target: ashmite(), cards: parseCards("8S 4D AC") }]],
  "trauma.startOfRound": [() => [{ ...qulia(), vim: { ...qulia().vim, lifeSupport: 0, clot: 17 } }, { cards: parseCards("9S 7S") }]],
  "trauma.traumaCombat.startRound": [() => [traumaView()]],
  "trauma.traumaCombat.endRound": [() => [traumaView()]],
  "trauma.traumaCombat.turnOrder": [() => [traumaView()]],
  "trauma.traumaCombat.canAct": [() => [traumaView().combatants[0]]],
  "banks.actionCost": [() => [{ kind: "simple", blitzCount: 2 }], () => [{ kind: "complex", base: 3, blitzCount: 1, sizeSteps: 1, fullCoverAttack: true }]],
  "banks.takeAction": [() => [{ actor: { ...member(), ip: 6 }, team: { id: "t1", memberId: "m1", state: team() }, action: { kind: "simple" } }]],
  "banks.teamOf": [() => [banksEncounter(), "m1", member()]],
  "banks.activeDodgePoolSize": [() => [member(), pool()]],
  "banks.teamRollPoolSize": [() => [member(), { kind: "leadership", pool: pool() }, 2]],
  "banks.validateBanksActor": [() => [member()]],
  "banks.validateBanksEncounter": [() => [{ ...defaultBanksEncounter(), teams: { t1: team() } }]],
  "banks.banksAttackOutcome": [() => [banksCard(), { state: { ...defaultBanksActor(), cover: "partial" }, reach: 0 }, { recordedThreshold: 2 }], () => [banksCard(), { state: defaultBanksActor(), reach: 1 }, { recordedThreshold: null, momentum: 1 }]],
  "banks.declarationOf": [() => [banksCard()]],
  "banks.resolveAttack": [() => [{ test: { dice: [6, 6, 5, 1], threshold: 1, gr: 0 }, weapon: { ...defaultBanksWeapon(), code: "6P 2I", auto: 3 }, target: defaultBanksActor(), bullets: 3, choice: "multiHit" }]],
  "banks.applyDamage": [() => [{ target: defaultBanksActor(), components: "6P 3I", critical: true, medTL: 1 }]],
  "banks.addToBank": [() => [damageBanksOf(defaultBanksActor()), "stun", 9, bankContext(defaultBanksActor(), 1)]],
  "banks.banksCombat.turnOrder": [() => [banksView(), createRng(3)]],
  "banks.banksCombat.startCombat": [() => [banksView()]],
  "banks.banksCombat.startRound": [() => [banksView(), createRng(3)]],
  "banks.banksCombat.startTurn": [() => [banksView(), "m1"]],
  "banks.banksCombat.endRound": [() => [banksView()]],
  "banks.banksCombat.endTurn": [() => [banksView(), "m2"]],
  "banks.banksCombat.canAct": [() => [banksView().combatants[1]]],
  "banks.attackPool": [() => [{ attacker: member(), weapon: defaultBanksWeapon(), action: "fireSimpleWeapon", pool: pool() }]],
  "cards.drawCards": [() => [{ deck: standardDeck().slice(0, 5), hand: [] }, "deck", "hand", 2]],
  "cards.standardDeck": [() => [{ jokers: 2, prefix: "x" }]],
  "encounter.runScenario": [() => [example("trauma/qulia-vs-ashmite.json"), traumaRuleset.scenario], () => [example("banks/burst-through-armor.json"), banksRuleset.scenario]],
  "encounter.readScenario": [() => [example("banks/melee-and-grapples.json")]],
  "trauma.traumaRuleset.scenario.createTable": [() => [example("trauma/a-running-fight.json"), createRng(1)]],
  "random.shuffle": [() => [createRng(7), [1, 2, 3, 4]]],
};
