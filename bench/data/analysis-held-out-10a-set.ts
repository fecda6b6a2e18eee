import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The TENTH held-out batch, half A (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md,
// docs/decisions/0021-learned-text-reader.md): new descriptions written by a different author from
// the earlier batches, before the engine was tuned on batch 9, labelled by hand from the
// calibration table (docs/product/analysis-calibration.md) without running the engine on them,
// and committed on their own. Never tuned on, never trained on. Half A is written in the voice of
// small-business and commercial customers (café, shop and salon owners, office and practice
// managers, a church-hall volunteer, a school business manager, letting agents asking for
// purchase-order numbers, invoices to the company and work out of opening hours), students in
// shared houses and their parents arranging repairs from far away (deposits, landlords who do not
// answer, splitting the invoice), and people writing while stressed at work (terse, abbreviations,
// lists with dashes, "earliest slot?", "not 10-11 (calls)"). Same conventions as the earlier
// batches: not handyman work at all is out_of_scope with no task; a message that also names
// handyman work prices it with no out_of_scope flag; referrals are expected from everyday words;
// vague text expects no task and needs_more_detail; large_job above 16 hours; emergencies as in
// batch 4. A business setting does not change the job: a blocked salon basin is a plumbing task.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h10a-001', 'Hello I have small cafe on the high street, the tap on the sink for wash hands in the kitchen is dripping all the time and now the health inspector come in 2 weeks. You can come before 10am or after 3pm? I need invoice for my accountant please', ['PLUMBING'], [0.5, 1.5]),
  job('h10a-002', 'Office manager here. Toilet in the ladies keeps running - cistern hissing all day, you can hear it from reception. Quote + a time slot pls, we\'re open 9-5 Mon-Fri', ['PLUMBING'], [0.5, 1.5]),
  job('h10a-003', 'shop front door (wooden, big glass panel) is sticking at the bottom since the wet weather, customers have to shoulder barge it to get in. can it be planed? we open at 9 so before then ideally', ['CARPENTRY'], [0.5, 2]),
  job('h10a-004', 'I volunteer at St Mark\'s church hall. One of the toilet seats in the gents has snapped at the hinge. We have bought a new one from Wilko. Could you fit it and send the invoice to our treasurer Mrs Pike? Many thanks', ['PLUMBING'], [0.5, 1]),
  job('h10a-005', 'School business manager - we need a whiteboard putting up in Year 4, 2.4m wide, wall is block I think. Has to be done in half term (w/c 16th). PO to follow, can you confirm availability?', ['MOUNTING'], [0.5, 2]),
  job('h10a-006', 'hi im a student in a shared house, the shower barely comes out anymore like a sad little dribble 😭 think the head is clogged up?? landlord ghosting us. how much', ['PLUMBING'], [0.5, 1.5]),
  job('h10a-007', 'My son is at uni in Leeds and the handle on his bedroom door came off in his hand, the spindle thing fell out the other side. He had to climb out of the window (ground floor luckily!). Can someone go this week? I\'ll pay by card over the phone', ['CARPENTRY'], [0.5, 1]),
  job('h10a-008', 'kitchen extractor fan dead. not the bulb. want it replaced like for like, got one from Screwfix same size. earliest slot?', ['ELECTRICAL'], [0.5, 2]),
  job('h10a-009', 'Can you put a shelf up behind the counter for our takeaway cups? Got the board and brackets from Ikea. Best day is Monday when we are closed', ['MOUNTING'], [0.5, 1.5]),
  job('h10a-010', 'Need our meeting room TV on the wall, 55in Samsung, bracket supplied. Wall sounds hollow when you knock it. Evenings only as we have clients in all day. Pls confirm price in advance (need sign off)', ['MOUNTING'], [1, 3]),
  job('h10a-011', 'full length mirror to go up in the changing room of our clothes shop, its about 160cm tall and heavy-ish. Tues or Weds morning?', ['MOUNTING'], [0.5, 1.5]),
  job('h10a-012', 'student house kitchen - one of the cupboard doors is hanging off by 1 hinge lol. landlord says get someone and he\'ll pay you back so can u put the house address on the invoice', ['CARPENTRY'], [0.5, 1]),
  job('h10a-013', 'desk for my home office - Ikea Bekant, still boxed. need it built asap, im in back to back meetings tues so wed/thurs pls. text 20 mins before', ['ASSEMBLY'], [0.5, 2]),
  job('h10a-014', 'The sink in the church hall kitchen is very slow to drain, the water just sits there after our Thursday lunch club. Is this the kind of thing you do? We are a small charity so the cheapest option please', ['PLUMBING'], [0.5, 1.5]),
  job('h10a-015', 'Our pedestrian gate by reception isn\'t latching - it swings open on its own. It\'s a safeguarding issue so we need it sorted quickly, ideally after 3.30 when the children have gone. Metal gate, the catch looks bent', ['EXTERIOR'], [0.5, 1.5]),
  job('h10a-016', 'silicone along the back of the prep counter is black + peeling, EHO pointed it out on her visit. about 3m long. can you redo it? we close at 4', ['TILING'], [0.5, 2]),
  job('h10a-017', 'vertical blind in the director\'s office keeps dropping off the track, 3 of the slats are snapped too. repair or replace, price for both pls', ['MOUNTING'], [0.5, 1.5]),
  job('h10a-018', 'Hi, the curtain rail in my daughter\'s student flat has come away from the wall on one side, plaster\'s crumbled round where the plugs were. She\'s there until 20th Dec. Could you fix it and I\'ll pay? She is in Cathays', ['MOUNTING'], [0.5, 1.5]),
  job('h10a-019', 'ground floor wc - flush handle just flops, nothing happens. today?', ['PLUMBING'], [0.5, 1]),
  job('h10a-020', 'Back door to our stockroom wont lock properly, the key turns but the bolt only goes half way out. Insurance says it HAS to be locked overnight. Please call me asap on the shop number', ['LOCKSMITH'], [0.5, 2]),
  job('h10a-021', 'can you put a lock on our stationery cupboard door? people keep helping themselves to everything 😂 a normal key one or a keypad one, whichever is cheaper', ['LOCKSMITH'], [0.5, 1.5]),
  job('h10a-022', 'Hello, I look after the church hall. The fire door out to the car park doesn\'t close on its own anymore, the arm at the top seems to have come loose. Fire officer is coming in January so we need it working', ['CARPENTRY'], [0.5, 1.5]),
  job('h10a-023', 'uni house, 5 of us. the bathroom fan sounds like a jet engine and the mould on the ceiling is getting grim. can it be replaced? landlord has ok\'d up to £150', ['ELECTRICAL'], [0.5, 1.5]),
  job('h10a-024', 'Practice manager at a dental surgery. The radiator in the waiting room is cold at the top and patients are complaining. Can you bleed it? Before 8.30am ideally, or Friday pm when we\'re shut', ['PLUMBING'], [0.5, 1]),
  job('h10a-025', 'the wooden sign above our shop window has come loose one end and is tilting, its about 2.5m up, you can reach it off a stepladder. just needs fixing back on properly', ['MOUNTING'], [0.5, 2]),
  job('h10a-026', 'Could someone paint our customer toilet? It\'s tiny, walls only, we have the paint (Hague Blue, F&B). Sunday is the only day we\'re closed', ['PAINTING'], [2.5, 6]),
  job('h10a-027', 'kitchen mixer tap in the office is loose and swivels all over the place, the base wobbles and it leaks a bit round the bottom when on. quote pls, invoice to Harlow Lettings Ltd', ['PLUMBING'], [0.5, 2]),
  job('h10a-028', 'student house - the washing machine isnt the problem its the pipe behind it where it joins onto the wall, drips onto the floor whenever its on. do you do that?', ['PLUMBING'], [0.5, 1.5]),
  job('h10a-029', 'office clear out - old meeting table (we\'ve taken it apart) + 5 broken chairs + a load of cardboard need taking to the tip. 1st floor, no lift 🙄 any day next week', ['GENERAL'], [1, 3]),
  job('h10a-030', 'Student house in Selly Oak. Theres a fist sized hole in the hallway wall where the living room door handle went through it (party, dont ask). Landlord inspection Friday 😬 can you patch it so it doesnt show?', ['PLASTERING'], [0.5, 2]),
  job('h10a-031', 'Letting agent - tenant reports the drawer front in the kitchen has come off, the drawer itself is fine. Please attend, keys at our office, invoice to us quoting ref 4471', ['CARPENTRY'], [0.5, 1]),
  job('h10a-032', 'The grout between the floor tiles behind our counter is crumbling and gone black, roughly 4m². Can it be regrouted rather than new tiles? We shut Sundays', ['TILING'], [2, 5]),
  job('h10a-033', 'staff loo toilet seat snapped. can you supply + fit a soft close one, standard white. invoice to accounts@ with PO 2231 on it pls', ['PLUMBING'], [0.5, 1]),
  job('h10a-034', 'The gutter over the church hall entrance overflows every time it rains and people get dripped on coming in for toddler group. It\'s single storey, easy to reach with a ladder', ['EXTERIOR'], [0.5, 2]),
  job('h10a-035', 'School business manager – one of the wooden fence panels by the staff car park has blown out in the wind. Need it replaced asap for safeguarding. Can you attend after 3.30 and send an invoice with our PO number?', ['EXTERIOR'], [1, 2.5]),
  job('h10a-036', 'garden gate wont shut, its dropped. need done before sat (kids party). thurs or fri, key under the pot. text price pls', ['EXTERIOR'], [0.5, 1.5]),
  job('h10a-037', 'just got a new bed from argos for my room in our shared house (double, wooden one). can u build it? im in lectures til 2 most days but my housemates can let u in', ['ASSEMBLY'], [1, 2.5]),
  job('h10a-038', 'Hello, my daughter is in her second year and the ceiling light in her room has stopped working. It\'s not the bulb, they\'ve tried 3 different ones. The landlord is useless. Could you look at it? She\'s in Fallowfield', ['ELECTRICAL'], [0.5, 1.5]),
  job('h10a-039', 'laminate in our reception has lifted by the front door where the mat goes, clients keep catching their heels on it. we\'re open 8-6 but I can let you in from 7.30', ['FLOORING'], [0.5, 2]),
  job('h10a-040', 'can you swap the light in our cafe kitchen for an LED panel? same place as the old one, we\'ve bought it already. has to be after we close (4pm)', ['ELECTRICAL'], [0.5, 1.5]),
  job('h10a-041', 'Hi, the hall committee would like the skirting boards in the main hall glossed, they are scuffed to bits from the chairs, about 25 metres all the way round. Our volunteers aren\'t up to it. Quote please for the trustees meeting on Wednesday', ['PAINTING'], [2.5, 7]),
  job('h10a-042', 'sink cupboard door in the office kitchenette - hinge has ripped out of the chipboard. needs rehanging. Tues 12-2 if poss', ['CARPENTRY'], [0.5, 1.5]),
  job('h10a-043', 'the backwash basin in my salon is blocked, water just sits there 😩 got clients booked all day, could you come at 8 before we open?', ['PLUMBING'], [0.5, 1.5]),
  job('h10a-044', 'office front door - the brush strip along the bottom has worn away, massive draught across reception, everyone sat in coats. can you fit a new one? time + price pls', ['GENERAL'], [0.5, 1.5]),
  job('h10a-045', 'I\'m the landlord of a student HMO. The silicone round the shower tray in the en-suite of room 3 has failed and water is getting under. New tenants in 2 weeks. Invoice to me please (Clarke Property)', ['TILING'], [0.5, 1.5]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h10a-046', 'Cafe snagging list before we reopen Monday:\n- toilet seat loose\n- shelf behind the till needs putting back up\n- kitchen door sticks\ncan you do Sat? one invoice for all pls', ['PLUMBING', 'MOUNTING', 'CARPENTRY'], [1.5, 4]),
  job('h10a-047', 'office jobs pls: - kitchen tap dripping - 2 pictures to hang in reception - roller blind in meeting rm 2 broken (wont go up). earliest date + rough cost', ['PLUMBING', 'MOUNTING', 'MOUNTING'], [1.5, 4]),
  job('h10a-048', 'end of tenancy and our deposit is at stake 😬 my bedroom walls need a fresh coat (white, covered in blu tack marks), the wardrobe door has come off its hinge and the metal strip on the floor at my door is sticking up. moving out 30th June', ['PAINTING', 'CARPENTRY', 'FLOORING'], [4.5, 10]),
  job('h10a-049', 'My son\'s moving into his 2nd year house in Headingley on the 1st. Could someone build a desk and a chest of drawers (both Ikea) and put a shelf up over the desk? I\'m driving up from Kent so will meet you there', ['ASSEMBLY', 'ASSEMBLY', 'MOUNTING'], [2.5, 6]),
  job('h10a-050', 'Jobs at the church hall, we are all elderly volunteers so can\'t do them ourselves: the mirror in the ladies has come off the wall (not broken, thank goodness), the gutter over the side door is full of moss, and the car park gate drags along the ground. Could you quote for the lot?', ['MOUNTING', 'EXTERIOR', 'EXTERIOR'], [1.5, 4.5]),
  job('h10a-051', 'Half term jobs list (school):\n1. coat hook rail in Yr 2 cloakroom pulling off the wall\n2. staffroom sink blocked\n3. paint the SENCO office - small room, walls only, paint supplied\nNeeds doing 27-31 Oct. Invoice to the school office', ['MOUNTING', 'PLUMBING', 'PAINTING'], [4.5, 10]),
  job('h10a-052', 'need done this wk:\n- bathroom tap drip\n- extractor fan not working\n- bedroom door handle loose\nWFH so any time but NOT 10-11 or 2-3 (calls)', ['PLUMBING', 'ELECTRICAL', 'CARPENTRY'], [1.5, 4]),
  job('h10a-053', 'We\'re doing our little card shop up ourselves but need help hanging the big mirror behind the till and building 2 Kallax units (the 4x4 ones) for the display', ['MOUNTING', 'ASSEMBLY'], [3, 6.5]),
  job('h10a-054', 'Letting agent - void property checkout list: replace broken kitchen cupboard hinge, regrout bathroom wall tiles round the bath (approx 2m²), touch up paint in the hallway. Keys at our office. Invoice to Northway Lettings', ['CARPENTRY', 'TILING', 'PAINTING'], [3, 7.5]),
  job('h10a-055', 'could u put our new sign board up on the wall by the door + jet wash the front where the tables go out? its all chewing gum and coffee stains. we close 3pm weekdays', ['MOUNTING', 'EXTERIOR'], [1.5, 4.5]),
  job('h10a-056', 'New starter Monday. Need her desk built (flatpack, came from Viking) and the door to the back office slams every time someone goes through, can you put a closer on it?', ['ASSEMBLY', 'CARPENTRY'], [1.5, 4]),
  job('h10a-057', 'hey so in our house the oven door hinge is broken (landlord says that ones on us??), the toilet roll holder fell off the wall and the light switch in the hall is cracked. can u do any of these', ['MOUNTING', 'ELECTRICAL'], [1, 2.5]),
  job('h10a-058', 'Hi, I\'m sorting my daughter\'s flat in Bristol from 200 miles away 🙃 her list: shower leaks where the hose meets the tap bit, wardrobe door won\'t close, lounge blind snapped. She\'s in most afternoons', ['PLUMBING', 'CARPENTRY', 'MOUNTING'], [1.5, 4]),
  job('h10a-059', 'Practice manager at a vets. Could you fit a metal kick plate on the kennel room door (dogs scratch it to bits) and look at the staff toilet, it only flushes if you hold the handle down', ['CARPENTRY', 'PLUMBING'], [1, 2.5]),
  job('h10a-060', 'dilaps inspection Fri on our old office -\n- paint the 2 small back offices, walls only, white\n- rehang the kitchen cupboard door thats come off\nneed an invoice for the landlord', ['PAINTING', 'CARPENTRY'], [6, 11]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h10a-061', '32 coat pegs for the new Reception cloakroom - they come on 4 rails of 8, rails already bought. Needs to go up in the holidays please, child height', ['MOUNTING'], [2, 5]),
  job('h10a-062', '6 flatpack desks + 6 under-desk pedestals arrived today, need building before Monday for our open plan office. Can you do Sat? Invoice to Greenfield Accounting Ltd', ['ASSEMBLY', 'ASSEMBLY'], [6, 16]),
  job('h10a-063', 'our cafe floor is about 30m², want vinyl (the commercial heavy duty one, we\'ll buy it) laid straight on the concrete, old lino already up. Has to be done on a Sunday in one go', ['FLOORING'], [6, 15]),
  job('h10a-064', 'we need 5 bedroom door locks changed in our student house, the landlord has lost track of who has keys and last years lot still have theirs 😳', ['LOCKSMITH'], [2.5, 6]),
  job('h10a-065', 'We would like the church hall redecorated for our centenary: the main hall, the two side rooms, the kitchen and the corridor, all walls in magnolia. Trustees would like a price and how many days', ['PAINTING'], [18, 50], [LARGE]),
  job('h10a-066', 'need 8 framed certificates + 3 big canvases hung in reception & up the corridor. spirit level straight pls, MD is fussy 🙄', ['MOUNTING'], [1.5, 4]),
  job('h10a-067', 'We\'ve bought a house for our son and 3 friends to live in at uni 🎓 - 4 Malm double beds, 4 Pax 2-door wardrobes and 4 desks from Ikea all need building, ready by 15 Sept please', ['ASSEMBLY', 'ASSEMBLY', 'ASSEMBLY'], [16, 34], [LARGE]),
  job('h10a-068', 'can you lay laminate in our office, 2 rooms, 4.5m x 3.5m and 3m x 3m, underlay and boards bought from Wickes', ['FLOORING'], [7, 16]),
  job('h10a-069', 'Wall tiles for the staffroom kitchenette – splashback about 3m² behind the sink/worktop, tiles supplied. Half term only please', ['TILING'], [3, 7]),
  job('h10a-070', 'fence at the back of our unit - 10 panels need replacing, concrete posts are fine. price + how many days?', ['EXTERIOR'], [7, 15]),
  job('h10a-071', 'Could you build 4 picnic benches for our outdoor seating? Flatpack ones from B&Q, boxes are in the yard', ['ASSEMBLY'], [3, 7]),
  job('h10a-072', 'end of tenancy - landlord wants all 6 bedrooms painted white, walls only, all smallish rooms. theres 6 of us so can you split the invoice 6 ways?? 😅', ['PAINTING'], [16, 36], [LARGE]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h10a-073', 'two of the burners on the gas hob in our cafe kitchen wont light, they just click and click. need them for lunch service', [GAS]),
  none('h10a-074', 'Need the annual gas safety certificate done for the flat above our shop, tenant is in. When can you do it?', [GAS]),
  none('h10a-075', 'the boiler in our student house keeps losing pressure, we have to top it up every few days with the little tap underneath', [GAS]),
  none('h10a-076', 'The old gas heaters on the walls of the church hall haven\'t been serviced in years as far as anyone knows, and one won\'t light now. Is that something you do?', [GAS]),
  none('h10a-077', 'need 4 more double sockets in the open plan office along the back wall where the new desks go. price + time pls', [ELECTRICIAN]),
  none('h10a-078', 'the trip switch in the shop goes every time we have the window display lights and the heater on together', [ELECTRICIAN]),
  none('h10a-079', 'Our insurers are asking for an electrical safety certificate (EICR) for the school annexe building, is that something you can do?', [ELECTRICIAN]),
  none('h10a-080', 'want some festoon lights wired in permanently over our outside seating with a switch inside the cafe', [ELECTRICIAN]),
  none('h10a-081', 'half the sockets in our kitchen stopped working last night, rest of the house is fine. we flicked the switch back on in the cupboard but it keeps going off again', [ELECTRICIAN]),
  none('h10a-082', 'My son\'s student house still has the old fuse box with the wire fuses and his room has only one socket with 3 extension leads off it. Can someone put more sockets in?', [ELECTRICIAN]),
  none('h10a-083', 'Theres a crack in the back wall of our office building, goes diagonally up from the corner of the window and its got longer since summer, you can get a pound coin in it at the top', [STRUCTURAL]),
  none('h10a-084', 'want the wall between the shop and the back storeroom knocked out to make the shop floor bigger. its brick, about 4m long', [STRUCTURAL]),
  none('h10a-085', 'The floor in one corner of the church hall has started to dip and the door to the side room there won\'t shut any more', [STRUCTURAL]),
  none('h10a-086', 'Old 1970s mobile classroom - some of the ceiling tiles are damaged and our caretaker wants to rip them out and replace them. They\'re the fibrous board kind, not polystyrene', [ASBESTOS]),
  none('h10a-087', 'Student HMO built 1965 - the swirly textured ceiling in the lounge has cracked and bits are flaking off. want it all taken down and reboarded', [ASBESTOS]),
  none('h10a-088', 'A few slates came off the church hall roof in the wind last night and one smashed on the path, luckily no one was there. Pitched roof, about 6m up', [ROOFER]),
  none('h10a-089', 'rain coming through the ceiling in the cafe next to the skylight in the flat roof, bucket under it every time it rains 🪣', [ROOFER]),
  none('h10a-090', 'we want the loft space above our office turned into a proper meeting room', [BUILDER]),
  none('h10a-091', 'need a quote for a full shop refit - new counter, floor, ceiling, lighting, the whole lot', [BUILDER]),
  none('h10a-092', 'landlord asked if i know anyone who builds extensions lol, he wants to put one on the back of our house to make it a 6 bed', [BUILDER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h10a-093', 'cafe: pls fix the wobbly shelf above the coffee machine, and also our gas oven wont stay lit, the little flame keeps going out', ['MOUNTING'], [0.5, 1.5], [GAS]),
  job('h10a-094', 'Office: paint the meeting room (walls + ceiling, medium size room) and add 2 new sockets on the end wall for the screens', ['PAINTING'], [5, 10], [ELECTRICIAN]),
  job('h10a-095', 'student house - bathroom tap dripping, and the kitchen ceiling under the bathroom has a brown patch and is sagging down in the middle', ['PLUMBING'], [0.5, 1.5], [STRUCTURAL]),
  job('h10a-096', 'The hedge along the church hall car park needs a trim, about 20 metres, and the old bike shelter has a cracked corrugated cement roof. Could you take that off too?', ['GARDENING'], [2, 5], [ASBESTOS]),
  job('h10a-097', 'School: 3 shelves in the library please, and some tiles have come off the roof of the caretaker\'s bungalow in the storm', ['MOUNTING'], [1.5, 3], [ROOFER]),
  job('h10a-098', 'need a desk built (ikea micke) and a new ceiling light put in above it, theres no light on that side of the room at all', ['ASSEMBLY'], [0.5, 2], [ELECTRICIAN]),
  job('h10a-099', 'Shop: lay laminate in the stockroom (approx 12m²) and price up knocking through into the back office to make it one big room', ['FLOORING'], [4, 9], [STRUCTURAL]),
  job('h10a-100', 'Letting agent - unit 4B: replace broken toilet seat, and tenant reports the combi isn\'t giving hot water (heating ok)', ['PLUMBING'], [0.5, 1], [GAS]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h10a-101', 'need a deep clean of the cafe kitchen before our EHO inspection, extraction hood and all', [OUT]),
  none('h10a-102', 'Our office printer keeps jamming, can anyone come out today?', [OUT]),
  none('h10a-103', 'student house has mice 🐭 in the kitchen and the landlord wont do anything, do you do traps?', [OUT]),
  none('h10a-104', 'the commercial dishwasher in our cafe (Classeq) isnt draining, its out of warranty', [OUT]),
  none('h10a-105', 'Can you help us move the office from the 2nd floor down to the ground floor unit next door? About 12 desks and 6 filing cabinets', [OUT]),
  none('h10a-106', 'School is looking for a PE coach for an after school club on Wednesdays', [OUT]),
  none('h10a-107', 'my daughter\'s laptop screen has cracked at uni, where can she get it fixed in Nottingham?', [OUT]),
  none('h10a-108', 'we need someone to do the bookkeeping and VAT return for the cafe', [OUT]),
  none('h10a-109', 'Could you send cleaners to the church hall after the Christmas fayre? Tables wiped, floor mopped, toilets done', [OUT]),
  none('h10a-110', 'the bean to cup coffee machine at work is leaking all over the kitchen, its leased', [OUT]),
  none('h10a-111', 'window cleaning for our shop front every 2 weeks?', [OUT]),
  none('h10a-112', 'students moving out - need a man with a van to take all our stuff back to Manchester on 28 June', [OUT]),
  none('h10a-113', 'wasps nest under the eaves above our school office window, the children are frightened', [OUT]),
  none('h10a-114', 'office fridge has stopped getting cold, milk keeps going off', [OUT]),
  none('h10a-115', 'our card machine keeps losing signal at the till', [OUT]),
  none('h10a-116', 'Could you collect 20 chairs from Ikea Wembley and deliver them to the church hall?', [OUT]),
  none('h10a-117', 'Do you do end of tenancy cleaning? 5 bed student house, the oven is grim', [OUT]),
  none('h10a-118', 'need someone to walk the office dog at lunchtimes lol (seriously tho)', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h10a-119', 'Hi, do you do commercial work or just houses?', [MORE]),
  none('h10a-120', 'Can you send me your rates and a copy of your public liability insurance please? We\'re a school and need it for our approved contractor list', [MORE]),
  none('h10a-121', 'few bits need doing round the office, when are you free?', [MORE]),
  none('h10a-122', 'student house, loads wrong with it tbh 😂', [MORE]),
  none('h10a-123', 'do you invoice or is it card on the day?', [MORE]),
  none('h10a-124', 'need someone tmrw am. call me', [MORE]),
  none('h10a-125', 'Are you available for a maintenance contract? We have 3 cafes in the area', [MORE]),
  none('h10a-126', 'The church hall needs some TLC before the new year, would you come and have a look?', [MORE]),
  none('h10a-127', 'my son\'s landlord has given him a list of things to fix or he loses his deposit, can you help?', [MORE]),
  none('h10a-128', 'whats your call out charge', [MORE]),
  none('h10a-129', 'Same job as last time pls, same address. PO to follow', [MORE]),
  none('h10a-130', 'Hi, got your number from the florist next door. Are you taking on new work before Christmas?', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h10a-131', 'URGENT pipe under the sink in our cafe kitchen has split, water everywhere, cant find the stopcock!! mid lunch service', ['PLUMBING'], [0.5, 2], [EMERGENCY]),
  none('h10a-132', 'Strong smell of gas in the church hall kitchen. We\'ve opened the windows and got everyone outside, what do we do?', [GAS, EMERGENCY]),
  job('h10a-133', 'front door lock at the office has jammed, key wont turn at all, 15 of us stood on the pavement in the rain', ['LOCKSMITH'], [0.5, 2], [EMERGENCY]),
  none('h10a-134', 'no heating or hot water in our student house since yesterday, boiler just has a red light on, its -2 out 🥶 landlord not answering', [GAS, EMERGENCY]),
  job('h10a-135', 'a pipe has burst in the boys toilets at school, water coming under the door into the corridor and the caretaker is off sick', ['PLUMBING'], [0.5, 2.5], [EMERGENCY]),
];

/** The tenth held-out batch, half A: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_10A_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
