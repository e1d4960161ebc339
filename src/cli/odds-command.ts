import { type Scenario, banksOddsRecord, banksStepOdds, traumaStepOdds } from "../core/encounter";
import { RulesInputError } from "../core/errors";
import type { AttackOdds } from "../core/trauma";
import { type LangDictionary, formatText } from "../view/i18n";
import { type OddsRow, attackOddsView } from "../view/trauma/odds-view";
import { banksOddsLines } from "../view/banks/odds-view";
import type { Output } from "./main";

/** `fray odds`: the exact odds table of one attack step. */
export function oddsCommand(scenario: Scenario, options: { json: boolean; lang: LangDictionary; step: number }, io: Output): void {
  if (scenario.ruleset === "banks") {
    const odds = banksStepOdds(scenario, options.step);
    if (options.json) io.out(JSON.stringify(banksOddsRecord(odds), null, 2));
    else for (const line of banksOddsLines(odds, (t) => formatText(options.lang, t))) io.out(line);
    return;
  }
  if (scenario.ruleset !== "trauma") {
    throw new RulesInputError("scenario.unsupported", "$.ruleset", `odds for the ${scenario.ruleset} ruleset are not available yet`);
  }
  const odds = traumaStepOdds(scenario, options.step);
  if (options.json) {
    const plain = (o: AttackOdds | null) =>
      o && {
        targetDifficulty: o.targetDifficulty,
        cardsDrawn: o.cardsDrawn,
        perks: o.perks,
        margins: o.margins.map((m) => ({ ...m, probability: m.probability.toString(), p: m.probability.toNumber() })),
        success: o.success.toString(),
        hit: o.hit.toString(),
        finalTrauma: o.finalTrauma.entries().map(([trauma, p]) => ({ trauma, probability: p.toString(), p: p.toNumber() })),
        expectedFinalTrauma: o.expectedFinalTrauma.toString(),
        resistance: o.resistance,
      };
    io.out(JSON.stringify({ attacker: odds.attacker, target: odds.target, weapon: odds.weapon, withoutPerks: plain(odds.withoutPerks), withPerks: plain(odds.withPerks) }, null, 2));
    return;
  }
  const t = (key: string, data?: Record<string, string | number>) => formatText(options.lang, { key, ...(data ? { data } : {}) });
  io.out(formatText(options.lang, { key: "FRAY.Trauma.Log.Attack", data: { attacker: odds.attacker, target: odds.target, weapon: odds.weapon } }));
  const table = (heading: string, o: AttackOdds): void => {
    const view = attackOddsView(o);
    io.out("");
    io.out(`${heading}: ${formatText(options.lang, view.summary)}`);
    printRows(view.margins);
    io.out(
      `  ${t("FRAY.Trauma.Odds.Resistance", { target: odds.target, cards: o.resistance.cardsDrawn, td: o.resistance.targetDifficulty, spread: o.resistance.spread.map((p) => `${p}%`).join(" > ") })}`,
    );
    printRows(view.finalTrauma);
    io.out(`  ${t("FRAY.Trauma.Odds.Expected")}: ${view.expected}`);
  };
  const printRows = (rows: readonly OddsRow[]): void => {
    const labels = rows.map((r) => formatText(options.lang, r.label));
    const width = Math.max(...labels.map((l) => l.length));
    rows.forEach((r, i) => io.out(`  ${(labels[i] ?? "").padEnd(width)}  ${r.percent.padStart(6)}  ${r.fraction}`));
  };
  table(t("FRAY.Trauma.Odds.WithoutPerks"), odds.withoutPerks);
  if (odds.withPerks) table(t("FRAY.Trauma.Odds.WithPerks"), odds.withPerks);
}
