import { Type } from 'typebox';
import { Int, Moment, Nullable, Str } from '../answers';

export const AuditEntry = Type.Object(
  {
    _id: Int(),
    at: Moment(),
    actorId: Nullable(Str()),
    actorName: Str(),
    actorRole: Str(),
    action: Str(),
    targetType: Str(),
    targetId: Str(),
    before: Type.Unknown({ description: 'The values before (JSON), or null' }),
    after: Type.Unknown({ description: 'The values after (JSON), or null' }),
  },
  { $id: 'AuditEntry' },
);
