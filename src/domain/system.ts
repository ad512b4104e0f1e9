/** What the admins' system screen shows (GET /system/status), the same type on both sides. */
export interface SystemNode {
  nodeId: string;
  host: string;
  version: string;
  startedAt: string;
  seenAt: string;
  sockets: number;
}

export interface SystemStatus {
  checkedAt: string;
  /** API nodes whose heartbeat is less than a minute old. */
  nodes: SystemNode[];
  database: { reachable: boolean; latencyMs: number | null; kind: 'pglite' | 'postgres' };
  jobsWaiting: number | null;
  emailsFailedLastHour: number;
  pushesFailedLastHour: number;
  lastBackupAt: string | null;
}

/** How often a node writes its heartbeat, and how old one may be before its node is not counted as running. */
export const HEARTBEAT_EVERY_MS = 15_000;
export const NODE_SEEN_WITHIN_MS = 60_000;
/** How often the system screen asks again. */
export const SYSTEM_REFRESH_MS = 5_000;
