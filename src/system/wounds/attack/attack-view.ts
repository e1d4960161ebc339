/** The attack card's view-model lives in src/view/wounds (the preview builds the same card). */
export { attackCardView } from "../../../view/wounds/attack-card-view";
export type { AttackCardView, AttackTargetInput, AttackTargetView } from "../../../view/wounds/attack-card-view";
