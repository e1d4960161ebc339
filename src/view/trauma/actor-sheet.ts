/**
 * The view-model of the trauma actor sheets (character and NPC): everything the templates show,
 * built from the actor's stored `system.trauma`, its items and its Perk Cards. It reads the raw
 * stored data rather than the validated core state, so a sheet with broken data still opens and
 * says what is wrong instead of failing to render.
 */
import type { Card } from "../../core/cards";
import { DEFAULT_TRAUMA_REGISTRY, type TraumaRegistry } from "../../core/trauma";
import { type Text, text } from "../i18n";
import { type CardFace, cardFace } from "../sheet/card-image";
import { type ArmorRow, type BehaviorRow, type SheetItem, type WeaponRow, armorRows, behaviorRows, weaponRows } from "./actor-sheet-items";
import { type TraitsView, traitsView } from "./actor-sheet-traits";
import { type VimSource, type VimView, vimView } from "./actor-sheet-vim";

export type { SheetItem } from "./actor-sheet-items";

/** `system.trauma` as Foundry stores it (src/system/trauma/actor-fields.ts): nulls mean "lacks it". */
export interface TraumaSheetSource {
  readonly isLead: boolean;
  readonly maxVim: number;
  readonly abilities: Readonly<Partial<Record<string, number | null>>>;
  readonly lobes: Readonly<Partial<Record<string, number | null>>>;
  readonly vim: VimSource;
  readonly clotDeficit: number;
  readonly status: { readonly unconscious: boolean; readonly dead: boolean };
  readonly conditionsInflicted: readonly string[];
}

export interface ActorSheetInput {
  readonly name: string;
  readonly img: string | null;
  readonly kind: "character" | "npc";
  readonly trauma: TraumaSheetSource;
  readonly items: readonly SheetItem[];
  /** The Perk Cards in the actor's hand; null when no hand is linked to the actor. */
  readonly perkHand: readonly Card[] | null;
  /** Edit mode shows number inputs, missing traits and remove buttons. */
  readonly editMode: boolean;
  readonly registry?: TraumaRegistry;
}

export interface StatusBadge {
  readonly key: "dead" | "unconscious" | "overkill";
  readonly label: Text;
}

export interface ActorSheetView {
  readonly name: string;
  readonly img: string | null;
  readonly kind: "character" | "npc";
  readonly isLead: boolean;
  readonly role: Text;
  readonly maxVim: number;
  readonly health: { readonly value: number; readonly max: number; readonly width: string; readonly label: Text };
  readonly badges: readonly StatusBadge[];
  readonly editMode: boolean;
  readonly traits: TraitsView;
  readonly vim: VimView;
  readonly status: { readonly unconscious: boolean; readonly dead: boolean };
  readonly inflicted: readonly { readonly name: string; readonly removeLabel: Text }[];
  readonly weapons: readonly WeaponRow[];
  readonly armor: readonly ArmorRow[];
  readonly armorSummary: Text;
  readonly behaviors: readonly BehaviorRow[];
  readonly perks: { readonly cards: readonly CardFace[]; readonly empty: Text | null };
}

function badges(t: TraumaSheetSource): StatusBadge[] {
  const out: StatusBadge[] = [];
  if (t.status.dead) out.push({ key: "dead", label: text("FRAY.Trauma.Sheet.Status.dead") });
  else if (t.status.unconscious) out.push({ key: "unconscious", label: text("FRAY.Trauma.Sheet.Status.unconscious") });
  if (t.clotDeficit > 0) out.push({ key: "overkill", label: text("FRAY.Trauma.Sheet.Status.overkill") });
  return out;
}

export function actorSheetView(input: ActorSheetInput): ActorSheetView {
  const t = input.trauma;
  const registry = input.registry ?? DEFAULT_TRAUMA_REGISTRY;
  const armor = armorRows(input.items);
  const health = Math.max(0, Math.min(t.vim.lifeSupport, t.maxVim));
  const perkCards = (input.perkHand ?? []).map((c) => cardFace(c));
  return {
    name: input.name,
    img: input.img,
    kind: input.kind,
    isLead: t.isLead,
    role: text(t.isLead ? "FRAY.Trauma.Sheet.Role.Lead" : "FRAY.Trauma.Sheet.Role.Bioform"),
    maxVim: t.maxVim,
    health: {
      value: t.vim.lifeSupport,
      max: t.maxVim,
      width: `${t.maxVim > 0 ? Math.round((health / t.maxVim) * 1000) / 10 : 0}%`,
      label: text("FRAY.Trauma.Sheet.Vim.Summary", { lifeSupport: t.vim.lifeSupport, maxVim: t.maxVim }),
    },
    badges: badges(t),
    editMode: input.editMode,
    // An NPC in play mode lists only the traits it has, like the seed's antagonist block.
    traits: traitsView(t.abilities, t.lobes, input.kind === "npc" && !input.editMode, t.isLead),
    vim: vimView(t.vim, t.maxVim, t.clotDeficit, t.status.dead),
    status: { unconscious: t.status.unconscious, dead: t.status.dead },
    inflicted: t.conditionsInflicted.map((name) => ({ name, removeLabel: text("FRAY.Trauma.Sheet.Inflicted.Remove", { name }) })),
    weapons: weaponRows(input.items, t.abilities, t.lobes, registry),
    armor: armor.rows,
    armorSummary: armor.summary,
    behaviors: behaviorRows(input.items),
    perks: {
      cards: perkCards,
      empty: input.perkHand === null ? text("FRAY.Trauma.Sheet.Perk.NoHand") : perkCards.length === 0 ? text("FRAY.Trauma.Sheet.Perk.None") : null,
    },
  };
}
