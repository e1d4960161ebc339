/**
 * The few words of the preview's own chrome (its toolbar, window buttons, token bar). They are
 * not part of the system — players never see them — so they stay here rather than in
 * lang/en.json; everything inside a window comes from the real templates and lang file.
 */
export const CHROME = {
  title: "Fray preview",
  views: "Views",
  theme: "Dark theme",
  close: "Close window",
  chat: "Chat log",
  combat: "Combat tracker",
  round: (n: number): string => `Round ${n}`,
  scene: "Scene",
  target: (name: string): string => `Target ${name}`,
  openSheet: (name: string): string => `Open ${name}'s sheet`,
  notInPreview: (action: string): string => `“${action}” changes documents; it runs in Foundry, not in this preview.`,
  error: (message: string): string => `Preview error: ${message}`,
} as const;
