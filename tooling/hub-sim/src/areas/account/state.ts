/** What the account area remembers. */
export type AccountState = {
  /** Cabin messages each guest has opened (by sourceMessageId). */
  readMessages: Map<string, Set<string>>;
};

export const createAccountState = (): AccountState => ({ readMessages: new Map() });
