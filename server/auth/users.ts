import { getTableColumns } from 'drizzle-orm';
import { users } from '../db/schema';

const {
  passwordHash: _hash,
  emailConfirmed: _confirmed,
  tokenVersion: _version,
  twoFactorSecret: _secret,
  twoFactorPending: _pending,
  twoFactorLastStep: _step,
  ...publicColumns
} = getTableColumns(users);

/** The columns of a user that may leave the server: never the password hash. */
export const publicUserColumns = publicColumns;
