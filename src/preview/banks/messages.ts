/** The banks chat cards as chat messages, from the samples (Tomas Reyk fires at Ines Caldera). */
import type { PreviewMessage } from "../page/state";
import { banksActionMessage, banksAttackMessage, banksBidMessage } from "./cards";
import type { BanksCardStage } from "./samples";
import type { BanksWorld } from "./world";

type BanksMessage = PreviewMessage<BanksWorld>;

export const attackCard = (stage: BanksCardStage, weaponName: string): BanksMessage => ({ render: (_state, render) => banksAttackMessage(stage, weaponName, render) });

export const bidCard = (weaponName: string): BanksMessage => ({ render: (_state, render) => banksBidMessage(weaponName, render) });

/** An action card: Ines's interrupt (the default), Tomas's Team Bank roll, or his Active Dodge/Parry before and after its roll. */
export const actionCard = (sample?: "cover" | "team" | "dodge" | "dodgeRolled"): BanksMessage => ({ render: (_state, render) => banksActionMessage(render, sample) });
