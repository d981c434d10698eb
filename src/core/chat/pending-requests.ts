/** Open requests by a two-part key (session, message), so one reply or all can be stopped. */
export class PendingRequests {
  private readonly controllers = new Map<string, AbortController>();

  private static key(sessionId: string, messageId: string): string {
    return `${sessionId}\u0000${messageId}`;
  }

  add(sessionId: string, messageId: string, controller: AbortController): void {
    this.controllers.set(PendingRequests.key(sessionId, messageId), controller);
  }

  remove(sessionId: string, messageId: string): void {
    this.controllers.delete(PendingRequests.key(sessionId, messageId));
  }

  stop(sessionId: string, messageId: string): void {
    const key = PendingRequests.key(sessionId, messageId);
    this.controllers.get(key)?.abort();
    this.controllers.delete(key);
  }

  /** Stops every open request of one session. */
  stopSession(sessionId: string): void {
    for (const [key, controller] of this.controllers) {
      if (key.startsWith(`${sessionId}\u0000`)) {
        controller.abort();
        this.controllers.delete(key);
      }
    }
  }

  stopAll(): void {
    for (const controller of this.controllers.values()) controller.abort();
    this.controllers.clear();
  }

  hasPending(): boolean {
    return this.controllers.size > 0;
  }
}
