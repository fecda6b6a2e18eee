import { ADMIN_LEAD_OUTCOMES, ADMIN_LEAD_URGENCIES, type AdminLeadOutcome, type AdminLeadUrgency } from '../leads/admin-lead-defaults';

/** The Testing Platform's test data form (docs/product/testing-platform.md#test-data). */
export type TestLeadData = {
  customerName: string;
  phone: string;
  email: string;
  address: string;
  jobDescription: string;
  urgency: AdminLeadUrgency;
  outcome: AdminLeadOutcome;
  status: 'new' | 'contacted' | 'quoted';
  notes: string;
};

const FIRST_NAMES = [
  'Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Jack', 'Mia', 'Charlie', 'Grace', 'Thomas', 'Freya',
  'James', 'Emily', 'William', 'Poppy', 'Alfie', 'Sophie', 'Rhys', 'Niamh', 'Callum', 'Eilidh', 'Priya', 'Arjun',
];
const SURNAMES = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Evans', 'Thomas', 'Roberts',
  'Walker', 'Wright', 'Thompson', 'Hughes', 'Edwards', 'Green', 'Hall', 'Wood', 'Clarke', 'Patel', 'Campbell', "O'Neill", 'MacLeod',
];
const STREETS = [
  'High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Green Lane', 'Manor Road', 'Park Avenue',
  'Queens Road', 'Mill Lane', 'The Crescent', 'Kings Road', 'Windsor Close',
];
const TOWNS = ['Clapham', 'Brixton', 'Croydon', 'Ealing', 'Walthamstow', 'Hackney', 'Wimbledon', 'Islington', 'Bromley', 'Richmond'];
const JOB_DESCRIPTIONS = [
  'Replace the kitchen mixer tap and fix the dripping shower head in the main bathroom',
  'Mount a 55 inch TV on a plasterboard wall and hide the cables',
  'Assemble two IKEA wardrobes and a chest of drawers in the back bedroom',
  'Repaint the hallway, stairs and landing, walls and woodwork',
  'Fix a sticking front door and replace the letterbox',
  'Put up three floating shelves and a curtain pole in the living room',
  'Re-seal the bath and replace the cracked tiles around it',
  'Replace two internal door handles and oil the hinges',
  'Fit a new toilet seat and fix the cistern that keeps running',
  'Patch and paint a hole in the bedroom ceiling after a leak',
  'Lay laminate flooring in a small box room, about 8 square metres',
  'Clear the gutters and replace a broken downpipe bracket at the back',
];
const NOTES = [
  'Test lead from the Testing Platform',
  'Customer prefers a morning visit',
  'Parking available on the drive',
  'Please call before arriving',
];

/**
 * Ofcom keeps 07700 900000 to 900999 for drama: a test number never rings a real person
 * (docs/product/testing-platform.md#test-data).
 */
export const DRAMA_MOBILE_PREFIX = '07700 900';
const DRAMA_NUMBERS = 1000;

function pick<T>(items: readonly T[], random: () => number): T {
  const index = Math.min(items.length - 1, Math.max(0, Math.floor(random() * items.length)));
  return items[index] as T;
}

function toEmailPart(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

/**
 * Believable UK test data for the form: a name, a drama mobile number, an address on a
 * reserved example domain, a real-sounding job. `random` returns a number in [0, 1).
 */
export function generateTestLeadData(random: () => number): TestLeadData {
  const firstName = pick(FIRST_NAMES, random);
  const surname = pick(SURNAMES, random);
  const line = String(Math.floor(random() * DRAMA_NUMBERS)).padStart(3, '0');
  const houseNumber = 1 + Math.floor(random() * 120);
  return {
    customerName: `${firstName} ${surname}`,
    phone: `${DRAMA_MOBILE_PREFIX}${line}`,
    email: `${toEmailPart(firstName)}.${toEmailPart(surname)}@example.co.uk`,
    address: `${houseNumber} ${pick(STREETS, random)}, ${pick(TOWNS, random)}`,
    jobDescription: pick(JOB_DESCRIPTIONS, random),
    urgency: pick(ADMIN_LEAD_URGENCIES, random),
    outcome: pick(ADMIN_LEAD_OUTCOMES, random),
    status: 'new',
    notes: pick(NOTES, random),
  };
}

/** What the form starts with before anything is generated. */
export const EMPTY_TEST_LEAD_DATA: TestLeadData = {
  customerName: '',
  phone: '',
  email: '',
  address: '',
  jobDescription: '',
  urgency: 'within_week',
  outcome: 'phone_quote',
  status: 'new',
  notes: '',
};
