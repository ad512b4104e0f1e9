import { Type } from 'typebox';
import { Bool, Int, Moment, Nullable, Str } from '../answers';

export const SystemStatus = Type.Object(
  {
    checkedAt: Moment(),
    nodes: Type.Array(
      Type.Object({
        nodeId: Str('Made when the node started: a restarted node is a new one'),
        host: Str(),
        version: Str('package.json version'),
        startedAt: Moment(),
        seenAt: Moment('Its last heartbeat'),
        sockets: Int('Live connections open on it'),
      }),
    ),
    database: Type.Object({
      reachable: Bool(),
      latencyMs: Nullable(Type.Number({ description: 'Time to answer select 1' })),
      kind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    }),
    jobsWaiting: Nullable(Int('Jobs due and not done')),
    emailsFailedLastHour: Int('On the nodes running now'),
    pushesFailedLastHour: Int('On the nodes running now'),
    lastBackupAt: Nullable(Moment('When npm run backup last finished')),
  },
  { $id: 'SystemStatus' },
);
