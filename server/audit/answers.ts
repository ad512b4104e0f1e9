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
    targetLabel: Str('The target as a person knew it then: a name and e-mail, a business, #1234'),
    before: Type.Unknown({ description: 'The values before (JSON), or null' }),
    after: Type.Unknown({ description: 'The values after (JSON), or null' }),
  },
  { $id: 'AuditEntry' },
);
