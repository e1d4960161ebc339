/**
 * The dodge bid dialog (docs/rules/banks.md §6.7): before the attack roll the defender bids IP
 * (Chutzpah turned into IP first), may duck behind full cover or hit the deck, and sees the
 * threshold that sets (core `attackThreshold`), the chance the attack still hits, and where the
 * IP comes from — personal IP, then the Team Bank — exactly as core `payBid` will take it.
 */
import { type AttackDeclaration, type BanksActor, DEFAULT_CHUTZPAH_IP, type TargetSnapshot, type TeamRef, activeDodgeFits, attackPool, attackThreshold, defaultBanksTeam, isIncapable, payBid, poolOdds } from "../../core/banks";
import { RulesInputError } from "../../core/errors";
import { type Text, text } from "../i18n";

const B = "FRAY.Banks.BidDialog";

export interface BidDialogState {
  readonly bid: number;
  readonly chutzpah: number;
  readonly duckToFullCover: boolean;
  readonly hitTheDeck: boolean;
}

export interface BidDialogInput {
  readonly defenderName: string;
  readonly attackerName: string;
  readonly weaponName: string;
  readonly declaration: AttackDeclaration & { readonly bullets: number };
  readonly snapshot: TargetSnapshot;
  /** What the defender may spend now; `teamBank` is the usable (positive) Team Bank, 0 if none. */
  readonly available: { readonly ip: number; readonly teamBank: number; readonly chutzpah: number };
  readonly state: BidDialogState;
}

/** Hits of an Active Dodge/Parry bank that fits this attack: they pay first (core `activeDodgeFits`). */
function activeDodgeHits(input: BidDialogInput): number {
  const bank = input.snapshot.state.activeDodgeBank;
  return bank !== null && activeDodgeFits(bank.spec, input.declaration.action) ? bank.hits : 0;
}

export interface BanksBidRequest {
  readonly bid: number;
  readonly chutzpah: number;
  readonly duckToFullCover: boolean;
  readonly hitTheDeck: boolean;
}

export interface BidDialogView {
  readonly title: Text;
  readonly state: BidDialogState;
  readonly aware: boolean;
  readonly availableLine: Text;
  /** Upper bounds for the inputs. */
  readonly max: { readonly bid: number; readonly chutzpah: number };
  readonly threshold: number | null;
  readonly thresholdLine: Text | null;
  /** The chance the attack still hits at this threshold; null when the pool is unknown. */
  readonly hitChance: string | null;
  readonly paymentLines: readonly Text[];
  /** Ducking or hitting the deck needs a bid of at least 1 IP (§6.7 step 5). */
  readonly note: Text | null;
  readonly error: Text | null;
  readonly request: BanksBidRequest | null;
}

const ERRORS: Readonly<Record<string, string>> = {
  "bid.negative": "Negative",
  "bid.tooLarge": "TooLarge",
  "chutzpah.none": "NoChutzpah",
  "actor.incapable": "Incapable",
};

/**
 * The defender and a stand-in team holding the usable Team Bank: the dialog is told only how
 * much it may spend, and `payBid` needs a coordinated team to spend it from.
 */
function payer(input: BidDialogInput): { defender: BanksActor; team: TeamRef | null } {
  const { available } = input;
  const own = { ...input.snapshot.state, ip: available.ip, chutzpah: available.chutzpah };
  if (available.teamBank <= 0) return { defender: own, team: null };
  const team: TeamRef = { id: "bid", memberId: "defender", state: { ...defaultBanksTeam(), bank: available.teamBank, members: ["defender"] } };
  return { defender: { ...own, teamId: "bid" }, team };
}

function hitChance(input: BidDialogInput, threshold: number): string | null {
  try {
    const pool = attackPool(input.declaration);
    return poolOdds(pool.size, threshold, pool.gr).success.toPercent(1);
  } catch (e) {
    if (e instanceof RulesInputError) return null;
    throw e;
  }
}

export function bidDialogView(input: BidDialogInput): BidDialogView {
  const { state, available } = input;
  const aware = !isIncapable(input.snapshot.state);
  const { defender, team } = payer(input);
  const title = text(`${B}.Title`, { attacker: input.attackerName, weapon: input.weaponName });
  const active = activeDodgeHits(input);
  const availableLine = text(active > 0 ? `${B}.AvailableActive` : `${B}.Available`, { ip: available.ip, teamBank: available.teamBank, chutzpah: available.chutzpah, active });
  const max = { bid: active + available.ip + available.teamBank + available.chutzpah * DEFAULT_CHUTZPAH_IP, chutzpah: available.chutzpah };
  const base = { title, state, aware, availableLine, max };
  if (!aware) {
    return { ...base, threshold: null, thresholdLine: null, hitChance: null, paymentLines: [], note: null, error: text(`${B}.Incapable`, { name: input.defenderName }), request: null };
  }
  let paid: ReturnType<typeof payBid>["result"];
  try {
    paid = payBid({ defender, team, bid: state.bid, chutzpah: state.chutzpah, duckToFullCover: state.duckToFullCover, hitTheDeck: state.hitTheDeck, activeDodgeFits: active > 0 }).result;
  } catch (e) {
    if (!(e instanceof RulesInputError)) throw e;
    const key = ERRORS[e.code] ?? "Invalid";
    return { ...base, threshold: null, thresholdLine: null, hitChance: null, paymentLines: [], note: null, error: text(`${B}.${key}`, { available: max.bid, chutzpah: available.chutzpah, name: input.defenderName }), request: null };
  }
  // Hitting the deck lowers automatic fire's reduction to 1 just as ducking does (§6.7 step 5).
  const threshold = attackThreshold(input.declaration, input.snapshot, { bid: paid.bid, duckToFullCover: state.duckToFullCover || state.hitTheDeck }).threshold;
  const paymentLines: Text[] = [];
  if (paid.chutzpahSpent > 0) paymentLines.push(text(`${B}.Chutzpah`, { chutzpah: paid.chutzpahSpent }));
  if (paid.fromActiveDodge > 0) paymentLines.push(text(`${B}.FromActiveDodge`, { hits: paid.fromActiveDodge }));
  if (paid.bid > 0) paymentLines.push(paid.fromTeam > 0 ? text(`${B}.PaysSplit`, { fromIp: paid.fromIp, fromTeam: paid.fromTeam }) : text(`${B}.Pays`, { fromIp: paid.fromIp }));
  const wantsCover = state.duckToFullCover || state.hitTheDeck;
  return {
    ...base,
    threshold,
    thresholdLine: text(paid.bid > 0 ? `${B}.Threshold` : `${B}.ThresholdNoBid`, { threshold }),
    hitChance: hitChance(input, threshold),
    paymentLines,
    note: wantsCover && paid.bid === 0 ? text(`${B}.CoverNeedsBid`) : null,
    error: null,
    request: { bid: paid.bid, chutzpah: paid.chutzpahSpent, duckToFullCover: state.duckToFullCover && paid.bid > 0, hitTheDeck: state.hitTheDeck && paid.bid > 0 },
  };
}
