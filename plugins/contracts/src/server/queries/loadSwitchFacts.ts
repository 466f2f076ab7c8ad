import type { Queryable } from '@portal/core/server';
import type { StoredContractType } from '../../contract/contracts';

interface EnergyContractRow {
  id: string;
  contract_type: StoredContractType;
  start_date: string;
  end_date: string | null;
  upcoming: boolean;
}

/** The place's current and next energy contract (anything but a pure network contract). */
export async function loadSwitchFacts(db: Queryable, locationIdentifier: string, today: string) {
  const { rows } = await db.query<EnergyContractRow>(
    `select c.id, c.contract_type, to_char(c.start_date, 'YYYY-MM-DD') as start_date,
            to_char(c.end_date, 'YYYY-MM-DD') as end_date, c.start_date > $2::date as upcoming
       from contracts c
      where c.location_identifier = $1 and c.contract_type <> 'NETWORK'
        and (c.end_date is null or c.end_date >= $2::date)
      order by c.start_date desc, c.id`,
    [locationIdentifier, today],
  );
  const current = rows.find((row) => !row.upcoming);
  const upcoming = rows.filter((row) => row.upcoming).at(-1);
  return {
    current: current ? { id: current.id, contractType: current.contract_type, endDate: current.end_date } : null,
    upcoming: upcoming ? { id: upcoming.id, startDate: upcoming.start_date } : null,
  };
}
