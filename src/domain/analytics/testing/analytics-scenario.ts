import type { AnalyticsFlow } from '../funnel-stages';
import type { AnalyticsEvent } from '../session-facts';

/**
 * Hand-made visitor sessions for the analytics definitions, shared by the domain's tests and the
 * server's (which seed them and read the endpoints). Each test works its expected figures out by
 * hand from the timelines below. "Now" is Saturday 21 November 2026, 12:00 GMT, so the last 24
 * hours start at 12:00 on the 20th and the last 7 days at 12:00 on the 14th.
 */
export const SCENARIO_NOW = new Date('2026-11-21T12:00:00.000Z');

/** [seconds after the session's start, action, step, time on step] */
type Line = readonly [seconds: number, action: string, step: string, timeOnStep?: number];

function walk(sessionId: string, flow: AnalyticsFlow, startIso: string, lines: readonly Line[], funnelKey: string | null = null): AnalyticsEvent[] {
  const start = new Date(startIso).getTime();
  return lines.map(([seconds, action, step, timeOnStep]) => ({
    sessionId,
    flow,
    step,
    action,
    timeOnStepSeconds: timeOnStep ?? null,
    createdAt: new Date(start + seconds * 1000),
    funnelKey,
  }));
}

/** Converts straight through: every stage, then the phone quote's confirmation. */
export const H1_CONVERTS = walk('scenario-h1', 'home', '2026-11-21T08:00:00Z', [
  [0, 'step_start', 'customer_type'],
  [5, 'step_complete', 'customer_type', 5],
  [5, 'step_start', 'welcome'],
  [45, 'step_complete', 'welcome', 40],
  [45, 'step_start', 'confirm_details'],
  [55, 'step_complete', 'confirm_details', 10],
  [55, 'step_start', 'customer_details'],
  [85, 'step_complete', 'customer_details', 30],
  [85, 'step_start', 'generating_recommendation'],
  [87, 'step_complete', 'generating_recommendation', 2],
  [87, 'step_start', 'quote_method_selection'],
  [95, 'step_complete', 'quote_method_selection', 8],
  [95, 'step_start', 'phone_quote'],
  [115, 'step_complete', 'phone_quote', 20],
  [115, 'step_start', 'send_quote'],
]);

/** Skips a stage: from the customer type straight to the analysis check (a stored analysis), then leaves on the contact details. */
export const H2_SKIPS = walk('scenario-h2', 'home', '2026-11-21T08:30:00Z', [
  [0, 'step_start', 'customer_type'],
  [6, 'step_complete', 'customer_type', 6],
  [6, 'step_start', 'confirm_details'],
  [18, 'step_complete', 'confirm_details', 12],
  [18, 'step_start', 'customer_details'],
  [60, 'abandon', 'customer_details', 42],
]);

/** Goes back: from the analysis check back to the description, and leaves there. */
export const H3_GOES_BACK = walk('scenario-h3', 'home', '2026-11-21T09:00:00Z', [
  [0, 'step_start', 'customer_type'],
  [4, 'step_complete', 'customer_type', 4],
  [4, 'step_start', 'welcome'],
  [34, 'field_fill', 'welcome', 28],
  [34, 'step_complete', 'welcome', 30],
  [34, 'step_start', 'confirm_details'],
  [43, 'button_click', 'confirm_details', 9],
  [43, 'step_start', 'welcome'],
  [70, 'abandon', 'welcome', 27],
], 'scenario-fk-h3');

/**
 * Reloads the description (the reload sends an abandonment, then starts the step again), runs
 * past midnight into the 21st, and leaves on the method choice after leaving a name and phone.
 */
export const H4_RELOADS = walk('scenario-h4', 'home', '2026-11-20T23:58:00Z', [
  [0, 'step_start', 'customer_type'],
  [7, 'step_complete', 'customer_type', 7],
  [7, 'step_start', 'welcome'],
  [32, 'abandon', 'welcome', 25],
  [33, 'step_start', 'welcome'],
  [51, 'step_complete', 'welcome', 18],
  [51, 'step_start', 'confirm_details'],
  [62, 'step_complete', 'confirm_details', 11],
  [62, 'step_start', 'customer_details'],
  [107, 'step_complete', 'customer_details', 45],
  [107, 'step_start', 'generating_recommendation'],
  [109, 'step_complete', 'generating_recommendation', 2],
  [109, 'step_start', 'quote_method_selection'],
  [180, 'abandon', 'quote_method_selection', 71],
], 'scenario-fk-h4');

/**
 * Spans the last 24 hours' start (12:00 on the 20th): the customer type and the description
 * start before it, everything from the description's completion on is inside. Converts by
 * video.
 */
export const H5_SPANS_THE_RANGE = walk('scenario-h5', 'home', '2026-11-20T11:50:00Z', [
  [0, 'step_start', 'customer_type'],
  [8, 'step_complete', 'customer_type', 8],
  [8, 'step_start', 'welcome'],
  [900, 'step_complete', 'welcome', 900],
  [900, 'step_start', 'confirm_details'],
  [920, 'step_complete', 'confirm_details', 20],
  [920, 'step_start', 'customer_details'],
  [945, 'step_complete', 'customer_details', 25],
  [945, 'step_start', 'generating_recommendation'],
  [947, 'step_complete', 'generating_recommendation', 2],
  [947, 'step_start', 'quote_method_selection'],
  [952, 'step_complete', 'quote_method_selection', 5],
  [952, 'step_start', 'whatsapp_video'],
  [982, 'step_complete', 'whatsapp_video', 30],
  [982, 'step_start', 'generate_message'],
]);

/** Five days ago: the first question only. */
export const H6_EARLIER_IN_THE_WEEK = walk('scenario-h6', 'home', '2026-11-18T09:00:00Z', [
  [0, 'step_start', 'customer_type'],
  [20, 'abandon', 'customer_type', 20],
]);

/** Two days ago: leaves a name and phone, then leaves during the recommendation wait. */
export const H7_STOPS_AT_THE_RECOMMENDATION = walk('scenario-h7', 'home', '2026-11-19T15:00:00Z', [
  [0, 'step_start', 'customer_type'],
  [5, 'step_complete', 'customer_type', 5],
  [5, 'step_start', 'welcome'],
  [30, 'step_complete', 'welcome', 25],
  [30, 'step_start', 'confirm_details'],
  [40, 'step_complete', 'confirm_details', 10],
  [40, 'step_start', 'customer_details'],
  [80, 'step_complete', 'customer_details', 40],
  [80, 'step_start', 'generating_recommendation'],
  [81, 'abandon', 'generating_recommendation', 1],
]);

/**
 * Mixes flows: one tab (one session id) answers the home flow's first question, starts the
 * description, then opens the pricing page and gets a price there.
 */
export const M_MIXES_FLOWS = [
  ...walk('scenario-m', 'home', '2026-11-21T09:30:00Z', [
    [0, 'step_start', 'customer_type'],
    [3, 'step_complete', 'customer_type', 3],
    [3, 'step_start', 'welcome'],
  ]),
  ...walk('scenario-m', 'pricing', '2026-11-21T09:31:00Z', [
    [0, 'step_start', 'job_input'],
    [14, 'step_complete', 'job_input', 14],
    [14, 'step_start', 'analyzing'],
    [17, 'step_complete', 'analyzing', 3],
    [17, 'step_start', 'job_confirmation'],
    [23, 'step_complete', 'job_confirmation', 6],
    [23, 'step_start', 'lead_capture'],
    [43, 'step_complete', 'lead_capture', 20],
    [43, 'step_start', 'generating_quote'],
    [45, 'step_complete', 'generating_quote', 2],
    [45, 'step_start', 'quote_display'],
  ]),
];

/** Leaves the pricing page's first step. */
export const P1_LEAVES_AT_JOB_INPUT = walk('scenario-p1', 'pricing', '2026-11-21T10:00:00Z', [
  [0, 'step_start', 'job_input'],
  [20, 'field_fill', 'job_input'],
  [25, 'abandon', 'job_input', 25],
]);

/** 'Go Back' from the tasks (which completes nothing), then on to the price. */
export const P2_GOES_BACK_THEN_CONVERTS = walk('scenario-p2', 'pricing', '2026-11-21T10:30:00Z', [
  [0, 'step_start', 'job_input'],
  [10, 'step_complete', 'job_input', 10],
  [10, 'step_start', 'analyzing'],
  [12, 'step_complete', 'analyzing', 2],
  [12, 'step_start', 'job_confirmation'],
  [20, 'button_click', 'job_confirmation'],
  [20, 'step_start', 'job_input'],
  [25, 'step_complete', 'job_input', 5],
  [25, 'step_start', 'analyzing'],
  [27, 'step_complete', 'analyzing', 2],
  [27, 'step_start', 'job_confirmation'],
  [36, 'step_complete', 'job_confirmation', 9],
  [36, 'step_start', 'lead_capture'],
  [66, 'step_complete', 'lead_capture', 30],
  [66, 'step_start', 'generating_quote'],
  [67, 'step_complete', 'generating_quote', 1],
  [67, 'step_start', 'quote_display'],
]);

/** Only a click reached the server (its step start was lost): a session that entered no stage. */
export const P3_ONLY_A_CLICK = walk('scenario-p3', 'pricing', '2026-11-21T11:00:00Z', [[0, 'button_click', 'job_input']]);

export const SCENARIO_EVENTS: readonly AnalyticsEvent[] = [
  ...H1_CONVERTS,
  ...H2_SKIPS,
  ...H3_GOES_BACK,
  ...H4_RELOADS,
  ...H5_SPANS_THE_RANGE,
  ...H6_EARLIER_IN_THE_WEEK,
  ...H7_STOPS_AT_THE_RECOMMENDATION,
  ...M_MIXES_FLOWS,
  ...P1_LEAVES_AT_JOB_INPUT,
  ...P2_GOES_BACK_THEN_CONVERTS,
  ...P3_ONLY_A_CLICK,
];
