// The count every list and check of "how many" asks for, said once.
import type { SelectQueryBuilder } from 'kysely';

/** How many rows `query` (a selectFrom with its conditions, nothing selected yet) finds. */
export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  // pg returns count(*), a bigint, as a string; the generic selection does not say its name to the compiler.
  const row = (await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()) as { count: string };
  return Number(row.count);
}
