/**
 * Foundry's PARTS, TABS and window options made from a layout in src/view (one source for the
 * sheet classes and the preview; test/ui/contexts.test.ts compares the classes with the data).
 */
import type { WindowLayout } from "../../view/sheet/layout";

type Parts = Record<string, foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart>;
type Tabs = Record<string, foundry.applications.api.ApplicationV2.TabsConfiguration>;

export function partsOf(layout: WindowLayout): Parts {
  return Object.fromEntries(
    Object.entries(layout.parts).map(([id, part]) => [id, part.scrollable === undefined ? { template: part.template } : { template: part.template, scrollable: [...part.scrollable] }]),
  );
}

/** The "primary" group, or none for a window without tabs. */
export function tabsOf(layout: WindowLayout): Tabs {
  const group = layout.tabs;
  if (group === undefined) return {};
  // The v13 types require cssClass; Foundry sets "active" itself.
  return { primary: { tabs: group.tabs.map((tab) => ({ id: tab.id, icon: tab.icon, cssClass: "" })), initial: group.initial, labelPrefix: group.labelPrefix } };
}

/** The window's classes, size and icon, as DEFAULT_OPTIONS takes them. */
export function windowOptionsOf(layout: WindowLayout): { classes: string[]; position: { width: number; height?: number } } {
  return { classes: [...layout.classes], position: layout.height === null ? { width: layout.width } : { width: layout.width, height: layout.height } };
}
