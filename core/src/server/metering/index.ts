export { refreshConsumptionRollups, rebuildConsumptionRollups, type RollupTarget } from './consumptionRollups';
