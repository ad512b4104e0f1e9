/** The admins' system screen (GET /system/status; its answer: SystemStatus in server/system/answers.ts). */

/** How often a node writes its heartbeat, and how old one may be before its node is not counted as running. */
export const HEARTBEAT_EVERY_MS = 15_000;
export const NODE_SEEN_WITHIN_MS = 60_000;
/** How often the system screen asks again. */
export const SYSTEM_REFRESH_MS = 5_000;
