/**
 * What a person reads of a wounds step's exact odds (`fray odds`): the attack roll's success
 * and raises, the damage against Toughness (nothing, Shaken, 1, 2, 3+ Wounds, taken out)
 * without and with the raise's d6, the target's Soak, or a start-of-turn roll.
 */
import type { DamageOddsRecord, P, SoakOddsRecord, TraitOddsRecord, WoundsOddsRecord } from "../../core/wounds/scenario";
import { type Text, text } from "../i18n";
import { alignedRows, fractionOf } from "../ruleset-view";

const O = "FRAY.Wounds.Odds";

interface Row {
  readonly label: Text;
  readonly fraction: string;
  readonly percent: string;
}

const row = (label: Text, p: P): Row => ({ label, fraction: p.probability, percent: fractionOf(p.probability).toPercent(1) });

function traitRows(o: TraitOddsRecord): Row[] {
  return [
    row(text(`${O}.Failure`), o.failure),
    row(text(`${O}.CriticalFailure`), o.criticalFailure),
    ...o.raises.map((p, i) => row(text(i === 3 ? `${O}.RaisesOrMore` : `${O}.Raises`, { raises: i }), p)),
    row(text(`${O}.Success`), o.success),
  ];
}

function damageRows(o: DamageOddsRecord): Row[] {
  return [
    row(text(`${O}.NoEffect`), o.none),
    row(text(`${O}.Shaken`), o.shaken),
    ...o.wounds.map((p, i) => row(text(i === 2 ? `${O}.WoundsOrMore` : `${O}.Wounds`, { wounds: i + 1 }), p)),
    row(text(`${O}.Incapacitated`), o.incapacitated),
  ];
}

function soakRows(o: SoakOddsRecord): Row[] {
  return [...o.cancels.map((p, i) => row(text(`${O}.Cancels`, { wounds: i + 1 }), p)), row(text(`${O}.CriticalFailure`), o.criticalFailure)];
}

export function woundsOddsLines(o: WoundsOddsRecord, word: (t: Text) => string): string[] {
  switch (o.kind) {
    case "attack":
      return [
        word(text(`${O}.Attack`, { attacker: o.attacker, target: o.target, weapon: o.weapon, tn: o.tn, modifier: o.modifier })),
        ...alignedRows(traitRows(o.attack), word),
        "",
        word(text(`${O}.Damage`, { toughness: o.toughness })),
        ...alignedRows(damageRows(o.damage), word),
        "",
        word(text(`${O}.DamageRaise`, { toughness: o.toughness })),
        ...alignedRows(damageRows(o.damageWithRaise), word),
        ...(o.soak === null ? [] : ["", word(text(`${O}.Soak`, { target: o.target })), ...alignedRows(soakRows(o.soak), word)]),
      ];
    case "damage":
      return [word(text(`${O}.Soak`, { target: o.target })), ...alignedRows(soakRows(o.soak), word)];
    case "bleedingOut":
      return [word(text(`${O}.BleedingOut`, { name: o.actor })), ...alignedRows([row(text(`${O}.Dies`), o.dies), row(text(`${O}.Survives`), o.survives), row(text(`${O}.Stabilises`), o.stabilises)], word)];
    case "shakenRecovery":
      return [word(text(`${O}.Recovery`, { name: o.actor })), ...alignedRows([row(text(`${O}.Recovers`), o.recovers), row(text(`${O}.StaysShaken`), o.staysShaken)], word)];
  }
}
