/** Live (socket.io) messages the server and the SPA agree on, besides the order events themselves. */
export const LIVE_EVENTS = {
  /** The node may have missed events (its database connection came back): refetch what is shown. */
  resync: 'resync',
  /** The session was ended (logout, password reset): do not reconnect, sign in again. */
  sessionEnded: 'sessionEnded',
  /** The handshake's refusal when the token is not (or no longer) valid. */
  unauthorized: 'unauthorized',
  /** The handshake's or a join's answer when the database did not answer: try again shortly. */
  unavailable: 'unavailable',
} as const;
