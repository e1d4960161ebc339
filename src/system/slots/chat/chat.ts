/** The slots chat cards: rendered and run here once the attack and Upkeep cards exist. */
export async function renderSlotsCard(_message: ChatMessage.Implementation, _content: HTMLElement): Promise<boolean> {
  return false;
}

export async function onSlotsCardAction(_message: ChatMessage.Implementation, _action: string, _targetIndex: number): Promise<boolean> {
  return false;
}
