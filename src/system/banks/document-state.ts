/**
 * From documents to banks state: the pure mapping now lives in the core (core/banks/document.ts)
 * so the sheets' view-models and the preview read actors exactly as the tracker does; this
 * module keeps its place for the adapter.
 */
export { banksActorFromSource, banksWeaponFromSource, bestArmor, wornArmorRatings } from "../../core/banks";
