/**
 * Generic bases of Fray's document sheets. `HandlebarsApplicationMixin(ActorSheetV2)` used
 * directly as a base makes tsc give up ("type instantiation is excessively deep", toolchain.md
 * trap 1); passing the type parameters through a generic class avoids it, and a non-generic
 * subclass of these is then fine.
 */
const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;
const { ActorSheetV2, ItemSheetV2 } = foundry.applications.sheets;

export class FrayActorSheetBase<
  RC extends foundry.applications.sheets.ActorSheetV2.RenderContext = foundry.applications.sheets.ActorSheetV2.RenderContext,
  C extends foundry.applications.sheets.ActorSheetV2.Configuration = foundry.applications.sheets.ActorSheetV2.Configuration,
  RO extends foundry.applications.sheets.ActorSheetV2.RenderOptions = foundry.applications.sheets.ActorSheetV2.RenderOptions,
> extends HandlebarsApplicationMixin(ActorSheetV2)<RC, C, RO> {}

/** ItemSheetV2's namespace is not exported by the v13 types (toolchain.md trap 2). */
export type ItemRenderContext = foundry.applications.api.DocumentSheetV2.RenderContext<Item.Implementation>;
type ItemConfiguration = foundry.applications.api.DocumentSheetV2.Configuration<Item.Implementation>;

export class FrayItemSheetBase<
  RC extends ItemRenderContext = ItemRenderContext,
  C extends ItemConfiguration = ItemConfiguration,
  RO extends foundry.applications.api.DocumentSheetV2.RenderOptions = foundry.applications.api.DocumentSheetV2.RenderOptions,
> extends HandlebarsApplicationMixin(ItemSheetV2)<RC, C, RO> {}

/** The same pattern for Fray's own (non-document) applications, such as the draw dialog. */
export class FrayApplicationBase<
  RC extends foundry.applications.api.ApplicationV2.RenderContext = foundry.applications.api.ApplicationV2.RenderContext,
  C extends foundry.applications.api.ApplicationV2.Configuration = foundry.applications.api.ApplicationV2.Configuration,
  RO extends foundry.applications.api.ApplicationV2.RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions,
> extends HandlebarsApplicationMixin(ApplicationV2)<RC, C, RO> {}
