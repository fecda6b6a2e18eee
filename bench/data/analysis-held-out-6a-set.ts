import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The SIXTH held-out batch, half A: new descriptions written by a different author from the
// earlier batches, before the engine was tuned on batches 4–5, and committed on their own.
// Never tuned on, never trained on. The voice is busy working parents texting on a phone,
// landlords and letting agents with several properties, and tenants reporting faults. Same
// conventions as the earlier batches (bench/data/analysis-eval-set.ts): not handyman work at all
// is out_of_scope with no task; a message that also names handyman work prices it with no
// out_of_scope flag; referrals are expected from everyday words; vague text expects no task and
// needs_more_detail; large_job above 16 hours; emergencies as in batch 4. Hours ranges follow
// docs/product/analysis-calibration.md.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h6a-001', 'hiya kitchen tap drips non stop 😩 can u sort it this wk? kids at school 9-3 so any time then', ['PLUMBING'], [0.5, 1.5]),
  job('h6a-002', 'Tenant at flat 2 reports the toilet wont stop running after its flushed, can you send someone pls', ['PLUMBING'], [0.5, 1.5]),
  job('h6a-003', 'bath takes forever to drain, pretty sure its hair 🤢 do u do that sort of thing?', ['PLUMBING'], [0.5, 1.5]),
  job('h6a-004', 'how much would it be to swap the kitchen tap? got a new one from screwfix already', ['PLUMBING'], [1, 2.5]),
  job('h6a-005', 'Hello I am the tenant at 14 Oak Road. Under kitchen sink always wet, small leak from pipe I think, cupboard smells damp', ['PLUMBING'], [0.5, 2]),
  job('h6a-006', 'toilet seat snapped, kids were standing on it to reach the sink lol. got a new one', ['PLUMBING'], [0.5, 1]),
  job('h6a-007', 'radiator in my sons room only warm at the bottom, top is freezing. do u bleed them?', ['PLUMBING'], [0.5, 1.5]),
  job('h6a-008', 'can u put the tv on the wall in the lounge? 50 inch, got the bracket off amazon', ['MOUNTING'], [1, 2.5]),
  job('h6a-009', 'need a mirror hangin in the hall, its quite heavy, from dunelm', ['MOUNTING'], [0.5, 1.5]),
  job('h6a-010', 'do u put up blinds? just 1 roller blind for the kitchen window, already bought', ['MOUNTING'], [0.5, 1.5]),
  job('h6a-011', 'Landlord here - tenant wants a curtain rail in the back bedroom of my rental, could you fit one, I will buy it', ['MOUNTING'], [0.5, 1.5]),
  job('h6a-012', 'shelf for the babys room pls, just the one, above the changing table 👶', ['MOUNTING'], [0.5, 1.5]),
  job('h6a-013', 'how much to build an ikea hemnes bed? its a double', ['ASSEMBLY'], [1, 3]),
  job('h6a-014', 'got a kids desk from argos still in the box, no time to build it 🙈 can u?', ['ASSEMBLY'], [0.5, 2]),
  job('h6a-015', 'New furnished let, need a sofa bed from wayfair assembling before the tenant moves in on friday', ['ASSEMBLY'], [1, 2.5]),
  job('h6a-016', 'do u do flat pack? pax wardrobe 2m wide with the sliding doors 😬', ['ASSEMBLY'], [2.5, 5.5]),
  job('h6a-017', 'bathroom door wont close properly since the weather turned, rubs at the top', ['CARPENTRY'], [0.5, 2]),
  job('h6a-018', 'tenant says kitchen cupboard door has come off the hinge at flat 5b, please arrange', ['CARPENTRY'], [0.5, 1]),
  job('h6a-019', 'handle on the back bedroom door is loose and just spins, kids keep getting stuck in there 🙄', ['CARPENTRY'], [0.5, 1]),
  job('h6a-020', 'one of the kitchen drawers keeps dropping off its runner', ['CARPENTRY'], [0.5, 1.5]),
  job('h6a-021', 'can u put stair gates up? baby is crawling now 😅 need top and bottom of the stairs', ['MOUNTING'], [0.5, 2]),
  job('h6a-022', 'front door lock is really stiff, have to jiggle the key for ages. can it be changed?', ['LOCKSMITH'], [0.5, 1.5]),
  job('h6a-023', 'tenant moved out and didnt return keys, need the front door lock changing at 7 Mill Lane asap pls', ['LOCKSMITH'], [0.5, 1.5]),
  job('h6a-024', 'how much to paint a small box room? walls and ceiling, paint is bought', ['PAINTING'], [3, 7]),
  job('h6a-025', 'Between tenants, the living room needs repainting, magnolia throughout, its a decent size lounge', ['PAINTING'], [5, 12]),
  job('h6a-026', 'kids drew all over the landing wall in felt tip 🖍️🙄 needs painting over, just the one wall', ['PAINTING'], [1, 3]),
  job('h6a-027', 'can u paint our garden shed? its a 6x4 one, wood stain is bought', ['PAINTING'], [1.5, 4]),
  job('h6a-028', 'big hole in the wall where the old tv bracket got ripped out, needs filling so we can paint', ['PLASTERING'], [0.5, 2]),
  job('h6a-029', 'chunk of plaster came off in the hall when we stripped the wallpaper, bout 30cm patch', ['PLASTERING'], [1, 3]),
  job('h6a-030', 'silicone round the shower tray has gone black n mouldy ew, can it be redone', ['TILING'], [0.5, 1.5]),
  job('h6a-031', 'tile fell off the wall behind the bath, still got it and its not broken', ['TILING'], [0.5, 1.5]),
  job('h6a-032', 'Tenant reports 2 bathroom floor tiles cracked next to the toilet. We have spares in the garage', ['TILING'], [1, 2.5]),
  job('h6a-033', 'laminate in the hallway has lifted at one of the joins and the kids keep tripping on it', ['FLOORING'], [0.5, 2]),
  job('h6a-034', 'floorboard in our bedroom moves when u step on it and creaks like mad, wakes the baby every time', ['FLOORING'], [0.5, 2]),
  job('h6a-035', 'fence panel came out in the wind, its lying on the lawn now, posts still up. can u put it back?', ['EXTERIOR'], [0.5, 2]),
  job('h6a-036', 'side gate wont latch, bangs all night in the wind and wakes the baby 😫', ['EXTERIOR'], [0.5, 1.5]),
  job('h6a-037', 'gutter above the back door overflows everytime it rains, prob full of leaves. its a bungalow', ['EXTERIOR'], [0.5, 2]),
  job('h6a-038', 'how much to jetwash our patio? its about 20 m2', ['EXTERIOR'], [1.5, 4]),
  job('h6a-039', 'garden is a jungle 🌿 lawn needs mowing and the edges doing, small back garden', ['GARDENING'], [1, 2.5]),
  job('h6a-040', 'can u cut back the ivy growing all over the side fence? its taking over', ['GARDENING'], [1, 3]),
  job('h6a-041', 'kitchen has a horrible old strip light, want it swapped for a normal ceiling light we bought', ['ELECTRICAL'], [0.5, 1.5]),
  job('h6a-042', 'smoke alarm keeps chirping even with a new battery, think it needs replacing. its the one wired into the ceiling', ['ELECTRICAL'], [0.5, 1.5]),
  job('h6a-043', 'flat 3 - bathroom extractor fan has stopped, tenant says it just doesnt come on now', ['ELECTRICAL'], [0.5, 1.5]),
  job('h6a-044', 'need an old mattress and a broken cot taking to the tip, can u do that?', ['GENERAL'], [1, 2.5]),
  job('h6a-045', 'front door lets a gale in underneath, do you fit draught excluders?', ['GENERAL'], [0.5, 1.5]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h6a-046', 'few jobs: tv on wall in bedroom, shelf above the desk, and the bathroom tap drips. when r u free?', ['MOUNTING', 'MOUNTING', 'PLUMBING'], [2, 4.5]),
  job('h6a-047', 'Flat 1 checkout report: toilet seat loose, blind snapped in bedroom, kitchen cupboard door hanging off. Quote pls', ['PLUMBING', 'MOUNTING', 'CARPENTRY'], [1.5, 3.5]),
  job('h6a-048', 'can u build a cot and a chest of drawers for the nursery and put up a curtain pole? 🍼 due in 3 wks!!', ['ASSEMBLY', 'ASSEMBLY', 'MOUNTING'], [2.5, 6]),
  job('h6a-049', 'repaint the kitchen and redo the silicone round the sink while ur at it', ['PAINTING', 'TILING'], [4, 10]),
  job('h6a-050', 'gutters need clearing and the shed felt has blown off one side', ['EXTERIOR', 'EXTERIOR'], [1.5, 4.5]),
  job('h6a-051', 'how much to mow the lawn and trim the hedge at the front? both pretty overgrown', ['GARDENING', 'GARDENING'], [2, 5]),
  job('h6a-052', 'Tenant at 22 Elm St: bedroom door wont shut and the bath sealant is peeling off. Pls book in', ['CARPENTRY', 'TILING'], [1, 3]),
  job('h6a-053', 'plumb in new washing machine + put 2 shelves up above it in the utility', ['PLUMBING', 'MOUNTING'], [1.5, 4]),
  job('h6a-054', 'lock on the back door is broke and the letterbox on the front flaps open in the wind', ['LOCKSMITH', 'CARPENTRY'], [1, 2.5]),
  job('h6a-055', 'hang 3 pics, fit the new bathroom mirror cabinet, and sort a wobbly stair spindle', ['MOUNTING', 'MOUNTING', 'CARPENTRY'], [1.5, 4]),
  job('h6a-056', 'between lets at the flat: paint the bedroom walls, swap the broken pull cord light switch in the bathroom, and change the lock', ['PAINTING', 'ELECTRICAL', 'LOCKSMITH'], [4, 10]),
  job('h6a-057', 'can u put a trampoline together and fix the fence panel the dog knocked down 🐶', ['ASSEMBLY', 'EXTERIOR'], [2.5, 6]),
  job('h6a-058', 'lay some vinyl in the downstairs loo (tiny, maybe 2m2) and put a new toilet roll holder up', ['FLOORING', 'MOUNTING'], [1.5, 3.5]),
  job('h6a-059', 'fill the holes in the lounge walls from old pictures, repaint, then put the pictures back up (about 5)', ['PAINTING', 'MOUNTING'], [5, 11]),
  job('h6a-060', 'blocked kitchen sink, loose toilet seat, and a radiator in the hall that wont get hot. think thats all 😂', ['PLUMBING', 'PLUMBING', 'PLUMBING'], [1.5, 4]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h6a-061', 'need 6 floating shelves put up in the kids playroom', ['MOUNTING'], [2.5, 5.5]),
  job('h6a-062', 'how much to build 2 ikea malm chest of drawers and a bedside table?', ['ASSEMBLY', 'ASSEMBLY'], [2.5, 6]),
  job('h6a-063', 'hang 4 internal doors in a new build we bought as a rental, doors and handles all got', ['CARPENTRY'], [7, 14]),
  job('h6a-064', 'fence along the back has 5 rotten panels that need replacing, posts are ok', ['EXTERIOR'], [3.5, 8]),
  job('h6a-065', 'tile the kitchen splashback, about 3 square metres, tiles bought from topps tiles', ['TILING'], [3, 7]),
  job('h6a-066', 'lay laminate in the kids bedroom, room is 3m x 4m', ['FLOORING'], [4, 8]),
  job('h6a-067', 'paint all 4 bedrooms and the landing, walls + ceilings, before we put the house up for rent', ['PAINTING'], [20, 45], [LARGE]),
  job('h6a-068', 'curtain poles in every window of a 3 bed semi, thats 7 windows', ['MOUNTING'], [3.5, 9]),
  job('h6a-069', 'can u put up 12 photo frames on the stairs wall 📸 want it to look like a gallery wall', ['MOUNTING'], [1.5, 4.5]),
  job('h6a-070', 'two single wardrobes and two beds for the kids rooms, all flat pack from b&q', ['ASSEMBLY', 'ASSEMBLY'], [5, 11]),
  job('h6a-071', 'reseal the baths in 4 of my hmo rooms, each has its own ensuite', ['TILING'], [2, 5]),
  job('h6a-072', 'paint the whole inside of a 2 bed flat between tenants, walls ceilings and woodwork', ['PAINTING'], [24, 60], [LARGE]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h6a-073', 'no hot water at my rental this morning, boiler just has a flashing light 😩 tenant has 2 kids', [GAS]),
  none('h6a-074', 'do u do gas safety certs? got 4 properties due next month', [GAS]),
  none('h6a-075', 'the gas oven takes ages to light and the flame is yellow not blue, is that bad?', [GAS]),
  none('h6a-076', 'how much to get the boiler serviced? not been done in 3 yrs oops', [GAS]),
  none('h6a-077', 'need the gas pipe capping off in the kitchen, weve gone all electric', [GAS]),
  none('h6a-078', 'sockets in the kids bedroom have all stopped working, lights upstairs work tho', [ELECTRICIAN]),
  none('h6a-079', 'power goes off when the washing machine and kettle are on together, have to go flick it back on at the box', [ELECTRICIAN]),
  none('h6a-080', 'need more sockets in the home office, only 2 and theyre both behind the desk', [ELECTRICIAN]),
  none('h6a-081', 'can u fit an outside light with a sensor on the garage? theres no power out there atm', [ELECTRICIAN]),
  none('h6a-082', 'Letting agent here, we need EICRs on 6 flats by the end of the month, can you quote', [ELECTRICIAN]),
  none('h6a-083', 'lights flicker all over the house and the switches buzz, house is 1950s and never been rewired i dont think', [ELECTRICIAN]),
  none('h6a-084', 'our bungalow ceilings have that bumpy swirly pattern, built in the 70s, want it all taken off and smooth', [ASBESTOS]),
  none('h6a-085', 'old lino in the back kitchen has black tar stuff under it, want it all pulling up', [ASBESTOS]),
  none('h6a-086', 'crack in the wall above the front window has got way bigger since summer, can fit a coin in it now', [STRUCTURAL]),
  none('h6a-087', 'we want the wall out between kitchen and dining room, open plan 😍 how much?', [STRUCTURAL]),
  none('h6a-088', 'tenant says the bay window has dropped and theres cracks running out from the corners', [STRUCTURAL]),
  none('h6a-089', 'few slates missing off the roof after the storm, can see them in the garden', [ROOFER]),
  none('h6a-090', 'damp patch on the bedroom ceiling gets bigger every time it rains, its the room right under the roof', [ROOFER]),
  none('h6a-091', 'flat roof on the kitchen extension leaks at the edge, got a bucket under it 🪣', [ROOFER]),
  none('h6a-092', 'thinking of getting a loft conversion, do u do those or know someone', [BUILDER]),
  none('h6a-093', 'want our garage made into a playroom for the kids, with a proper floor and a window', [BUILDER]),
  none('h6a-094', 'rip out the whole bathroom and put a new one in, walk in shower instead of the bath', [BUILDER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h6a-095', 'can u put up 2 shelves in the kitchen, also the boiler keeps losing pressure and the heating cuts out', ['MOUNTING'], [1, 2.5], [GAS]),
  job('h6a-096', 'hang the tv in the bedroom and add a socket behind it so no wires show', ['MOUNTING'], [1, 2.5], [ELECTRICIAN]),
  job('h6a-097', 'Landlord - flat 4 kitchen needs painting, and tenant says theres a damp patch on the top floor ceiling whenever it rains', ['PAINTING'], [4, 10], [ROOFER]),
  job('h6a-098', 'jet wash the drive, and theres a big crack in the garage wall thats getting wider', ['EXTERIOR'], [2, 6], [STRUCTURAL]),
  job('h6a-099', 'build an ikea wardrobe for my son and can you quote for an extension for a downstairs bedroom', ['ASSEMBLY'], [1.5, 4.5], [BUILDER]),
  job('h6a-100', 'fix the dripping bath tap pls and the gas fire in the lounge wont light anymore', ['PLUMBING'], [0.5, 1.5], [GAS]),
  job('h6a-101', 'paint the dining room, the ceiling in there is that artex stuff, can u scrape it off first', ['PAINTING'], [4, 10], [ASBESTOS]),
  job('h6a-102', 'need the gutter cleared and a couple of roof tiles have slipped just above it', ['EXTERIOR'], [0.5, 2], [ROOFER]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h6a-103', 'do u do oven cleans? the last tenant left it disgusting', [OUT]),
  none('h6a-104', 'need someone to take the kids to school tuesdays and thursdays', [OUT]),
  none('h6a-105', 'rats in the loft 🐀 can hear them at night, can u get rid', [OUT]),
  none('h6a-106', 'washing machine wont spin, its a beko, do u fix them?', [OUT]),
  none('h6a-107', 'end of tenancy deep clean for a 3 bed house pls', [OUT]),
  none('h6a-108', 'cracked screen on my sons ipad, how much to fix?', [OUT]),
  none('h6a-109', 'can someone walk the dog at lunchtimes, shes a cockapoo', [OUT]),
  none('h6a-110', 'need a man and van to shift a sofa from my mums to mine', [OUT]),
  none('h6a-111', 'do u do window cleaning? 3 bed semi', [OUT]),
  none('h6a-112', 'car battery dead on the drive, can u jump start it?', [OUT]),
  none('h6a-113', 'fridge freezer leaking water all over the floor, its only 8 months old', [OUT]),
  none('h6a-114', 'wasps nest under the eaves by the front door, kids scared to go out 🐝', [OUT]),
  none('h6a-115', 'can u sort my wifi, it doesnt reach the upstairs bedrooms', [OUT]),
  none('h6a-116', 'babysitter needed saturday night x', [OUT]),
  none('h6a-117', 'Letting agent - can you do inventory checks at move in and move out?', [OUT]),
  none('h6a-118', 'need the carpets steam cleaned before the new tenants go in', [OUT]),
  none('h6a-119', 'can u help me fill in the tenancy deposit forms, bit confused by them', [OUT]),
  none('h6a-120', 'my laptop is really slow and keeps freezing', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h6a-121', 'hiya r u about at all this wk', [MORE]),
  none('h6a-122', 'Landlord with 5 properties, looking for a reliable handyman for ongoing bits', [MORE]),
  none('h6a-123', 'how much do u charge for a call out?', [MORE]),
  none('h6a-124', 'few bits need doing at the flat, when can u come', [MORE]),
  none('h6a-125', 'tenant has reported an issue, can you call them', [MORE]),
  none('h6a-126', '??', [MORE]),
  none('h6a-127', 'do u work weekends? we both work full time 🙃', [MORE]),
  none('h6a-128', 'can u pop round and have a look, easier than explaining', [MORE]),
  none('h6a-129', 'do u cover the Wirral?', [MORE]),
  none('h6a-130', 'sorry wrong number x', [MORE]),
  none('h6a-131', 'its broken again', [MORE]),
  none('h6a-132', 'do u invoice the letting agent direct or do i pay?', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h6a-133', 'HELP water gushing out from under the kitchen sink and cant find the stop tap 😭😭', ['PLUMBING'], [0.5, 2.5], [EMERGENCY]),
  job('h6a-134', 'locked out, keys are inside on the side and the kids are home from school at 3.30 😱', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  job('h6a-135', 'tenant reports water dripping through the bathroom ceiling of flat 1 from the flat above, coming through fast', ['PLUMBING'], [1, 3], [EMERGENCY]),
  none('h6a-136', 'no heating at all and its freezing, tenant is 82, boiler wont fire up', [GAS, EMERGENCY]),
  job('h6a-137', 'pipe burst in the loft, water everywhere, ive turned it off at the stop tap', ['PLUMBING'], [1, 3], [EMERGENCY]),
];

/** The sixth held-out batch, half A: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_6A_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
