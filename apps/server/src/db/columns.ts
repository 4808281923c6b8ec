/** Column helpers shared by the modules' tables (`modules/<area>/schema.ts`). */
import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at timestamptz(3) not null default now()`: when a row was created. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
