import type { Database } from '@portal/core/server';

/**
 * Switches green power on the contract and records who did it, in one transaction: the contract and
 * its audit trail never disagree. Setting the state it already has writes nothing.
 */
export async function saveGreenPower(db: Database, contractId: string, on: boolean, userId: string, changedAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx.query(
      `update contracts set green_power_on = $2
        where id = $1 and green_power_on <> $2 and (can_have_green_power or not $2)`,
      [contractId, on],
    );
    if ((updated.affectedRows ?? 0) === 0) return;
    await tx.query('insert into green_power_changes (contract_id, user_id, green_power_on, changed_at) values ($1, $2, $3, $4)', [
      contractId,
      userId,
      on,
      changedAt.toISOString(),
    ]);
  });
}
