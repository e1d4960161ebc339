/**
 * Sample scenes for the combat cards, played by the encounter engine through
 * src/view/scenario-player.ts (as `fray run` plays them): the seed's attack twice leaves the
 * Ashmite at Life Support 0 with no Overkill, so the next round starts with a Will-to-Live
 * draw. The cards are named so the cards and the log never change.
 */
import type { Card } from "../../core/cards";
import { parseCard } from "../../core/cards";
import { readScenario } from "../../core/encounter";
import type { Text } from "../../view/i18n";
import { playScenario } from "../../view/scenario-player";
import { type PreviewWorld, seedCards } from "./world";

export const WILL_TO_LIVE_CARDS = ["7S", "2H", "3C"] as const;

export interface RoundSample {
  /** The worded-to-be log of the start of round 2: its heading, then one line per event. */
  readonly startOfRound: readonly Text[];
  readonly dying: string;
  readonly willToLive: readonly Card[];
}

export function roundSample(world: PreviewWorld): RoundSample {
  const seed = seedCards();
  const attack = { type: "attack", actor: "Qulia", item: "fray0qulia0grim1", target: "Ashmite", draw: seed.draw, resist: seed.resist };
  const scenario = readScenario({
    ruleset: "trauma",
    seed: world.seed,
    actors: world.actors,
    items: world.items,
    steps: [attack, attack, { type: "endRound" }, { type: "startRound", willToLive: { Ashmite: WILL_TO_LIVE_CARDS } }],
  });
  const played = playScenario(scenario);
  const start = played.steps[3];
  if (start === undefined) throw new Error("the round sample did not reach the start of round 2");
  return { startOfRound: start.log, dying: "Ashmite", willToLive: WILL_TO_LIVE_CARDS.map((n) => parseCard(n, "willToLive")) };
}
