/** How long a message waited (until handled, else until now) against the promise made when it was sent. */
export interface ResponseAge {
  waitedMs: number;
  targetMs: number;
  /** Past its promise: still waiting after respond_by, or handled after it. */
  overdue: boolean;
}

export function responseAge(message: { created_at: string; respond_by: string; read_at: string | null }, now: Date): ResponseAge {
  const created = Date.parse(message.created_at);
  const until = message.read_at === null ? now.getTime() : Date.parse(message.read_at);
  const respondBy = Date.parse(message.respond_by);
  return { waitedMs: Math.max(0, until - created), targetMs: respondBy - created, overdue: until > respondBy };
}
