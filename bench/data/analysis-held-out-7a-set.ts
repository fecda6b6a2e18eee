import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The SEVENTH held-out batch, half A: new descriptions written by a different author from the
// earlier batches, before the engine was tuned on batch 6, and committed on their own. Never
// tuned on, never trained on. The voice is young renters, students and people in shared houses
// texting in a rush between shifts (slang, text-speak, typos), small business owners writing
// about their premises (a café, a hair salon, a corner shop, a small office), and a few regional
// dialect voices (Scottish, Geordie, Scouse, Brummie). Same conventions as the earlier batches
// (bench/data/analysis-eval-set.ts): not handyman work at all is out_of_scope with no task; a
// message that also names handyman work prices it with no out_of_scope flag; referrals are
// expected from everyday words; vague text expects no task and needs_more_detail; large_job
// above 16 hours; emergencies as in batch 4. Hours ranges follow docs/product/analysis-calibration.md.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h7a-001', 'yo the kitchen tap wont stop drippin, landlord is literally ghosting us 🙃 theres 4 of us in the house so someone will be in to let u in', ['PLUMBING'], [0.5, 1.5]),
  job('h7a-002', 'ok so this is gonna sound daft but the loo in the staff toilet at the salon hisses all day long, like it keeps filling up n never actually stops, i can hear it from the back while im doing colours and one of the girls says its been like it since before she started which was march?? anyway can someone come have a look at it, we\'re shut sundays n mondays', ['PLUMBING'], [0.5, 1.5]),
  job('h7a-003', 'shower hose split n sprays evrywhere when u turn it on lol, got a new one from b&m just need it on', ['PLUMBING'], [0.5, 1]),
  job('h7a-004', 'the wee sink in the bathroom\'s stopped up, water just sits there. cannae shift it wi the plunger', ['PLUMBING'], [0.5, 1.5]),
  job('h7a-005', 'Hi, the cold tap in our staff toilet at the café has been dripping for weeks. Would be good to get it sorted before our hygiene inspection', ['PLUMBING'], [0.5, 1.5]),
  job('h7a-006', 'wor netty seat is hangin off pet, the bolts underneath have gone. got a new seat fae b&q', ['PLUMBING'], [0.5, 1]),
  job('h7a-007', 'rad in my room is cold at the top n warm at the bottom?? flatmate says bleed it but none of us have the key thing', ['PLUMBING'], [0.5, 1.5]),
  job('h7a-008', 'can u put my tv on the wall?? 55 inch, bracket came in the box. landlord said its fine as long as its done proper not by me 😂', ['MOUNTING'], [1, 2.5]),
  job('h7a-009', 'Need a new mirror up at my styling station, its about 1.5m tall. Salon is shut Mondays if thats easier', ['MOUNTING'], [0.5, 1.5]),
  job('h7a-010', 'can you put up a price board on the wall behind the till in my shop, about 1.2m wide, the fixings are in the box with it', ['MOUNTING'], [0.5, 1.5]),
  job('h7a-011', 'curtain pole come off the wall in the front room, the plugs just pulled straight out', ['MOUNTING'], [0.5, 1.5]),
  job('h7a-012', 'our kid yanked the blind down in the back bedroom la, its proper snapped. got a new one off amazon, can u put it up', ['MOUNTING'], [0.5, 1.5]),
  job('h7a-013', 'We need a whiteboard fixed to the wall in our meeting room, the big 180 x 120 one. Small office on the first floor, lift available', ['MOUNTING'], [0.5, 1.5]),
  job('h7a-014', 'ikea kallax 4x4 been in the box since september 💀 i keep saying ill do it after shift n never do. how much', ['ASSEMBLY'], [1, 2.5]),
  job('h7a-015', 'got a desk off argos for my room, the one with the shelfs on top. i have 0 tools and 0 patience', ['ASSEMBLY'], [0.5, 2]),
  job('h7a-016', 'ow much to build a double bed frame bab? its a wooden one from dunelm, the babby is gettin our old one', ['ASSEMBLY'], [1, 2.5]),
  job('h7a-017', 'We have a 5 tier metal shelving unit for the back store room of the café, still flat in the box. Can you put it together?', ['ASSEMBLY'], [0.5, 1.5]),
  job('h7a-018', 'kitchen drawer front came off in my hand, the tiny screws wont grip anymore', ['CARPENTRY'], [0.5, 1]),
  job('h7a-019', 'The door closer on the café front door slams it shut now, nearly took a customers fingers off yesterday. Can it be adjusted or does it need a new one?', ['CARPENTRY'], [0.5, 1.5]),
  job('h7a-020', 'back door\'s stickin summat terrible since all the rain, hav to give it a canny shove to get it shut', ['CARPENTRY'], [0.5, 2]),
  job('h7a-021', 'wardrobe door in my room has dropped and wont shut, one of the hinges ripped out the chipboard', ['CARPENTRY'], [0.5, 1.5]),
  job('h7a-022', 'the shelving behind the counter in my shop has come away at one end, screws pulled out the wall. its where all the cigs go so need it quick', ['MOUNTING'], [0.5, 1.5]),
  job('h7a-023', 'banister wobbles loads when u grab it, someones gonna go flying after a night out tbh', ['CARPENTRY'], [0.5, 2]),
  job('h7a-024', 'the press door in the kitchen is hingin aff, wee hinge at the top is broke', ['CARPENTRY'], [0.5, 1]),
  job('h7a-025', 'lost my keys on a night out 🙃 need the front door lock changed before landlord finds out pls', ['LOCKSMITH'], [0.5, 1.5]),
  job('h7a-026', 'key keeps getting stuck in the lock on the salon back door, think it needs a new barrel', ['LOCKSMITH'], [0.5, 1.5]),
  job('h7a-027', 'sorry typing this on my break so its a mess lol. moving out in 2 wks n need my room painted back to white, i did it dark green in first year and the landlord has basically said no deposit unless its white again 😭 its a small double, walls only, ceiling is still white. im on shift most days til 4 but housemates can let u in, theres always someone in', ['PAINTING'], [3, 8]),
  job('h7a-028', 'I want the inside walls of my shop repainted, shop floor is only about 5m by 4m, ceiling is fine. Paint is bought', ['PAINTING'], [3.5, 9]),
  job('h7a-029', 'Ceiling in the café has brown water marks from an old leak upstairs (leak is fixed now), needs painting over', ['PAINTING'], [1.5, 4]),
  job('h7a-030', 'me ma wants the hall paintin before crimbo, just the walls, its dead small', ['PAINTING'], [2.5, 7]),
  job('h7a-031', 'spindles n banister on the stairs all chipped, need a fresh coat of white gloss', ['PAINTING'], [2, 6]),
  job('h7a-032', 'punched the wall (long story 😬) need it fixed before the inspection, its the hollow plasterboard kind, hole is fist size', ['PLASTERING'], [0.5, 2]),
  job('h7a-033', 'bit of plaster has come off the wall behind the wash basins in my salon, about A4 size, think its the water splashing', ['PLASTERING'], [1, 3]),
  job('h7a-034', 'black mould all up the sealant where the shower meets the tiles, bleach dont touch it 🤢', ['TILING'], [0.5, 1.5]),
  job('h7a-035', 'Couple of tiles dropped off behind the prep sink in the café kitchen, we kept them, none broken', ['TILING'], [0.5, 1.5]),
  job('h7a-036', 'laminate in my room has a join sticking up where the radiator leaked ages ago, catches my toe every time', ['FLOORING'], [0.5, 2]),
  job('h7a-037', 'a few carpet tiles by the office door are worn right through, we have spares in the cupboard', ['FLOORING'], [0.5, 1.5]),
  job('h7a-038', 'the back gate\'s bin hangin off for weeks, one of the hinges has snapped. bostin if you could sort it', ['EXTERIOR'], [0.5, 1.5]),
  job('h7a-039', 'fence panel between us n next door is leaning right over into our garden, posts look ok, landlord wont do owt', ['EXTERIOR'], [0.5, 2]),
  job('h7a-040', 'gutter over the back yard of the café is full of moss and pours over onto the bins every time it rains', ['EXTERIOR'], [0.5, 2]),
  job('h7a-041', 'the garden\'s a reet state, grass is up to me knees, landlord says we hav to sort it before the inspection. howay can yous do it', ['GARDENING'], [1, 3]),
  job('h7a-042', 'pull cord for the bathroom light snapped off, its just a lil stub now and the light is stuck on lol', ['ELECTRICAL'], [0.5, 1.5]),
  job('h7a-043', 'The light fitting above the shop counter is broken, we\'ve bought a new one to go in the same spot', ['ELECTRICAL'], [0.5, 1.5]),
  job('h7a-044', 'moving out, need an old sofa n a broken bed frame taking to the tip, none of us drive', ['GENERAL'], [1, 3]),
  job('h7a-045', 'Draught coming under the salon front door, clients sat by it are freezing. Can you fit a brush strip or something?', ['GENERAL'], [0.5, 1.5]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h7a-046', 'stuff from the landlord inspection: silicone round the bath is mouldy, the blind in room 3 is snapped, n a kitchen cupboard door is hanging off. we get the deposit back if its all done lol', ['TILING', 'MOUNTING', 'CARPENTRY'], [1.5, 3.5]),
  job('h7a-047', 'Café jobs for a Monday when we\'re closed: dripping tap in the staff toilet, one shelf up in the store room, and the closer on the loo door needs adjusting as it wont shut', ['PLUMBING', 'MOUNTING', 'CARPENTRY'], [1.5, 4]),
  job('h7a-048', 'salon bits: 2 mirrors up at the new stations, the tap on one of the basins wobbles, and paint the reception wall (just the one wall, feature colour, paint bought)', ['MOUNTING', 'PLUMBING', 'PAINTING'], [2, 6]),
  job('h7a-049', 'couple o things: the bedroom door\'s stickin, the bath seal is manky, and a shelf up in the wee hall', ['CARPENTRY', 'TILING', 'MOUNTING'], [1.5, 4.5]),
  job('h7a-050', 'need my room painted (small single, walls n ceiling) and the desk built that i got for uni, can u do both tmrw? im on lates so im in all morning', ['PAINTING', 'ASSEMBLY'], [4, 9]),
  job('h7a-051', 'Need 3 long shelves putting up on brackets in my shop, and the stockroom door handle has come off', ['MOUNTING', 'CARPENTRY'], [2, 4.5]),
  job('h7a-052', 'Office move next week: 2 flat pack desks to build, a whiteboard up on the wall, and the closer on our meeting room door is broken', ['ASSEMBLY', 'MOUNTING', 'CARPENTRY'], [3, 7.5]),
  job('h7a-053', 'gan to need the fence panel put back up that blew doon, and the grass cuttin, its like a jungle oot there', ['EXTERIOR', 'GARDENING'], [1.5, 4.5]),
  job('h7a-054', 'tv on the wall n can u hide the wires in that plastic trunking stuff? also the towel rail in the bathroom is hanging off', ['MOUNTING', 'MOUNTING'], [1.5, 3.5]),
  job('h7a-055', 'the babby\'s room needs a curtain pole up and the cot buildin, and the loo keeps runnin an all. ta-ra a bit', ['MOUNTING', 'ASSEMBLY', 'PLUMBING'], [2, 4.5]),
  job('h7a-056', 'sound, so, kitchen tap is drippin, theres a hole in the bedroom wall where the door handle goes, and the lock on the back door is knackered', ['PLUMBING', 'PLASTERING', 'LOCKSMITH'], [1.5, 4.5]),
  job('h7a-057', 'end of tenancy panic 😭 landlord wants my room painted (walls only, small double) and the broken bed frame n mattress taken to the tip. move out is friday', ['PAINTING', 'GENERAL'], [3.5, 9]),
  job('h7a-058', 'Shop jobs: front door closer is leaking oil and the door bangs, the lino just inside the door has ripped and curls up, and a new sign board to go on the wall by the till', ['CARPENTRY', 'FLOORING', 'MOUNTING'], [1.5, 5]),
  job('h7a-059', 'washing machine needs plumbing in at the new flat and can u put the bed together too, its a double from ikea', ['PLUMBING', 'ASSEMBLY'], [1.5, 4]),
  job('h7a-060', 'shower grout gone black, bathroom ceiling is peeling from all the steam, and the extractor fan is dead (prob why lol)', ['TILING', 'PAINTING', 'ELECTRICAL'], [3.5, 8.5]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h7a-061', 'Fitting out my new salon: 6 mirrors to go on the walls for the stations, all the same size, about 80cm x 120cm', ['MOUNTING'], [2, 5]),
  job('h7a-062', 'need 8 shelves put up in the stockroom on brackets, shop is closed sundays so any sunday is good', ['MOUNTING'], [3, 7]),
  job('h7a-063', '4 desks and 4 office chairs from ikea for our new office, all still flat pack', ['ASSEMBLY', 'ASSEMBLY'], [4.5, 10]),
  job('h7a-064', 'we need every room in our student house painted before we hand the keys back 😭 5 bedrooms, kitchen, lounge n the hall, walls only', ['PAINTING'], [22, 60], [LARGE]),
  job('h7a-065', 'Tile the wall behind the café counter please, it\'s about 5 square metres, tiles already bought', ['TILING'], [4.5, 10]),
  job('h7a-066', 'laminate wants layin in the front room, its 4m by 4.5m so 18 square metre near enough', ['FLOORING'], [6, 12]),
  job('h7a-067', 'new vinyl for the wee shop floor, it\'s about 25 square metres, we\'ve got the roll already', ['FLOORING'], [5, 13]),
  job('h7a-068', 'can someone bleed all the radiators, theres 7 of them n they all gurgle like mad', ['PLUMBING'], [0.5, 2]),
  job('h7a-069', '3 fence panels gone in the wind bab, the posts are still up', ['EXTERIOR'], [2.5, 5]),
  job('h7a-070', '2 single beds and 2 wardrobes for the rooms in my hmo, all from argos, all flat pack', ['ASSEMBLY', 'ASSEMBLY'], [5, 11]),
  job('h7a-071', '12 framed prints to hang around the café, want them level in a row along the long wall', ['MOUNTING'], [1.5, 4]),
  job('h7a-072', '4 internal doors need hanging in the flat above the shop, doors and handles bought', ['CARPENTRY'], [7, 14]),
  job('h7a-073', 'Paint the walls of our office, its one open plan room about 8m x 5m, ceiling is fine', ['PAINTING'], [5, 12]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h7a-074', 'half the plugs in our house went dead after the toaster blew up, the trip thing wont stay up', [ELECTRICIAN]),
  none('h7a-075', 'Need extra sockets put in by each station for the hairdryers and straighteners, only 2 in the whole salon', [ELECTRICIAN]),
  none('h7a-076', 'lights in the café flicker and buzz every time the coffee machine heats up', [ELECTRICIAN]),
  none('h7a-077', 'can u put a plug in the bathroom for my straighteners, theres only the shaver one', [ELECTRICIAN]),
  none('h7a-078', 'Our EICR on the shop came back unsatisfactory, says the fuse board needs replacing', [ELECTRICIAN]),
  none('h7a-079', 'boiler makes a massive bang n then the water goes cold halfway thru my shower 😤 every single morning', [GAS]),
  none('h7a-080', 'nae hot water the now, the boiler screen just says F28 or somethin', [GAS]),
  none('h7a-081', 'One of the burners on the gas range in the café kitchen won\'t stay lit', [GAS]),
  none('h7a-082', 'the fire in wor front room wont light, its a gas one wi the pretend coals', [GAS]),
  none('h7a-083', 'smells a bit eggy round the cooker sometimes bab, is that normal', [GAS, EMERGENCY]),
  none('h7a-084', 'the old 1960s unit we just took on for the shop has little brown square floor tiles under the lino, want them all scraped up', [ASBESTOS]),
  none('h7a-085', 'theres a bobbly swirly ceiling in my room n the landlord wants it sanded flat', [ASBESTOS]),
  none('h7a-086', 'massive crack going up the kitchen wall from the corner of the window, its got way wider since we moved in in sept', [STRUCTURAL]),
  none('h7a-087', 'the floor at the back of my shop dips in the middle and the shelving leans now, its getting worse every month', [STRUCTURAL]),
  none('h7a-088', 'slates came off the roof in the storm last nite, one nearly took my car windscreen out', [ROOFER]),
  none('h7a-089', 'rain comes thru the ceiling in my attic room every time it pours, theres a brown ring now n it drips on my bed', [ROOFER]),
  none('h7a-090', 'the lead roon the chimney has come away and the rain\'s gettin in to the top flat', [ROOFER]),
  none('h7a-091', 'We want the flat above the café turned into a proper 2 bed flat to rent out, needs a kitchen and bathroom putting in', [BUILDER]),
  none('h7a-092', 'thinking of doing the loft so i can rent out another room, how much ballpark', [BUILDER]),
  none('h7a-093', 'Our office kitchen needs a full refit, rip the old units out and a new sink on the other wall', [BUILDER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h7a-094', 'can u hang my tv and also the kitchen light keeps tripping the whole house when i switch it on', ['MOUNTING'], [1, 2.5], [ELECTRICIAN]),
  job('h7a-095', 'Please paint the café toilet (tiny room), and the gas water heater in there keeps cutting out', ['PAINTING'], [2.5, 6], [GAS]),
  job('h7a-096', 'put 2 shelves up for products in the salon, and we want a new socket at waist height for the dryers', ['MOUNTING'], [1, 2.5], [ELECTRICIAN]),
  job('h7a-097', 'gutters need cleared oot and a few slates are aff the roof', ['EXTERIOR'], [0.5, 2], [ROOFER]),
  job('h7a-098', 'build a wardrobe for us pet, and the swirly artex ceilin in the bedroom wants scrapin off', ['ASSEMBLY'], [1.5, 4.5], [ASBESTOS]),
  job('h7a-099', 'fix the drippin tap in the kitchen bab, and the crack in the front wall has gone all zig zag down the bricks', ['PLUMBING'], [0.5, 1.5], [STRUCTURAL]),
  job('h7a-100', 'Put up a new signage board behind the till, and we also want the shop extended out the back into the yard', ['MOUNTING'], [0.5, 1.5], [BUILDER]),
  job('h7a-101', 'flat pack wardrobe to build n the boilers not been serviced since like 2019, landlord said to get someone', ['ASSEMBLY'], [1.5, 4.5], [GAS]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h7a-102', 'can u deep clean our kitchen, its a 5 person student house 💀 need the deposit back', [OUT]),
  none('h7a-103', 'my bike chain keeps slipping off, do u fix bikes', [OUT]),
  none('h7a-104', 'Looking for someone to cover saturdays in the salon, qualified barber ideally', [OUT]),
  none('h7a-105', 'The coffee machine in the café is leaking from the group head, can you fix it?', [OUT]),
  none('h7a-106', 'need a van to move my stuff from halls to my new flat, just boxes n a mini fridge', [OUT]),
  none('h7a-107', 'mice in the kitchen 🐭🐭 weve seen 3 this week', [OUT]),
  none('h7a-108', 'ps5 keeps overheating n switching itself off', [OUT]),
  none('h7a-109', 'could ye gie the stair in oor close a hoover and a mop, its mingin', [OUT]),
  none('h7a-110', 'car\'s makin a clonkin noise when a turn left, can yous have a look', [OUT]),
  none('h7a-111', 'can someone do me eyebrows n lashes for saturday la', [OUT]),
  none('h7a-112', 'need someone to walk me dog while im on shift bab, hes a jack russell', [OUT]),
  none('h7a-113', 'The card machine in my shop keeps losing signal', [OUT]),
  none('h7a-114', 'can u help me write a letter to my landlord about getting my deposit back', [OUT]),
  none('h7a-115', 'The drinks fridge in the shop isn\'t getting cold, the glass door one', [OUT]),
  none('h7a-116', 'Need the extractor hood in the café kitchen deep cleaned, grease everywhere', [OUT]),
  none('h7a-117', 'need a tutor for my uni stats module pls im actually failing lol', [OUT]),
  none('h7a-118', 'think theres bedbugs in my mattress, bites all up my arms', [OUT]),
  none('h7a-119', 'electric oven in our flat only heats at the top, landlord says its our problem 🙄', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h7a-120', 'u free 2moro?', [MORE]),
  none('h7a-121', 'hiya pet, need a hand wi a few bits', [MORE]),
  none('h7a-122', 'how much do u charge per hour for a shop', [MORE]),
  none('h7a-123', 'wat time do u finish, im on shift til 6', [MORE]),
  none('h7a-124', 'landlord said to message u', [MORE]),
  none('h7a-125', 'The salon needs a bit of a refresh before christmas, could you come and have a look', [MORE]),
  none('h7a-126', 'do yous cover govan', [MORE]),
  none('h7a-127', 'bostin, ta', [MORE]),
  none('h7a-128', '👀', [MORE]),
  none('h7a-129', 'can i send u pics', [MORE]),
  none('h7a-130', 'loads wrong with the flat tbh', [MORE]),
  none('h7a-131', 'Are you insured for commercial premises?', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h7a-132', 'HELP pipe under the sink in the café just burst, water all over the floor n we open in 20 mins', ['PLUMBING'], [0.5, 3], [EMERGENCY]),
  job('h7a-133', 'locked meself out the flat in me kecks la 😭 keys are on the kitchen table', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  none('h7a-134', 'no heating at all, boiler is dead, its minus 3 out n theres 5 of us sat in coats indoors', [GAS, EMERGENCY]),
  job('h7a-135', 'water pouring thru the salon ceiling from the flat above, right onto the chairs!!!', ['PLUMBING'], [1, 3], [EMERGENCY]),
];

/** The seventh held-out batch, half A: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_7A_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
