/**
 * A banks fight for the combat tracker view, straight from the compendium sources
 * (packs/banks/banks-characters, packs/banks/banks-drones): three Afterverse characters against two drones,
 * in round 2. Ines has had her turn, Pell is acting (one action taken, so the next costs
 * double), the Hornet has passed, Tomas and the Packmule are still to act. The crew's Team Bank
 * stands at 3; the drones' has gone negative. The order is the core's (banksTurnOrder).
 */
import ines from "../../../packs/banks/banks-characters/ines-caldera.json";
import pell from "../../../packs/banks/banks-characters/pell-marroway.json";
import tomas from "../../../packs/banks/banks-characters/tomas-reyk.json";
import hornet from "../../../packs/banks/banks-drones/hornet-sentry-drone.json";
import packmule from "../../../packs/banks/banks-drones/packmule-loader.json";
import { type BanksActor, type BanksEncounter, FRESH_TURN, banksTurnOrder, defaultBanksEncounter } from "../../core/banks";
import { readSourceDocument } from "../../core/encounter";
import { banksActorFromDocument } from "../../core/banks/scenario";
import { createRng } from "../../core/random";
import type { CombatantView } from "../../core/ruleset";

export interface BanksFightSample {
  readonly round: number;
  readonly currentId: string;
  /** In the tracker's order. */
  readonly combatants: readonly CombatantView<BanksActor>[];
  readonly encounter: BanksEncounter;
  readonly images: Readonly<Record<string, string>>;
}

interface Seat {
  readonly doc: { readonly _id: string; readonly name: string; readonly img: string };
  readonly state: Partial<BanksActor>;
}

const id = (doc: { readonly _id: string }): string => `c-${doc._id}`;
const turn = (over: Partial<BanksActor["turn"]>): BanksActor["turn"] => ({ ...FRESH_TURN, ...over });

export function banksFightSample(): BanksFightSample {
  // Ines and Pell first: they have had their turns this round, in that order.
  const seats: readonly Seat[] = [
    { doc: ines, state: { ip: 2, teamId: "crew", recoil: 1, turn: turn({ acted: true }) } },
    { doc: pell, state: { ip: 4, teamId: "crew", turn: turn({ acted: true, blitzCount: 1 }) } },
    { doc: hornet, state: { ip: 3, teamId: "drones", turn: turn({ passed: true }) } },
    { doc: tomas, state: { ip: 5, teamId: "crew", martialMomentum: { targetId: id(packmule), value: 2 } } },
    { doc: packmule, state: { ip: 1, teamId: "drones" } },
  ];
  const combatants = seats.map(({ doc, state }, i): CombatantView<BanksActor> => {
    const base = banksActorFromDocument(readSourceDocument(doc, `seats[${i}]`), `seats[${i}]`);
    return { id: id(doc), actorId: doc._id, name: doc.name, isPlayer: base.isPlayer, defeated: false, initiative: null, state: { ...base, ...state } };
  });
  const encounter: BanksEncounter = {
    ...defaultBanksEncounter(),
    teams: {
      crew: { leaderId: id(pell), bank: 3, usedTactics: ["Flanking"], members: [id(ines), id(pell), id(tomas)] },
      drones: { leaderId: null, bank: -1, usedTactics: [], members: [id(hornet), id(packmule)] },
    },
  };
  const view = { round: 2, turn: 1, combatants, encounter };
  const order = banksTurnOrder(view, createRng("preview"));
  return {
    round: 2,
    currentId: id(pell),
    combatants: order.flatMap((o) => combatants.filter((c) => c.id === o)),
    encounter,
    images: Object.fromEntries(seats.map(({ doc }) => [id(doc), doc.img])),
  };
}
