/**
 * Keyboard use of action elements that are not buttons: the portrait is an <img> (Foundry's
 * editImage action reads the new path back from it), so Enter or Space on it clicks it.
 */
export function activateOnKeyboard(root: HTMLElement): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-action][role="button"]')) {
    // A part that was not re-rendered keeps its element: bind each element once.
    if (el.dataset["frayKeys"] !== undefined) continue;
    el.dataset["frayKeys"] = "";
    el.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      el.click();
    });
  }
}
