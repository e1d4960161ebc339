/**
 * The wounds combat tracker with its Action Cards (docs/rules/wounds.md §7), as Foundry's sidebar
 * (page/combat-tracker.ts) with the block the adapter adds to each row
 * (src/system/wounds/combat/tracker-render.ts) from the same template and view-model; and the
 * start-of-turn prompt card. Round 2 of a fight: Red drew the red Joker, Gabe is on Hold, the
 * Bandit Chief is Shaken, a Road Bandit lies Incapacitated yet still holds a card; the GM sees
 * every control, the player (Red's owner) only Red's.
 */
import { createRng } from "../../core/random";
import { PROMPT_BLEEDING_OUT, PROMPT_SHAKEN_RECOVERY, type WoundsActor, type WoundsEncounter, actionInitiative, d, dealActionCards, defaultWoundsActor, defaultWoundsEncounter, setHold } from "../../core/wounds";
import { type TrackerCombatantInput, trackerRows } from "../../view/wounds/tracker";
import { turnPromptView } from "../../view/wounds/turn-prompt";
import { worded } from "../i18n";
import { trackerSidebar } from "../page/combat-tracker";
import type { PreviewMessage, PreviewSidebar } from "../page/state";

const ROW = "systems/fray/templates/wounds/combat/row.hbs";
const PROMPT = "systems/fray/templates/wounds/chat/turn-prompt.hbs";

export interface WoundsFighter {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly ownedByPlayer: boolean;
  readonly state: WoundsActor;
}

const wildCard = (over: Partial<WoundsActor> = {}): WoundsActor => ({ ...defaultWoundsActor({ isWildCard: true, isPlayerCharacter: true }), ...over });
const extra = (over: Partial<WoundsActor> = {}): WoundsActor => ({ ...defaultWoundsActor({ isWildCard: false }), ...over });

export function woundsFightSample(): readonly WoundsFighter[] {
  return [
    { id: "red", name: "Red", img: "icons/svg/mystery-man.svg", ownedByPlayer: true, state: wildCard({ bennies: 2 }) },
    { id: "gabe", name: "Gabe", img: "icons/svg/mystery-man.svg", ownedByPlayer: false, state: wildCard() },
    { id: "chief", name: "Bandit Chief", img: "icons/svg/skull.svg", ownedByPlayer: false, state: { ...defaultWoundsActor({ isWildCard: true, isPlayerCharacter: false }), shaken: true, wounds: 1 } },
    { id: "bandit", name: "Road Bandit", img: "icons/svg/skull.svg", ownedByPlayer: false, state: extra({ wounds: 1, incapacitated: true }) },
    { id: "cutthroat", name: "Cutthroat", img: "icons/svg/skull.svg", ownedByPlayer: false, state: extra({ traits: { ...extra().traits, agility: d(8) } }) },
  ];
}

/** Round 2's cards: Gabe went on Hold last round, so he holds no card. */
export function woundsFightEncounter(): WoundsEncounter {
  const dealt = dealActionCards(defaultWoundsEncounter(), ["red", "chief", "bandit", "cutthroat"], createRng("preview"), new Map([["red", "RJ"], ["chief", "KS"], ["bandit", "7D"], ["cutthroat", "7C"]]));
  return setHold(dealt, "gabe", true);
}

/** The acting order (Foundry's sort by the initiatives the adapter writes), and whose turn it is: the Chief's. */
function ordered(): { fighter: WoundsFighter; initiative: number }[] {
  const initiative = actionInitiative(woundsFightEncounter());
  return woundsFightSample()
    .map((fighter) => ({ fighter, initiative: initiative[fighter.id] ?? 0 }))
    .sort((a, b) => b.initiative - a.initiative);
}
const CURRENT = "chief";

export const woundsTrackerSidebar = (viewer: "gm" | "player"): PreviewSidebar =>
  trackerSidebar((render) => {
    const rows = ordered();
    const currentIndex = rows.findIndex((r) => r.fighter.id === CURRENT);
    const inputs: TrackerCombatantInput[] = rows.map(({ fighter }, i) => ({
      id: fighter.id,
      name: fighter.name,
      controls: viewer === "gm" || fighter.ownedByPlayer,
      visible: true,
      turnCame: i <= currentIndex,
      isCurrent: fighter.id === CURRENT,
      bennies: fighter.state.bennies,
    }));
    const views = worded(trackerRows(woundsFightEncounter(), inputs));
    return {
      round: 2,
      rows: rows.map(({ fighter }) => {
        const row = views.find((v) => v.id === fighter.id);
        return {
          id: fighter.id,
          name: fighter.name,
          img: fighter.img,
          // The card stands in for the initiative number (styles/wounds/tracker.css).
          initiative: "",
          active: fighter.id === CURRENT,
          defeated: fighter.state.dead,
          ...(row === undefined ? {} : { below: render(ROW, { row }) }),
        };
      }),
    };
  });

/** The start-of-turn prompts of that round: the Chief is Shaken; an earlier Red was bleeding out. */
export function woundsTurnPromptMessages<W>(): PreviewMessage<W>[] {
  const chief = woundsFightSample().find((f) => f.id === "chief");
  if (chief === undefined) throw new Error("the sample fight has no Bandit Chief");
  const bleeding = wildCard({ wounds: 3, incapacitated: true, bleedingOut: true, traits: { ...wildCard().traits, vigor: d(8) } });
  const card = (name: string, type: string, state: WoundsActor, joker: number) => (render: (path: string, context: object) => string) =>
    render(PROMPT, { view: worded(turnPromptView(name, type, state, joker)), rollAction: "fray-wounds-turn-roll", bennyAction: "fray-wounds-turn-benny" });
  return [
    { render: (_s, render) => ({ sender: "Combat", html: card("Red", PROMPT_BLEEDING_OUT, bleeding, 2)(render) }) },
    { render: (_s, render) => ({ sender: "Combat", html: card(chief.name, PROMPT_SHAKEN_RECOVERY, chief.state, 0)(render) }) },
  ];
}
