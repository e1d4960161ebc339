import { type Card, parseCard, parseCards } from "../../../src/core/cards";
import { type TraumaActor, type TraumaWeapon, defaultTraumaActor } from "../../../src/core/trauma";

/** Deep-freezes test inputs so any mutation by a procedure throws (strict mode). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Probability cards from notation, e.g. cards("4S 3S 2D 2C"). */
export function cards(text: string): Card[] {
  return text.trim() === "" ? [] : parseCards(text);
}

/** A Perk Card with a physical id, e.g. perk("KH") → id "perk-1-KH". */
export function perk(text: string, lead = 1): Card {
  const c = parseCard(text);
  return parseCard(text, "perk", `perk-${lead}-${c.rank}${c.suit}`);
}

/** The seed's Qulia: Max Vim 17 (not the 11 the ability sum gives). */
export function qulia(overrides: Partial<TraumaActor> = {}): TraumaActor {
  return deepFreeze({
    ...defaultTraumaActor({
      isLead: true,
      maxVim: 17,
      abilities: { communicate: 2, labor: 2, move: 2, operate: 4, sense: 3, surge: 2, think: 5, will: 2 },
      lobes: { correl: 2, focal: 3, marvel: 0, natural: 0 },
    }),
    ...overrides,
  });
}

/** The seed's Ashmite: Max Vim 12, immune to Mental, weak to Blunt, no lobes, no armor. */
export function ashmite(overrides: Partial<TraumaActor> = {}): TraumaActor {
  return deepFreeze({
    ...defaultTraumaActor({
      isLead: false,
      maxVim: 12,
      abilities: { labor: 4, move: 2, sense: 4, will: 3 },
      behaviors: [
        { scope: "family", key: "Mental", percent: 0, label: "Immune to Mental Trauma" },
        { scope: "type", key: "Blunt", percent: 150, label: "Weak to Blunt Trauma" },
      ],
    }),
    ...overrides,
  });
}

/** An actor with the given Vim counters; Max Vim is their sum so the invariant holds. */
export function withVim(
  base: TraumaActor,
  vim: Partial<TraumaActor["vim"]>,
  rest: Partial<TraumaActor> = {},
): TraumaActor {
  const v = { ...base.vim, ...vim };
  const maxVim =
    v.lifeSupport + v.clot + v.hunger + v.fatigue +
    Object.values(v.conditions).reduce((a, b) => a + b, 0) +
    v.relics.reduce((a, r) => a + r.vim, 0);
  return deepFreeze({ ...base, maxVim, vim: v, ...rest });
}

export const GRIMGRIN: TraumaWeapon = deepFreeze({
  difficulty: 7,
  ability: "operate",
  lobe: "correl",
  traumaType: "Biotic",
  spread: [100, 60],
  condition: "Paralysis",
});

export const FEAR_ROD: TraumaWeapon = deepFreeze({
  difficulty: 8,
  ability: "operate",
  lobe: "correl",
  traumaType: "Emotion",
  spread: [100, 50, 10],
  condition: "Fear",
});
