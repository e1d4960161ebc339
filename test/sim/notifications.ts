/**
 * One client's notifications: what the user of that tab would see on screen.
 */
export interface Shown {
  readonly type: "info" | "warning" | "error" | "success";
  readonly message: string;
}

export class SimNotifications {
  readonly shown: Shown[] = [];
  /** @sim */
  constructor(private readonly i18n: () => { localize(key: string): string; format(key: string, data?: Record<string, string>): string }) {}

  /** @foundry client/applications/ui/notifications.mjs:134-175 (notify: localize or format the message when asked, then show it) */
  notify(message: string, type: Shown["type"] = "info", options: { localize?: boolean; format?: Record<string, string> } = {}): Shown {
    const text = options.format ? this.i18n().format(message, options.format) : options.localize ? this.i18n().localize(message) : message;
    const shown = { type, message: text };
    this.shown.push(shown);
    return shown;
  }
  /** @foundry client/applications/ui/notifications.mjs:178-181 (info) */
  info(message: string, options?: { localize?: boolean; format?: Record<string, string> }): Shown {
    return this.notify(message, "info", options);
  }
  /** @foundry client/applications/ui/notifications.mjs:191-194 (warn) */
  warn(message: string, options?: { localize?: boolean; format?: Record<string, string> }): Shown {
    return this.notify(message, "warning", options);
  }
  /** @foundry client/applications/ui/notifications.mjs:204-207 (error) */
  error(message: string, options?: { localize?: boolean; format?: Record<string, string> }): Shown {
    return this.notify(message, "error", options);
  }
  /** @sim the messages of one type this user saw */
  of(type: Shown["type"]): string[] {
    return this.shown.filter((s) => s.type === type).map((s) => s.message);
  }
}
