import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role, Trade, TradespersonStatus } from '@tf/shared';

/** Timestamps are ISO-8601 UTC strings in both dialects, so answers have one shape. */
type Timestamp = string;

export interface ClientTable {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  phoneNumber: string;
  street: string;
  city: string;
  postcode: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TradespersonTable {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  businessName: string;
  contactNumber: string;
  trade: Trade;
  street: string;
  city: string;
  postcode: string;
  status: TradespersonStatus;
  /** JSON array of postcode areas ("SW") and districts ("SW1A") the tradesperson covers. */
  coverage: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AdminTable {
  id: string;
  email: string;
  passwordHash: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  tokenHash: string;
  role: Role;
  userId: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  windowStart: Timestamp;
  lockedUntil: Timestamp | null;
}

export interface Database {
  clients: ClientTable;
  tradespeople: TradespersonTable;
  admins: AdminTable;
  sessions: SessionTable;
  loginThrottle: LoginThrottleTable;
}

export type ClientRow = Selectable<ClientTable>;
export type TradespersonRow = Selectable<TradespersonTable>;
export type AdminRow = Selectable<AdminTable>;
export type NewClient = Insertable<ClientTable>;
export type NewTradesperson = Insertable<TradespersonTable>;
export type ClientUpdate = Updateable<ClientTable>;
export type { Generated };
