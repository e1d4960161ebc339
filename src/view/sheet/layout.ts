/**
 * A window's layout as plain data: the Foundry classes build their PARTS and TABS from it and
 * the preview composes the same windows from it, so the two cannot drift apart.
 */

/** A part of a window: the template it renders (a Foundry path), and whether it scrolls. */
export interface PartLayout {
  readonly template: string;
  /** Selectors inside the part that keep their scroll position ("" = the part itself). */
  readonly scrollable?: readonly string[];
}

export interface TabLayout {
  readonly id: string;
  /** Font Awesome classes, e.g. "fa-solid fa-id-card". */
  readonly icon: string;
}

/** One tab group ("primary"): the tabs in order, the one shown first, and their labels' lang prefix. */
export interface TabsLayout {
  readonly tabs: readonly TabLayout[];
  readonly initial: string;
  readonly labelPrefix: string;
}

export interface WindowLayout {
  /** Every Fray class on the window's root, in order (Foundry adds its own, such as "sheet"). */
  readonly classes: readonly string[];
  readonly width: number;
  /** null: as tall as its content. */
  readonly height: number | null;
  /** Part id → part, in the order the window shows them. */
  readonly parts: Readonly<Record<string, PartLayout>>;
  /** The "primary" tab group, for windows with tabs. */
  readonly tabs?: TabsLayout;
}

/** A dialog or app (not a document sheet) sets its own title icon. */
export interface DialogLayout extends WindowLayout {
  /** Font Awesome classes of the title icon. */
  readonly icon: string;
}

/** The Foundry path of a template under templates/. */
export const templatePath = (file: string): string => `systems/fray/templates/${file}`;

/** The part ids of a layout, in order. */
export const partIds = (layout: WindowLayout): string[] => Object.keys(layout.parts);
