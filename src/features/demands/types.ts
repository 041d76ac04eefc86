/**
 * The request wire (part 2 §3, §7) as this feature reads it, until the server's contract lands
 * in src/domain/api.ts (then these become imports from there). Field names are the spec's.
 */
import type { Iri, JsonLdItem, Message } from '@/domain/api';

export type DemandStatusReference = 'in_progress' | 'validated' | 'refused';

/** A request (`/backend/demands`): the item, and the list's flat stand columns. */
export interface Demand extends JsonLdItem {
  /** 'D0042'. */
  formattedId: string;
  /** The type's IRI. */
  demandType: Iri;
  /** The status's reference. */
  demandStatus: DemandStatusReference;
  /** Desired (or, once validated, confirmed) date and time, ISO. */
  askedDatetime: string | null;
  comment: string | null;
  company: string;
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  stand: Iri;
  treated: boolean;
  unSeen: boolean;
  createdAt: string;
  updatedAt: string;
  /** The requester's full name. */
  fullName: string;
  /** The stand's columns (the list's). */
  standName?: string;
  hall?: string;
  aisle?: string;
  number?: string;
  surface?: string;
  standType?: string;
  show?: Iri;
  /** The logistics record of a logistics request, when it has one. */
  demandLogistic?: Iri | null;
}

/** The item specification of a logistics request (`/backend/demand_logistics`). */
export interface DemandLogistic extends JsonLdItem {
  demand: Iri;
  nature: 'vehicle' | 'equipment';
  height: string;
  length: string;
  width: string;
  /** Text with its unit: '120 kg', '2 tonne'. */
  weight: string;
  means: string[];
  pickupDatetime: string | null;
}

/** A plan or a photo / document of a logistics request (`/backend/demand_logistic_media`). */
export interface DemandLogisticMedia extends JsonLdItem {
  demandLogistic: Iri;
  type: 'plan' | 'document';
  objectUrl: string;
  mediaFileName: string;
}

/** A message of a request's thread (`/backend/demand_messages`). */
export interface DemandMessage extends JsonLdItem {
  demand: Iri;
  message: Message;
  newDemandStatus: DemandStatusReference | null;
  newDemandAskedDatetime: string | null;
  newDemandPickupDatetime: string | null;
}

/** The quick-filter counters of a show's requests (admin, support). */
export interface DemandCounters {
  messages: { unSeen: number; untreated: number };
  exemption: Record<DemandStatusReference, number>;
  logistic: Record<DemandStatusReference, number>;
}
