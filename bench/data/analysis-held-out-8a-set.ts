import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The EIGHTH held-out batch, half A: new descriptions written by a different author from the
// earlier batches, before the engine was tuned on batch 7, labelled by hand from the calibration
// table (docs/product/analysis-calibration.md) without running the engine on them, and committed
// on their own. Never tuned on, never trained on. The voice is holiday-let and Airbnb hosts
// writing between guests (changeovers, reviews, key safes), new parents baby-proofing (stair
// gates, furniture anchored to the wall, cupboard locks), people forwarding or quoting someone
// else's words ("my landlord says…", "the inspector's report says…", "the surveyor wrote…"), and
// very terse bullet-point lists with no verbs. Same conventions as the earlier batches
// (bench/data/analysis-eval-set.ts, docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md):
// not handyman work at all is out_of_scope with no task; a message that also names handyman work
// prices it with no out_of_scope flag; referrals are expected from everyday words; vague text
// expects no task and needs_more_detail; large_job above 16 hours; emergencies as in batch 4.
// Labelling choices for this voice: a stair gate and furniture strapped to a wall are MOUNTING;
// child locks on cupboard doors and drawers are CARPENTRY; a key safe and window restrictors are
// LOCKSMITH; two stair gates (or several pieces strapped down) in one ask are one task.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h8a-001', "Guests checking in at 4 and the hot tap in the ensuite won't stop dripping, one of them left a note about it last time 🙄 can anyone pop round before then? I'll send the key safe code", ['PLUMBING'], [0.5, 1.5]),
  job('h8a-002', 'quick one between changeovers - the loo at the cottage keeps running after you flush, you can hear it through the whole place at night. last guest put it in their review', ['PLUMBING'], [0.5, 1.5]),
  job('h8a-003', '- kitchen sink\n- slow\n- smells', ['PLUMBING'], [0.5, 1.5]),
  job('h8a-004', 'my landlord says the leak under the bathroom basin is "tenant damage" and I have to sort it myself. its a slow drip from where the pipe joins the plastic bit, the bowl underneath fills every couple of days', ['PLUMBING'], [0.5, 1.5]),
  job('h8a-005', "shower head in the holiday flat is furred up and only spits out of half the holes. got a new one from Screwfix but the old one won't budge off the hose", ['PLUMBING'], [0.5, 1]),
  job('h8a-006', "Baby due in 6 weeks! Need a stair gate fitting at the top of the stairs, the screw-in kind because the health visitor said the pressure ones aren't safe at the top. Bought a Lindam one off Amazon", ['MOUNTING'], [0.5, 1.5]),
  job('h8a-007', "can you fix our chest of drawers and the bookcase to the wall so they can't tip over? our 1 year old has started climbing everything 😬 we have the straps that came with them", ['MOUNTING'], [0.5, 1.5]),
  job('h8a-008', "the inspector's report says \"handrail to staircase loose at upper fixing - secure\". can you do that one? its a holiday let and the insurers want it sorted before renewal", ['CARPENTRY'], [0.5, 1.5]),
  job('h8a-009', 'TV on the wall in the lounge of our airbnb please, 50", guests keep knocking it off the unit. needs doing on a tuesday or wednesday when its empty', ['MOUNTING'], [1, 2.5]),
  job('h8a-010', 'mirror x1\nhallway\nheavy', ['MOUNTING'], [0.5, 1.5]),
  job('h8a-011', "Guest snapped the curtain pole in the main bedroom (don't ask) and the brackets have pulled a bit of plaster out with them. New pole bought, needs to be up before Friday's arrival", ['MOUNTING'], [0.5, 2]),
  job('h8a-012', 'my mother in law says the blackout blind in the nursery has to go "inside the window bit, not over it" so now I need someone to move it 🙃 its a roller one from Dunelm', ['MOUNTING'], [0.5, 1.5]),
  job('h8a-013', "cot to build please, the Ikea Sundvik one. husband says he'll do it... he said that in march", ['ASSEMBLY'], [0.5, 2]),
  job('h8a-014', "Sofa bed for the holiday let arrived flat packed from Wayfair, no way I'm doing it between a changeover and the school run. Can someone build it this week? The place is empty Weds", ['ASSEMBLY'], [1, 3]),
  job('h8a-015', "the letting agent says the tenants have reported a wardrobe door that won't stay shut, it just swings back open. Flat 2, they're in after 5", ['CARPENTRY'], [0.5, 1.5]),
  job('h8a-016', "bathroom door at the cottage doesn't latch anymore so guests can't lock it, had a very awkward complaint about that one 😳 the lock bit seems fine, it just doesn't catch", ['CARPENTRY'], [0.5, 1.5]),
  job('h8a-017', 'Loose spindle on the stairs - toddler can get her head between it and the next one now. Needs fixing back in asap', ['CARPENTRY'], [0.5, 1.5]),
  job('h8a-018', 'kitchen drawer\ncollapsed\nrunners', ['CARPENTRY'], [0.5, 1.5]),
  job('h8a-019', "guest went home with the only spare key so I need the front door lock on the flat changing. I think it's the euro type, thumb turn on the inside", ['LOCKSMITH'], [0.5, 1.5]),
  job('h8a-020', 'Can you fit a key safe by the front door of my holiday cottage? Bought a Master Lock one from Screwfix. Brick wall.', ['LOCKSMITH'], [0.5, 1.5]),
  job('h8a-021', "inspector's report says \"window restrictors required to first floor bedroom windows\". there's 2 windows, restrictors already bought", ['LOCKSMITH'], [0.5, 1.5]),
  job('h8a-022', "Turnover day and the last guests have left one wall in the twin room covered in blu tack marks and a red smear that won't wash off. Just that wall needs a coat, paint is in the shed (Dulux Jasmine White)", ['PAINTING'], [1.5, 4]),
  job('h8a-023', "nursery painting please before baby arrives in march - small box room, walls only, we've got the paint (sage green) and the ceiling is fine", ['PAINTING'], [2.5, 6]),
  job('h8a-024', "my landlord says I have to repaint the hallway before I move out because of the scuffs from the pram 🙄 walls only, it's a flat so the hall isn't big", ['PAINTING'], [2.5, 6]),
  job('h8a-025', 'hole in wall\nbehind bedroom door\nhandle went through it', ['PLASTERING'], [0.5, 2]),
  job('h8a-026', 'the previous owners had a massive TV bracket on the nursery wall and when we took it down there were 4 big holes and a torn bit of plasterboard. want it smooth enough to paint before the baby comes', ['PLASTERING'], [0.5, 2]),
  job('h8a-027', 'Shower tray in the ensuite has gone black all along the silicone, guests have mentioned it twice now. needs redoing before the weekend booking', ['TILING'], [0.5, 1.5]),
  job('h8a-028', "one of the tiles next to the hob fell off and smashed, we've got a couple spare in the garage from when the kitchen was done", ['TILING'], [0.5, 1.5]),
  job('h8a-029', 'grout in the shower\nblack\nsome missing', ['TILING'], [1, 4]),
  job('h8a-030', 'the laminate by the back door of the let has lifted where a guest left a wet towel on it for a week 😤 just a strip about a metre long, all bubbled up', ['FLOORING'], [0.5, 2]),
  job('h8a-031', "carpet at the top of the stairs is coming loose off the gripper, my landlord says it's a trip hazard and to get someone in (he's paying). just the top step", ['FLOORING'], [0.5, 1.5]),
  job('h8a-032', "side gate at the holiday cottage blew open in the wind and the latch has snapped clean off, guests' dog got out 🐕 needs a new latch really", ['EXTERIOR'], [0.5, 1.5]),
  job('h8a-033', 'fence panel\nblown down\nback garden', ['EXTERIOR'], [0.5, 2]),
  job('h8a-034', "gutter over the front of the cottage overflows right onto the doorstep, guests arriving get dripped on lol. it's a bungalow so not high", ['EXTERIOR'], [0.5, 2]),
  job('h8a-035', "lawn at the holiday cottage needs a cut before the bank holiday lot arrive, it's a small back garden, mower is in the shed", ['GARDENING'], [0.5, 2]),
  job('h8a-036', "the pull cord light in the bathroom at the let has stopped working, bulb's fine, I've tried 2. think the switch bit on the ceiling has gone", ['ELECTRICAL'], [0.5, 1.5]),
  job('h8a-037', "Smoke alarm on the upstairs landing keeps chirping, and the inspector's report says it's out of date anyway (2014) and needs replacing. It's a battery one.", ['ELECTRICAL'], [0.5, 1]),
  job('h8a-038', "the nursery light is just a bare bulb on a flex, we've got a nice fitting from John Lewis to go in exactly the same spot", ['ELECTRICAL'], [0.5, 1.5]),
  job('h8a-039', 'guest review literally said "bed squeaked all night" 😂 it\'s a wooden double, I think the bolts have worked loose. can someone tighten it all up or sort it', ['CARPENTRY'], [0.5, 1.5]),
  job('h8a-040', "Need the old cot mattress, a broken highchair and a mountain of cardboard from all the baby stuff taken to the tip, our car's too small", ['GENERAL'], [1, 3]),
  job('h8a-041', 'letterbox\ndraughty\nhall freezing', ['GENERAL'], [0.5, 1.5]),
  job('h8a-042', 'can you strap the tv unit to the wall? my nephew pulled the telly over at xmas and we got lucky. it\'s a tall stand from Argos with a 55" on it', ['MOUNTING'], [0.5, 1.5]),
  job('h8a-043', 'my landlord says I can put a shelf up in the baby\'s room as long as I use "a professional". one floating shelf about 80cm for nappies and stuff', ['MOUNTING'], [0.5, 1.5]),
  job('h8a-044', 'Ikea Malm 6 drawer chest for the nursery, still in the box. can someone build it this week?', ['ASSEMBLY'], [1, 2.5]),
  job('h8a-045', 'the loft hatch at the cottage drops open on its own now and nearly hit a guest on the head, the catch is broken', ['CARPENTRY'], [0.5, 1.5]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h8a-046', '- bathroom tap\n- shelf x2\n- door', ['PLUMBING', 'MOUNTING', 'CARPENTRY'], [2, 6]),
  job('h8a-047', 'changeover list from my cleaner: towel rail loose in the bathroom, the wardrobe door in bedroom 2 has dropped, and the shower seal is mouldy again', ['MOUNTING', 'CARPENTRY', 'TILING'], [1.5, 4]),
  job('h8a-048', 'Baby-proofing list 👶\n- stair gate top\n- stair gate bottom\n- bookcase + drawers to wall\n- kitchen cupboard locks', ['MOUNTING', 'MOUNTING', 'CARPENTRY'], [2.5, 6]),
  job('h8a-049', 'inspectors report for the holiday let licence says: "1. Handrail loose 2. Fire door to kitchen does not self-close 3. No smoke alarm in lounge". can you do all 3? alarm is a battery one, bought', ['CARPENTRY', 'CARPENTRY', 'ELECTRICAL'], [1.5, 4.5]),
  job('h8a-050', "My landlord says he'll cover it if I get quotes: bathroom extractor fan doesn't work at all, kitchen tap drips, and the key for the back door is really stiff to turn", ['ELECTRICAL', 'PLUMBING', 'LOCKSMITH'], [1.5, 5]),
  job('h8a-051', "cot to build, blackout blind up in the nursery, and the nursery radiator is roasting and the knob on it won't turn", ['ASSEMBLY', 'MOUNTING', 'PLUMBING'], [2, 5]),
  job('h8a-052', 'Between guests Tuesday: cut the grass, clear the gutters at the back, and the gate drags on the path now', ['GARDENING', 'EXTERIOR', 'EXTERIOR'], [2, 5.5]),
  job('h8a-053', 'tv mount + hide the cables\nlounge\nshelf above the fire too', ['MOUNTING', 'MOUNTING'], [1.5, 4]),
  job('h8a-054', 'The surveyor\'s report on the flat we just bought says "bath seal perished", "WC cistern overflowing" and "internal doors binding" - it\'s 2 of the bedroom doors, they catch on the new carpet', ['TILING', 'PLUMBING', 'CARPENTRY'], [2, 6]),
  job('h8a-055', 'new parents, sleep deprived, excuse the list: shelf in the nursery, the smoke alarm on the landing keeps beeping, and our bedroom door creaks so loud it wakes the baby every single time 😩', ['MOUNTING', 'ELECTRICAL', 'CARPENTRY'], [1.5, 3.5]),
  job('h8a-056', 'hi the letting agent forwarded me this from the tenants - "toilet seat loose, bathroom light pull cord snapped, door under kitchen sink hanging off". can you do all three? they\'re in all week', ['PLUMBING', 'ELECTRICAL', 'CARPENTRY'], [1.5, 3.5]),
  job('h8a-057', "two things at the cottage - the hallway needs repainting (just the walls, suitcases have wrecked them) and one of the legs has snapped off the sofa bed frame in the lounge", ['PAINTING', 'CARPENTRY'], [3, 8]),
  job('h8a-058', 'washing machine to plumb in at the let + new toilet seat in the main bathroom + curtain rail in bedroom 2', ['PLUMBING', 'PLUMBING', 'MOUNTING'], [1.5, 4.5]),
  job('h8a-059', 'My wife says (and I quote) "if you don\'t get someone in I\'m doing it myself": paint the spare room before her mum comes, walls and ceiling, average size, and build the single bed for in there, Argos one', ['PAINTING', 'ASSEMBLY'], [5.5, 12]),
  job('h8a-060', 'before the inspection: couple of loose tiles behind the basin, draught through the letterbox, hole in the hall wall from the door handle, and the lounge carpet has come up at the patio door', ['TILING', 'GENERAL', 'PLASTERING', 'FLOORING'], [2, 6]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h8a-061', 'we run 3 holiday flats in the same building and each one needs a key safe fitting by its front door, all on the same landing', ['LOCKSMITH'], [1, 3]),
  job('h8a-062', "child locks on all the kitchen cupboards and drawers, that's 11 doors and 4 drawers, I counted. we've got the screw-in ones", ['CARPENTRY'], [1.5, 4]),
  job('h8a-063', '3 stair gates - top of stairs, bottom, and the kitchen doorway. all screw fit. twins are crawling 😅 send help', ['MOUNTING'], [1.5, 4]),
  job('h8a-064', 'furniture to fix to the walls so nothing can tip: 2 wardrobes, a tall bookcase, a chest of drawers and the telly unit. straps already bought', ['MOUNTING'], [1, 3]),
  job('h8a-065', "The holiday let is a 3 bed and every bedroom needs painting this winter while it's closed - walls and ceilings, normal sized rooms", ['PAINTING'], [15, 30], [LARGE]),
  job('h8a-066', 'need around 14m2 of laminate doing in the lounge of our airbnb flat, the old carpet is stained beyond saving. underlay and laminate bought from B&Q', ['FLOORING'], [5, 10]),
  job('h8a-067', 'splashback tiling in the cottage kitchen, 3 square metres ish, metro tiles from Topps already here', ['TILING'], [3, 7]),
  job('h8a-068', '6 pictures + 2 mirrors for the walls of the holiday flat, want them looking "styled" for the listing photos lol', ['MOUNTING'], [1.5, 4]),
  job('h8a-069', "two bunk beds to build for the family room at the let, from Wayfair. and yes they're the ones with the ladder 😩", ['ASSEMBLY'], [3, 7]),
  job('h8a-070', 'bathroom floor at the cottage, about 4 square metres, want vinyl put down, old lino is up already', ['FLOORING'], [1, 4]),
  job('h8a-071', 'our new (old) house has 6 doors inside that all need new handles, the latch kind, bought a pack from Wickes', ['CARPENTRY'], [2, 5]),
  job('h8a-072', "whole house repaint inside before we list it as an Airbnb - 4 bed semi, walls ceilings and woodwork, it's all very tired", ['PAINTING'], [40, 110], [LARGE]),
  job('h8a-073', 'fence at the back of the cottage garden\n4 panels rotten\nposts ok', ['EXTERIOR'], [3, 7]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h8a-074', 'the inspector\'s report says "EICR required - C2 observations, no RCD protection". what does that even mean and can you do it?', [ELECTRICIAN]),
  none('h8a-075', "Guests said the power in the cottage went off twice over the weekend and they had to flick the switch in the cupboard back up. Both times the kettle and a hairdryer were on", [ELECTRICIAN]),
  none('h8a-076', "want a plug socket put in the nursery next to where the cot goes, for the baby monitor and night light. nearest one is right across the room", [ELECTRICIAN]),
  none('h8a-077', 'my landlord says the boiler needs its annual gas safety check before the 30th and asked me to find someone', [GAS]),
  none('h8a-078', 'no hot water at the holiday let since this morning and new guests arriving at 4, the boiler has a little red light flashing', [GAS]),
  none('h8a-079', "the gas hob in the cottage kitchen clicks away but the back ring won't catch", [GAS]),
  none('h8a-080', 'carbon monoxide alarm next to the boiler keeps going off, is that a problem?', [GAS, EMERGENCY]),
  none('h8a-081', 'surveyor\'s report says the old floor tiles under the kitchen lino are "possibly asbestos containing". we want them up before the new floor goes down, can you do that?', [ASBESTOS]),
  none('h8a-082', 'the garage roof at the let is those corrugated grey cement sheets and one has cracked right across, can you take it off and put a new one on', [ASBESTOS]),
  none('h8a-083', "the ceiling in the baby's room has that 70s stipple pattern, all peaks and swirls, can it be sanded back smooth?", [ASBESTOS]),
  none('h8a-084', 'crack above the patio doors at the let has opened right up since last summer, you can get a fingernail in it now and the doors have started sticking', [STRUCTURAL]),
  none('h8a-085', "we want to knock the kitchen and dining room into one at the holiday let, there's a wall between them, no idea if it's holding anything up", [STRUCTURAL]),
  none('h8a-086', "bedroom ceiling is bowing down in the middle, my landlord says it's \"just old plaster\" but it's right over the cot and I'm not convinced", [STRUCTURAL]),
  none('h8a-087', 'few tiles slid off the roof at the cottage in the storm, a guest sent me a photo of them in the flowerbed', [ROOFER]),
  none('h8a-088', 'damp patch on the landing ceiling at the let gets bigger every time it rains, right under the loft. guests have put a bucket down', [ROOFER]),
  none('h8a-089', 'ridge tiles\nloose\nchimney end', [ROOFER]),
  none('h8a-090', "thinking of turning the garage at the holiday cottage into a self contained studio to let out on its own - bathroom, little kitchen, the lot. ballpark?", [BUILDER]),
  none('h8a-091', "we're expecting number 3 and need another bedroom, thinking about doing the loft. is that something you do", [BUILDER]),
  none('h8a-092', 'the letting agent says the kitchen in the flat needs ripping out and a new one putting in before the next tenants, can you quote for the whole thing', [BUILDER]),
  none('h8a-093', "outside light by the front door of the cottage so guests can see the key safe at night? there's no light out there at all right now", [ELECTRICIAN]),
  none('h8a-094', 'fuse box\nold\nwooden back\ninspector says replace', [ELECTRICIAN]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h8a-095', 'stair gate at the top of the stairs please, and the landing light has been flickering and buzzing for weeks', ['MOUNTING'], [0.5, 1.5], [ELECTRICIAN]),
  job('h8a-096', "my landlord says to get the bath resealed, and while you're there can you look at the boiler, the pressure keeps dropping to zero", ['TILING'], [0.5, 1.5], [GAS]),
  job('h8a-097', 'changeover list: blind in bedroom 1 snapped, and the slates over the porch roof are loose, one landed on the step', ['MOUNTING'], [0.5, 1.5], [ROOFER]),
  job('h8a-098', '- curtain pole nursery\n- artex ceiling off\n- cot', ['MOUNTING', 'ASSEMBLY'], [1.5, 3.5], [ASBESTOS]),
  job('h8a-099', 'inspector\'s report says the wall cupboard in the kitchen is "insecurely fixed" and also "consumer unit not to current standard". can you do the cupboard at least', ['CARPENTRY'], [0.5, 1.5], [ELECTRICIAN]),
  job('h8a-100', "Paint the lounge at the let (walls only, medium size) - and we're also thinking about a small single storey extension off the back for a second bathroom, could you price that too?", ['PAINTING'], [3, 8], [BUILDER]),
  job('h8a-101', 'tap drips in the ensuite, and the crack in our bedroom wall over the window has got wider since the baby came, it goes up in steps', ['PLUMBING'], [0.5, 1.5], [STRUCTURAL]),
  job('h8a-102', "fence panel's down at the cottage, and there's a gas smell by the meter box outside, faint but definitely there", ['EXTERIOR'], [0.5, 2], [GAS, EMERGENCY]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h8a-103', 'do you do end of stay cleans for airbnbs? 2 bed flat, need someone reliable for changeovers', [OUT]),
  none('h8a-104', 'can someone do the bedding and towels at my holiday let every Saturday, strip, wash and remake', [OUT]),
  none('h8a-105', 'need a babysitter friday night, 2 kids aged 3 and 6', [OUT]),
  none('h8a-106', "guests have broken the dishwasher, the door won't latch shut now and it won't start. it's a Beko", [OUT]),
  none('h8a-107', 'my landlord says the mice are my problem because I "leave food out" 🙄 can you deal with them', [OUT]),
  none('h8a-108', 'the wifi at the holiday cottage keeps dropping out and guests moan about it in every review', [OUT]),
  none('h8a-109', "baby monitor won't connect to the app anymore, tried resetting it", [OUT]),
  none('h8a-110', "can you help me write my Airbnb listing? I'm rubbish at descriptions", [OUT]),
  none('h8a-111', 'pram wheel\nwobbly\nfixable?', [OUT]),
  none('h8a-112', 'can you fit a car seat? the isofix clicks in but the little light stays red', [OUT]),
  none('h8a-113', "need someone to have our dog for the weekend, he's a cockapoo and fine with kids", [OUT]),
  none('h8a-114', "hot tub at the cottage is showing an error code and won't heat up, guests arriving Friday", [OUT]),
  none('h8a-115', 'the guests left the oven absolutely caked, can you get it clean before Thursday', [OUT]),
  none('h8a-116', 'moving house next month with a 4 month old, need a man and van for the furniture', [OUT]),
  none('h8a-117', 'carpet shampoo\nlounge + stairs\nred wine 🍷', [OUT]),
  none('h8a-118', 'my accountant says I need to register the holiday let for business rates, do you know how?', [OUT]),
  none('h8a-119', "wasps nest in the shed at the cottage, guests' kids are too scared to go in the garden", [OUT]),
  none('h8a-120', 'tumble dryer at the let stops halfway through every cycle, Hotpoint one in the utility', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h8a-121', 'got a few bits at the let, when are you free', [MORE]),
  none('h8a-122', 'baby proofing - where do we even start? can someone come round and tell us what we need', [MORE]),
  none('h8a-123', "my landlord says you've been before?", [MORE]),
  none('h8a-124', '- upstairs\n- downstairs\n- garden', [MORE]),
  none('h8a-125', "changeover's done at 11, could you fit something in after?", [MORE]),
  none('h8a-126', "the inspector left a list, I'll take a photo and send it over", [MORE]),
  none('h8a-127', 'how much for a morning?', [MORE]),
  none('h8a-128', 'do you cover the Cotswolds or just Cheltenham', [MORE]),
  none('h8a-129', 'guest left a bad review about "maintenance issues" but didn\'t say what 🙃 can someone go round and check everything', [MORE]),
  none('h8a-130', 'thx, see u then 👍', [MORE]),
  none('h8a-131', 'are you DBS checked? we have a newborn', [MORE]),
  none('h8a-132', 'nursery\nbefore march', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h8a-133', "GUESTS JUST RANG - water coming through the kitchen ceiling from the bathroom above, they think they've turned the stopcock off?? can someone get there tonight", ['PLUMBING'], [1, 3], [EMERGENCY]),
  job('h8a-134', 'locked out with the baby asleep inside in her cot 😭😭 keys on the side, front door, please come now', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  none('h8a-135', "boiler's dead, no heating at all, we've got a 3 week old and it's below freezing overnight", [GAS, EMERGENCY]),
  job('h8a-136', "pipe under the sink at the holiday flat has split, guest says there's water everywhere and it's running into the hall", ['PLUMBING'], [0.5, 2], [EMERGENCY]),
];

/** The eighth held-out batch, half A: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_8A_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
