/**
 * What a played trauma step reports: plain JSON for `fray run --json`, and the input of the
 * readable log. Cards are written in the scenario notation ("4S", "AH").
 */
import { formatCard } from "../../cards";
import type { AttackResult } from "../attack";
import type { TraumaActor } from "../state";

export interface VimRecord {
  readonly maxVim: number;
  readonly lifeSupport: number;
  readonly clot: number;
  readonly clotDeficit: number;
  readonly unconscious: boolean;
  readonly dead: boolean;
}

export interface DrawRecord {
  readonly targetDifficulty: number;
  readonly cards: string[];
  readonly perks: string[];
  readonly hand: number[];
  readonly result: number;
  readonly margin: number;
  readonly success: boolean;
  readonly botch: boolean;
}

/** The attacker's draw is a DrawRecord; the rest is what the attack made of it. */
export interface AttackRecord extends DrawRecord {
  readonly kind: "attack";
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  readonly stage: AttackResult["stage"];
  /** The weapon's difficulty as the Narrator set it, and the Lobe-of-Ease taken off it. */
  readonly baseDifficulty: number;
  readonly lobe: string | null;
  readonly lobeScore: number;
  readonly hit: boolean;
  readonly spreadPercent: number | null;
  readonly baseTrauma: number;
  readonly traumaType: string;
  readonly family: string;
  readonly modifierPercents: number[];
  readonly modifiedTrauma: number;
  readonly resistance: (DrawRecord & { ability: string; lobe: string; lobeScore: number; spread: number[]; percent: number }) | null;
  readonly finalTrauma: number;
  readonly overkill: boolean;
  readonly condition: string | null;
  readonly perksDealt: { to: string; card: string }[];
  readonly targetVim: VimRecord;
}

/** A Will-to-Live draw (docs/rules/trauma.md §5.10): Will with the Focal lobe against difficulty 10. */
export interface WillToLiveRecord {
  readonly baseDifficulty: number;
  readonly lobeScore: number;
  readonly targetDifficulty: number;
  readonly cards: string[];
  readonly result: number;
  readonly margin: number;
  readonly success: boolean;
}

export interface RoundRecord {
  readonly kind: "startRound" | "endRound";
  /** `draw` only on the Will-to-Live events: the cards that decided them. */
  readonly events: { type: string; name: string; draw?: WillToLiveRecord }[];
}

export interface RelicRecord {
  readonly kind: "moveRelic";
  readonly actor: string;
  readonly relicId: string;
  readonly moved: number;
  readonly covered: number;
  readonly clotDeficit: number;
  readonly vim: VimRecord;
}

export type TraumaRecord = AttackRecord | RoundRecord | RelicRecord;

export function vimOf(state: TraumaActor): VimRecord {
  return {
    maxVim: state.maxVim,
    lifeSupport: state.vim.lifeSupport,
    clot: state.vim.clot,
    clotDeficit: state.clotDeficit,
    unconscious: state.status.unconscious,
    dead: state.status.dead,
  };
}

export function attackRecord(input: {
  attacker: string;
  target: string;
  weapon: string;
  baseDifficulty: number;
  lobe: string | null;
  result: AttackResult;
  perksDealt: { to: string; card: string }[];
  targetVim: VimRecord;
}): AttackRecord {
  const { result: r } = input;
  const a = r.attack;
  const res = r.resistance;
  return {
    kind: "attack",
    attacker: input.attacker,
    target: input.target,
    weapon: input.weapon,
    stage: r.stage,
    baseDifficulty: input.baseDifficulty,
    lobe: input.lobe,
    lobeScore: input.baseDifficulty - a.targetDifficulty,
    targetDifficulty: a.targetDifficulty,
    cards: a.cards.map((c) => formatCard(c)),
    perks: r.perks.attacker.spent.map((c) => formatCard(c)),
    hand: a.hand,
    result: a.result,
    margin: a.margin,
    success: a.success,
    botch: a.botch,
    hit: r.hit,
    spreadPercent: r.spreadPercent,
    baseTrauma: r.baseTrauma,
    traumaType: r.traumaType,
    family: r.family,
    modifierPercents: r.modifier.percents,
    modifiedTrauma: r.modifiedTrauma,
    resistance:
      res === null
        ? null
        : {
            ability: res.ability,
            lobe: res.lobe,
            lobeScore: r.resistanceCall?.lobeScore ?? 0,
            targetDifficulty: res.draw.targetDifficulty,
            cards: res.draw.cards.map((c) => formatCard(c)),
            perks: r.perks.target.spent.map((c) => formatCard(c)),
            hand: res.draw.hand,
            result: res.draw.result,
            margin: res.draw.margin,
            success: res.draw.success,
            botch: res.draw.botch,
            spread: res.spread,
            percent: res.percent,
          },
    finalTrauma: r.finalTrauma ?? 0,
    overkill: r.applied?.overkill ?? false,
    condition: r.condition,
    perksDealt: input.perksDealt,
    targetVim: input.targetVim,
  };
}
