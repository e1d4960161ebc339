/**
 * The readable log of a trauma scenario step, as text keys: it walks the seed's steps (target
 * difficulty, cards, result, margin, base, modified, resistance, final trauma, the target's
 * Vim). The CLI words it with lang/en.json; chat cards use the same keys.
 */
import type { AttackRecord, RelicRecord, RoundRecord, TraumaRecord, WillToLiveRecord } from "../../core/trauma/scenario";
import { formatCard, parseCard } from "../../core/cards";
import { type Text, text } from "../i18n";
import { spreadSteps } from "./spread-text";

const abilityName = (key: string): Text => text(`FRAY.Trauma.Ability.${key}`);
const lobeName = (key: string): Text => text(`FRAY.Trauma.Lobe.${key}`);
/** "4S" → "4♠" for people; records keep the scenario notation. */
const symbols = (notation: string): string => formatCard(parseCard(notation), { symbols: true });
const cardList = (cards: readonly string[]): string => cards.map(symbols).join(", ") || "—";
const list = (items: readonly (string | number)[]): string => items.join(", ");

function attackLines(r: AttackRecord): Text[] {
  const lines: Text[] = [text("FRAY.Trauma.Log.Attack", { attacker: r.attacker, target: r.target, weapon: r.weapon })];
  lines.push(
    r.lobe === null
      ? text("FRAY.Trauma.Log.TargetDifficultyNoLobe", { td: r.targetDifficulty })
      : text("FRAY.Trauma.Log.TargetDifficulty", { base: r.baseDifficulty, lobe: lobeName(r.lobe), lobeScore: r.lobeScore, td: r.targetDifficulty }),
  );
  lines.push(text("FRAY.Trauma.Log.Cards", { drawer: r.attacker, count: r.cards.length, cards: cardList(r.cards) }));
  if (r.perks.length) lines.push(text("FRAY.Trauma.Log.Perks", { perks: cardList(r.perks), hand: list(r.hand) }));
  lines.push(
    r.success
      ? text("FRAY.Trauma.Log.ResultSuccess", { result: r.result })
      : text("FRAY.Trauma.Log.ResultShort", { result: r.result, margin: r.margin }),
  );
  if (r.botch) lines.push(text("FRAY.Trauma.Log.Botch"));
  if (!r.hit) {
    lines.push(text("FRAY.Trauma.Log.Miss", { margin: r.margin }));
  } else {
    lines.push(text("FRAY.Trauma.Log.Base", { percent: r.spreadPercent ?? 0, maxVim: r.targetVim.maxVim, base: r.baseTrauma }));
    lines.push(
      r.modifierPercents.length
        ? text("FRAY.Trauma.Log.Modified", { type: r.traumaType, family: r.family, percents: list(r.modifierPercents.map((p) => `${p}%`)), modified: r.modifiedTrauma })
        : text("FRAY.Trauma.Log.Unmodified", { type: r.traumaType, family: r.family, modified: r.modifiedTrauma }),
    );
  }
  const res = r.resistance;
  if (res) {
    lines.push(text("FRAY.Trauma.Log.ResistanceDifficulty", { target: r.target, ability: abilityName(res.ability), lobe: lobeName(res.lobe), lobeScore: res.lobeScore, td: res.targetDifficulty }));
    lines.push(text("FRAY.Trauma.Log.Cards", { drawer: r.target, count: res.cards.length, cards: cardList(res.cards) }));
    if (res.perks.length) lines.push(text("FRAY.Trauma.Log.Perks", { perks: cardList(res.perks), hand: list(res.hand) }));
    lines.push(
      res.success
        ? text("FRAY.Trauma.Log.ResultSuccess", { result: res.result })
        : text("FRAY.Trauma.Log.ResultShort", { result: res.result, margin: res.margin }),
    );
    lines.push(text("FRAY.Trauma.Log.Armor", { spread: spreadSteps(res.spread), percent: res.percent }));
  } else if (r.hit && r.modifiedTrauma === 0) {
    lines.push(text("FRAY.Trauma.Log.ResistanceMoot"));
  }
  for (const d of r.perksDealt) lines.push(text("FRAY.Trauma.Log.PerkDealt", { drawer: d.to, card: symbols(d.card) }));
  if (r.condition) lines.push(text("FRAY.Trauma.Log.Condition", { target: r.target, condition: r.condition }));
  if (r.overkill) lines.push(text("FRAY.Trauma.Log.Overkill", { target: r.target, deficit: r.targetVim.clotDeficit }));
  const v = r.targetVim;
  lines.push(text("FRAY.Trauma.Log.Final", { final: r.finalTrauma, target: r.target, lifeSupport: v.lifeSupport, maxVim: v.maxVim, clot: v.clot }));
  return lines;
}

function vimLine(name: string, v: AttackRecord["targetVim"]): Text {
  return text("FRAY.Trauma.Log.Vim", { name, lifeSupport: v.lifeSupport, clot: v.clot, maxVim: v.maxVim });
}

/** The cards of a Will-to-Live draw, worded as an attack's draw is. */
function willToLiveLines(name: string, d: WillToLiveRecord): Text[] {
  return [
    text("FRAY.Trauma.Log.TargetDifficulty", { base: d.baseDifficulty, lobe: lobeName("focal"), lobeScore: d.lobeScore, td: d.targetDifficulty }),
    text("FRAY.Trauma.Log.Cards", { drawer: name, count: d.cards.length, cards: cardList(d.cards) }),
    d.success ? text("FRAY.Trauma.Log.ResultSuccess", { result: d.result }) : text("FRAY.Trauma.Log.ResultShort", { result: d.result, margin: d.margin }),
  ];
}

function roundLines(r: RoundRecord): Text[] {
  const head = text(r.kind === "startRound" ? "FRAY.Trauma.Log.StartRound" : "FRAY.Trauma.Log.EndRound");
  const events = r.events.flatMap((e) => [...(e.draw ? willToLiveLines(e.name, e.draw) : []), text(`FRAY.Trauma.Event.${e.type.replace(/^trauma\./, "")}`, { name: e.name })]);
  return [head, ...(events.length ? events : [text("FRAY.Trauma.Log.NothingHappens")])];
}

function relicLines(r: RelicRecord): Text[] {
  return [text("FRAY.Trauma.Log.Relic", { name: r.actor, relic: r.relicId, moved: r.moved, covered: r.covered }), vimLine(r.actor, r.vim)];
}

export function traumaStepLog(record: TraumaRecord): Text[] {
  switch (record.kind) {
    case "attack":
      return attackLines(record);
    case "moveRelic":
      return relicLines(record);
    default:
      return roundLines(record);
  }
}
