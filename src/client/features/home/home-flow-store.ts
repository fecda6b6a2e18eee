import { z } from 'zod';
import { createRandomId } from '#client/lib/random-id';
import { AnalysedJobSchema } from '#contracts/analysis.contract';
import { HOME_CUSTOMER_TYPES, HOME_JOB_TYPES } from '#domain/funnels/home-flow-answers';
import { StoredRecommendationSchema } from '#contracts/stored-analysis';

/**
 * The home flow's answers (docs/product/home-flow.md#persisted-answers), kept in session storage
 * under one fixed key so a reload keeps every answer. Data read back is validated field by
 * field: a stale or hand-edited field falls back to empty without losing the others.
 */
export const HOME_FLOW_STORAGE_KEY = 'handyman.homeFlow.v1';

const text = (max: number) => z.string().max(max).catch('');

export const HomeCustomerDetailsSchema = z.object({
  customerName: text(120),
  phone: text(40),
  email: text(254),
  location: text(300),
  /** Always sent empty in leads (docs/product/home-flow.md#contact-details); kept for the entity's shape. */
  city: text(100),
  postcode: text(12),
  propertyType: text(50),
  urgency: text(30),
});
export type HomeCustomerDetails = z.infer<typeof HomeCustomerDetailsSchema>;

const EMPTY_DETAILS: HomeCustomerDetails = {
  customerName: '',
  phone: '',
  email: '',
  location: '',
  city: '',
  postcode: '',
  propertyType: '',
  urgency: '',
};

const FunnelKeySchema = z.string().regex(/^[\w-]{8,64}$/);

export const HomeFlowDataSchema = z.object({
  /** One funnel run; the draft, method and final lead saves share it (one lead on the server). */
  funnelKey: FunnelKeySchema.catch(() => createFunnelKey()),
  customerType: z.enum(HOME_CUSTOMER_TYPES).nullable().catch(null),
  selectedJobType: z.enum(HOME_JOB_TYPES).nullable().catch(null),
  jobDescription: text(5000),
  analysedJob: AnalysedJobSchema.nullable().catch(null),
  customerDetails: HomeCustomerDetailsSchema.catch(EMPTY_DETAILS),
  /** What the browser shows and later saves with the lead: the same schema the server stores. */
  finalRecommendation: StoredRecommendationSchema.nullable().catch(null),
  /** The promo code the customer applied (docs/product/home-flow.md#promo-code), or null. */
  promoCode: z.string().max(30).nullable().catch(null),
  discountApplied: z.boolean().catch(false),
});
export type HomeFlowData = z.infer<typeof HomeFlowDataSchema>;

export function createFunnelKey(): string {
  return createRandomId();
}

export function createEmptyHomeFlowData(): HomeFlowData {
  return {
    funnelKey: createFunnelKey(),
    customerType: null,
    selectedJobType: null,
    jobDescription: '',
    analysedJob: null,
    customerDetails: { ...EMPTY_DETAILS },
    finalRecommendation: null,
    promoCode: null,
    discountApplied: false,
  };
}

function readStoredData(storage: Storage | null): HomeFlowData {
  try {
    const raw = storage?.getItem(HOME_FLOW_STORAGE_KEY);
    if (!raw) return createEmptyHomeFlowData();
    const parsed = HomeFlowDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : createEmptyHomeFlowData();
  } catch (error) {
    console.warn('The saved answers could not be read', error);
    return createEmptyHomeFlowData();
  }
}

export type HomeFlowPatch = Partial<Omit<HomeFlowData, 'customerDetails' | 'funnelKey'>> & {
  customerDetails?: Partial<HomeCustomerDetails>;
};

export type HomeFlowStore = {
  get: () => HomeFlowData;
  subscribe: (listener: () => void) => () => void;
  update: (patch: HomeFlowPatch) => void;
  /**
   * 'Submit Another Request': a new run with everything cleared, the customer type included
   * (docs/product/home-flow.md#confirmations).
   */
  startAgain: () => void;
  /** 'Start Over': everything cleared. */
  clear: () => void;
};

function findSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** One store per mounted flow; every change is written through to session storage. */
export function createHomeFlowStore(storage: Storage | null = findSessionStorage()): HomeFlowStore {
  let data = readStoredData(storage);
  const listeners = new Set<() => void>();

  function set(next: HomeFlowData) {
    data = next;
    try {
      storage?.setItem(HOME_FLOW_STORAGE_KEY, JSON.stringify(next));
    } catch (error) {
      // A session-storage failure is only logged; the flow goes on in memory
      // (docs/product/home-flow.md#persisted-answers).
      console.warn('The answers could not be saved in this tab', error);
    }
    for (const listener of listeners) listener();
  }

  return {
    get: () => data,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update: (patch) => {
      const { customerDetails, ...rest } = patch;
      set({ ...data, ...rest, customerDetails: { ...data.customerDetails, ...customerDetails } });
    },
    startAgain: () => set(createEmptyHomeFlowData()),
    clear: () => set(createEmptyHomeFlowData()),
  };
}
