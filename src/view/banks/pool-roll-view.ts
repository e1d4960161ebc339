/**
 * What a person reads of a rolled Afterverse pool (docs/rules/banks.md §5): the faces with hits,
 * sixes and ones marked, hits against the threshold, net hits, critical and glitch. The core's
 * `resolveTest` decides every outcome; this file only words it. Shared by the chat card of
 * `PoolRoll` and its tests.
 */
import { type GlitchPolicy, type TestResult, resolveTest } from "../../core/banks";
import { type Text, text } from "../i18n";

const R = "FRAY.Banks.Roll";

export interface PoolRollInput {
  /** The natural d6 faces, in the order rolled. */
  readonly faces: readonly number[];
  readonly threshold: number;
  /** Glitch Risk (§5.4), whole ≥ 0. */
  readonly gr: number;
  /** What was rolled ("Pistols", a weapon's name): user data, shown escaped. */
  readonly label: string;
  /** The world's glitch rule; the default policy when absent. */
  readonly glitchPolicy?: GlitchPolicy;
}

export interface PoolFaceView {
  readonly face: number;
  readonly hit: boolean;
  readonly six: boolean;
  readonly one: boolean;
  /** The face for screen readers and the tooltip ("6: hit"). */
  readonly description: Text;
}

export type PoolOutcome = "success" | "failure";

/** A line of the card; the tone lets the card colour a critical or a glitch. */
export interface PoolLine {
  readonly text: Text;
  readonly tone: "plain" | "critical" | "glitch";
}

export interface PoolRollView {
  readonly title: Text;
  readonly summary: Text;
  readonly faces: readonly PoolFaceView[];
  readonly outcome: PoolOutcome;
  readonly headline: Text;
  /** Hits against the threshold, net hits, then critical and glitch when they happen. */
  readonly lines: readonly PoolLine[];
  readonly hits: number;
  readonly net: number;
  readonly critical: boolean;
  readonly glitch: boolean;
}

export function faceView(face: number): PoolFaceView {
  const hit = face >= 5;
  const one = face === 1;
  const key = hit ? `${R}.FaceHit` : one ? `${R}.FaceOne` : `${R}.FaceMiss`;
  return { face, hit, six: face === 6, one, description: text(key, { face }) };
}

/** The title: the label when there is one, else a generic "Dice pool". */
export function poolTitle(label: string): Text {
  return label.trim() === "" ? text(`${R}.Untitled`) : text(`${R}.Title`, { label });
}

/** Throws `RulesInputError` for faces outside 1–6 or a bad threshold or GR (the core's checks). */
export function poolRollView(input: PoolRollInput): PoolRollView {
  const test: TestResult = resolveTest({
    dice: input.faces,
    threshold: input.threshold,
    gr: input.gr,
    ...(input.glitchPolicy ? { glitchPolicy: input.glitchPolicy } : {}),
  });
  const outcome: PoolOutcome = test.success ? "success" : "failure";
  const lines: PoolLine[] = [];
  const add = (t: Text, tone: PoolLine["tone"] = "plain"): void => void lines.push({ text: t, tone });
  if (test.dice.length === 0) add(text(`${R}.NoDice`));
  add(text(`${R}.Hits`, { hits: test.hits, threshold: test.threshold }));
  if (test.success) add(text(`${R}.Net`, { net: test.net }));
  if (test.critical) add(text(`${R}.Critical`, { sixes: test.sixes }), "critical");
  if (test.glitch) add(text(`${R}.Glitch`, { ones: test.ones, gr: input.gr }), "glitch");
  return {
    title: poolTitle(input.label),
    summary: text(`${R}.Summary`, { dice: test.dice.length, threshold: test.threshold, gr: input.gr }),
    faces: test.dice.map(faceView),
    outcome,
    headline: test.success ? text(test.critical ? `${R}.CriticalSuccess` : `${R}.Success`, { net: test.net }) : text(`${R}.Failure`),
    lines,
    hits: test.hits,
    net: test.net,
    critical: test.critical,
    glitch: test.glitch,
  };
}
