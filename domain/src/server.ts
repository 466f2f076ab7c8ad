// @portal/domain/server: the domain's reads and writes of the platform's market and metering tables
// (spot prices, VAT and tax rates, consumption rollups). Server only: it needs a database.
export { loadSpotPrices } from './market/spotPrices';
export { loadSpotPeriods } from './market/spotPeriods';
export { loadVatRateTable, loadElectricityTaxTable } from './market/rateTables';
export { refreshConsumptionRollups, rebuildConsumptionRollups, type RollupTarget } from './metering/consumptionRollups';
