/**
 * The slots combat tracker as a view-model (docs/rules/slots.md §7): the Active Phase Cycle as
 * groups (the acting one marked, the last one marked Final Phase), each row with its Action and
 * Reserved Slots as pips and the price an out-of-phase action costs right now, and the NPCs in a
 * block of their own with their slot pools. Pure: the adapter and the preview build it from the
 * same core state.
 */
import type { CombatView, CombatantView } from "../../core/ruleset";
import { SLOTS_STATUSES, type SlotsActor, type SlotsEncounter, type SlotsStatus, actionSlots, slotsRuleset, spendTime } from "../../core/slots";
import { stayTargets } from "../../core/slots/stay-rule";
import { type Text, text } from "../i18n";

const K = "FRAY.Slots.Tracker";

export interface SlotPips {
  /** One entry per pip: true for a slot held, false for one already spent (Action Slots) or never gained. */
  readonly pips: readonly boolean[];
  readonly count: number;
  readonly label: Text;
}

export interface SlotsTrackerRow {
  readonly id: string;
  readonly name: string;
  readonly phase: Text;
  readonly actionSlots: SlotPips;
  readonly reservedSlots: SlotPips;
  /** What acting now costs this combatant: its own AS, or RS / FP out of phase. */
  readonly price: Text;
  /** The owner may spend Reserved Slots now ("react now"). */
  readonly canReact: boolean;
  /** The owner may still take the Stay action (core/slots/stay-rule.ts). */
  readonly canStay: boolean;
  readonly statuses: readonly Text[];
}

export interface SlotsTrackerGroup {
  readonly label: Text;
  readonly acting: boolean;
  readonly final: boolean;
  readonly rows: readonly SlotsTrackerRow[];
}

export interface SlotsTrackerView {
  readonly groups: readonly SlotsTrackerGroup[];
  readonly npcHeading: Text;
  readonly npcs: readonly SlotsTrackerRow[];
}

export interface SlotsTrackerInput {
  readonly view: CombatView<SlotsActor, SlotsEncounter>;
  readonly owns: (combatantId: string) => boolean;
  readonly hiddenIds?: ReadonlySet<string>;
}

/** The count a status shows on its icon (Bleeding 3), or null. */
function counter(s: SlotsActor, status: string): number | null {
  if (status === "bleeding") return s.bleed;
  if (status === "hemorrhaging") return s.hemorrhage;
  return status === "stunned" && s.stunDebt > 0 ? s.stunDebt : null;
}

const pips = (held: number, capacity: number, key: string): SlotPips => ({
  pips: Array.from({ length: Math.max(held, capacity) }, (_, i) => i < held),
  count: held,
  label: text(`${K}.${key}`, { n: held }),
});

function row(c: CombatantView<SlotsActor>, view: CombatView<SlotsActor, SlotsEncounter>, acting: boolean, owns: (id: string) => boolean): SlotsTrackerRow {
  const encounter = view.encounter;
  const s = c.state;
  const time = spendTime({ cycle: encounter.cycle, groupIndex: encounter.groupIndex, actorId: c.id });
  const statuses = slotsRuleset.statuses(s).map((status) => {
    const n = counter(s, status);
    return n === null ? text(`FRAY.Slots.Status.${status}`) : text(`${K}.Counted`, { status: text(`FRAY.Slots.Status.${status}`), n });
  });
  return {
    id: c.id,
    name: c.name,
    phase: text(`${K}.Phase.${s.phase}`),
    actionSlots: pips(s.actionSlots, s.phase === "active" ? Math.max(s.actionSlots, actionSlots(s)) : s.actionSlots, "ActionSlots"),
    reservedSlots: pips(s.reservedSlots, s.reservedSlots, "ReservedSlots"),
    price: text(`${K}.Price.${acting || time === "active" ? "active" : time}`),
    canReact: owns(c.id) && !acting && s.reservedSlots > 0 && !s.dead,
    canStay: owns(c.id) && stayTargets(view, c.id).length > 0,
    statuses,
  };
}

export function slotsTrackerView(input: SlotsTrackerInput): SlotsTrackerView {
  const { view, owns } = input;
  const hidden = input.hiddenIds ?? new Set<string>();
  const byId = new Map(view.combatants.filter((c) => !hidden.has(c.id)).map((c) => [c.id, c]));
  const { cycle, groupIndex } = view.encounter;
  const last = cycle.length - 1;
  const groups = cycle.map((ids, g): SlotsTrackerGroup => {
    const acting = g === groupIndex && ids.some((id) => byId.get(id)?.state.phase === "active");
    const members = ids.flatMap((id) => {
      const c = byId.get(id);
      return c === undefined ? [] : [row(c, view, acting, owns)];
    });
    return { label: text(g === last ? `${K}.FinalPhase` : `${K}.Group`, { n: g + 1 }), acting, final: g === last, rows: members };
  });
  const inCycle = new Set(cycle.flat());
  const npcs = [...byId.values()].filter((c) => !inCycle.has(c.id)).map((c) => row(c, view, true, owns));
  return { groups, npcHeading: text(`${K}.Npcs`), npcs };
}

/** Every status the tracker may show, for the adapter's status effects (stable order). */
export const TRACKER_STATUSES: readonly SlotsStatus[] = SLOTS_STATUSES;
