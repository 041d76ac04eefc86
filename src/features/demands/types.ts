/**
 * The request wire (docs/api.md "Requests"), the types of src/domain/api.ts under the names this
 * feature reads.
 */
export type { Demand, DemandCounters, DemandLogistic, DemandLogisticMedia, DemandMedia, DemandMessage } from '@/domain/api';
export type { DemandStatus as DemandStatusReference } from '@/domain/demands';
