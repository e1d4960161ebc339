// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

/** Foundry's globals and the browser's: what the pure layers must never touch. */
const foundryGlobals = ["game", "CONFIG", "foundry", "Hooks", "ui", "canvas", "Roll", "ChatMessage", "Actor", "Item", "Cards", "Combat", "fromUuid"];
const domGlobals = ["window", "document", "navigator", "localStorage", "sessionStorage", "HTMLElement", "Element", "fetch"];
const restricted = (names, why) => names.map((name) => ({ name, message: `${name}: ${why}` }));
/** Why src/system never asks `x instanceof HTMLElement` (the ESLint message, checked by test/architecture). */
export const ELEMENT_CHECK =
  "instanceof HTMLElement/Element is false for an element of a popped-out window (Foundry v14 moves an application into its own window, with its own element classes); use isElement(value, tag?) from src/system/compat.";

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "build/", "coverage/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": "allow-with-description", "ts-expect-error": "allow-with-description", minimumDescriptionLength: 8 }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      eqeqeq: ["error", "always"],
    },
  },
  {
    // The pure layers (design.md "Layers"): no Foundry, no DOM, no Node, no upward imports.
    files: ["src/core/**/*.ts", "src/view/**/*.ts"],
    languageOptions: { globals: {} },
    rules: {
      "no-restricted-globals": ["error",
        ...restricted(foundryGlobals, "src/core and src/view are pure; only src/system touches Foundry"),
        ...restricted(domGlobals, "src/core and src/view are pure; no DOM"),
        ...restricted(["process", "require", "Buffer", "__dirname"], "src/core and src/view run in browsers too; no Node"),
      ],
      "no-restricted-imports": ["error", { patterns: [
        { group: ["**/system/**", "**/system", "**/cli/**", "**/preview/**"], message: "core and view never import the adapter, the CLI or the preview" },
        { group: ["node:*", "fs", "path", "os", "child_process"], message: "core and view are pure; no Node modules" },
      ] }],
    },
  },
  {
    files: ["src/core/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [
        { group: ["**/view/**", "**/view", "**/system/**", "**/system", "**/cli/**", "**/preview/**"], message: "core imports nothing above it (design.md Layers)" },
        { group: ["node:*", "fs", "path", "os", "child_process"], message: "core is pure; no Node modules" },
      ] }],
    },
  },
  {
    files: ["src/cli/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", ...restricted(foundryGlobals, "the CLI runs the core without Foundry"), ...restricted(domGlobals, "the CLI has no DOM")],
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/system/**", "**/system", "**/preview/**"], message: "the CLI uses core and view only" }] }],
    },
  },
  {
    // The preview is a browser page on core and view: DOM yes, Foundry and the adapter no.
    files: ["src/preview/**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "no-restricted-globals": ["error", ...restricted(foundryGlobals, "the preview runs without Foundry")],
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/system/**", "**/system", "**/cli/**"], message: "the preview uses core and view only" }] }],
    },
  },
  {
    files: ["src/system/**/*.ts", "typetests/**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // v14 can pop an application out into its own window, whose elements are not instances of this
    // window's HTMLElement: ask the node (src/system/compat/elements.ts) instead.
    files: ["src/system/**/*.ts"],
    ignores: ["src/system/compat/**"],
    rules: {
      "no-restricted-syntax": ["error", ...[
        "BinaryExpression[operator='instanceof'][right.type='Identifier'][right.name=/^(HTML.*Element|Element)$/]",
        "BinaryExpression[operator='instanceof'][right.type='MemberExpression'][right.property.name=/^(HTML.*Element|Element)$/]",
      ].map((selector) => ({ selector, message: ELEMENT_CHECK }))],
    },
  },
  {
    files: ["test/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
