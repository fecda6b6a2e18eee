import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The FOURTEENTH held-out batch, half A (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md,
// docs/decisions/0021-learned-text-reader.md): new descriptions written by a different author from
// the earlier batches, before the engine was tuned on batch 13, labelled by hand from the
// calibration table (docs/product/analysis-calibration.md) without running the engine on them,
// and committed on their own. Never tuned on, never trained on. Half A is written in the voice of
// landlords, letting agents and property managers writing about one or several properties at once
// (flat numbers and addresses, tenants' complaints forwarded or pasted in, check-out reports,
// inventories, voids, HMO licence conditions, "before the new tenant moves in", POs and invoicing
// notes, keys at the office) and of holiday-let and Airbnb hosts between guests (changeover
// windows, guest reviews, key safes): businesslike, lists with bullets or numbers, abbreviations
// (HMO, EPC, EICR, w/c, b/room, k/ch, LL, T, approx). Same conventions as the earlier batches: not
// handyman work at all is out_of_scope with no task; a message that also names handyman work prices
// it with no out_of_scope flag; referrals are expected from everyday words; vague text expects no
// task and needs_more_detail; large_job above 16 hours; emergencies as in batch 4.
// Labelling choices for this voice: who pays, who holds the keys, access windows, PO numbers and
// tenants' names do not change the job. The same job repeated across several flats of one block is
// one task with a quantity (QUANTITIES); different jobs, whether at one address or several, are
// one task each. A certificate that only a specialist can issue (gas safety, EICR) is that
// specialist's referral; an EPC, an inventory or a risk assessment is not handyman work (out of
// scope).

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h14a-001', 'Flat 2, 14 Carlton Rd. T reports kitchen tap dripping constantly. Keys at our office (Hollis & Webb, High St) or T is in after 4pm, Ms Okafor 07700 900123. Please invoice the agency quoting PO 4471.', ['PLUMBING'], [0.5, 1.5]),
  job('h14a-002', 'Airbnb changeover Sat 11-3 only. Guests reported the shower head sprays sideways and half the holes are blocked. Replacement head is in the cupboard under the b/room sink.', ['PLUMBING'], [0.5, 1]),
  job('h14a-003', 'HMO, room 4 - the door closer on the fire door has pulled out of the frame so the door no longer self-closes. Needs sorting before the council licensing inspection on the 12th.', ['CARPENTRY'], [0.5, 1.5]),
  job('h14a-004', 'Check-out report for 7 Mill Lane flagged a hole in the lounge wall behind where the outgoing tenant had the TV, approx fist size. Need it filled and made good ready for the decorator.', ['PLASTERING'], [0.5, 2]),
  job('h14a-005', 'Holiday let (2 bed cottage nr Keswick). Toilet keeps running after you flush, 2 guests have mentioned the noise at night now. Gap between bookings Tues 10am-4pm.', ['PLUMBING'], [0.5, 1.5]),
  job('h14a-006', 'Landlord here. GF flat, w/c seat cracked right across, tenant sent a photo. Standard white one is fine, please supply and fit.', ['PLUMBING'], [0.5, 1]),
  job('h14a-007', 'Inventory notes the curtain pole in b/room 1 is hanging off the wall at one end. New tenant moves in Monday. Pole itself is fine, just needs refixing properly', ['MOUNTING'], [0.5, 1.5]),
  job('h14a-008', 'Pls quote to rehang the bathroom door at 22b Victoria St - its dropped and scrapes along the floor tiles now. T works from home so any weekday.', ['CARPENTRY'], [0.5, 1.5]),
  job('h14a-009', 'Hi, I manage a block of 6 flats in Leyton. The communal front door doesnt close by itself anymore, the arm thing at the top is hanging loose. Residents are leaving it open overnight which is a security issue', ['CARPENTRY'], [0.5, 1.5]),
  job('h14a-010', 'New sofa bed for the holiday flat arriving Thurs, flat packed (Ikea Friheten). Need it built before guests check in Fri 3pm 🙏', ['ASSEMBLY'], [1, 2.5]),
  job('h14a-011', 'Tennant at Flat 5 says the back b/room window wont lock, handle just spins round. uPVC. New handle ok with me, keep it under £60 pls', ['LOCKSMITH'], [0.5, 1.5]),
  job('h14a-012', 'Lock change please at 3 Oak Terrace, previous tenant hasn\'t returned one set of keys. Front door, euro cylinder. Today or tomorrow ideally as new T has keys Friday.', ['LOCKSMITH'], [0.5, 1.5]),
  job('h14a-013', 'Need a key safe fitting at my holiday let next to the back door so guests can self check-in. Got the Supra C500 from Screwfix. Wall is stone, sorry!', ['LOCKSMITH'], [0.5, 1.5]),
  job('h14a-014', 'Silicone round the bath and basin at flat 3 is black, T complaining about mould (again). Pls strip out and reseal both.', ['TILING'], [0.5, 2]),
  job('h14a-015', 'Studio flat, Deptford. Extractor in the shower room has died, T says no noise at all when the light goes on. Like for like replacement please, it\'s a 100mm one.', ['ELECTRICAL'], [0.5, 1.5]),
  job('h14a-016', 'Guests at the cottage managed to pull the towel rail off the b/room wall 🙄 rail is fine, the plugs have ripped out. Needs refitting before 4pm check-in Sat.', ['MOUNTING'], [0.5, 1.5]),
  job('h14a-017', 'Void - 41 Birch Ave. K/ch ceiling has a brown water stain from an old leak from the bathroom above (leak fixed). Needs stain block and the ceiling repainting, ceiling only.', ['PAINTING'], [1, 4]),
  job('h14a-018', 'tenant in flat 1 says kitchen sink draining v slowly and gurgles, prob the trap needs clearing. pls contact her direct to arrange, Kasia 07700 900456', ['PLUMBING'], [0.5, 1.5]),
  job('h14a-019', 'Radiator in Room 2 at our HMO is cold at the top, warm at the bottom, all the other rads are fine. T says it\'s been like it since the heating came on in Oct.', ['PLUMBING'], [0.5, 1.5]),
  job('h14a-020', 'New listing - need a TV bracket put up in the lounge of the holiday apartment, 50" TV, bracket and TV both on site. Brick wall. Photographer booked for Thurs so before then pls', ['MOUNTING'], [1, 2.5]),
  job('h14a-021', 'Garden gate at 9 Pembroke Cl has dropped and wont latch, T says her dog keeps getting out onto the road. Wooden gate, side passage.', ['EXTERIOR'], [0.5, 1.5]),
  job('h14a-022', 'One fence panel down between no 12 and no 14 (both ours as it happens). Posts are concrete and fine, panel is snapped in half. Please supply a 6x6 lap panel and fit.', ['EXTERIOR'], [0.5, 2]),
  job('h14a-023', 'T has moved out and the front garden is overgrown, grass knee high. Small front lawn only, no back. Needs cutting before viewings on Weds, no mower on site.', ['GARDENING'], [0.5, 2]),
  job('h14a-024', 'Privet hedge along the front of the holiday let needs a trim before the season starts, approx 8m long, about shoulder height. Bag the cuttings please, green bin on site', ['GARDENING'], [1.5, 4.5]),
  job('h14a-025', 'Can you supply & fit a new internal door at flat 7? Check-out found the b/room door has a hole kicked right through it. Standard 2\'6 white 6 panel, reuse the hinges and handle.', ['CARPENTRY'], [1.5, 4]),
  job('h14a-026', 'K/ch cupboard door at 18a fell off, the hinge has snapped. Needs a new hinge and refitting. T is home Mon and Weds.', ['CARPENTRY'], [0.5, 1.5]),
  job('h14a-027', 'Hello, I am owner of one flat in Luton, I live in Poland now. My tenant tell me the handle of bedroom door is loose and the door not close good, he need to push hard. Please can you fix, tenant will open the door for you. I can pay by bank transfer', ['CARPENTRY'], [0.5, 1.5]),
  job('h14a-028', 'Washing machine to be plumbed in at 2 Quarry St ready for new T - valves and waste are already there, new machine being delivered Tues am. Need someone same afternoon if poss', ['PLUMBING'], [0.5, 1.5]),
  job('h14a-029', 'Stair carpet has come loose on the 3rd step at 45 Elm Gr, trip hazard and my tenant there is 82. Needs regripping asap pls', ['FLOORING'], [0.5, 1.5]),
  job('h14a-030', 'Laminate in the lounge at flat 4 has lifted at the joins by the patio door (T had a plant pot there, water damage). Approx 3 boards. Spare boards in the meter cupboard.', ['FLOORING'], [0.5, 2]),
  job('h14a-031', 'Grout in the shower cubicle at the holiday flat is grim, a guest called it out in a review 😬 regrout pls. Cubicle is approx 2m2 of tiles.', ['TILING'], [1.5, 4]),
  job('h14a-032', 'Kitchen roller blind at the Airbnb has snapped (the chain pull one). New one bought, same width. Next changeover is Thurs 11-3.', ['MOUNTING'], [0.5, 1.5]),
  job('h14a-033', 'HMO shared kitchen - one of the drawers has come off its runner and hangs down. 5 tenants using it every day so it gets some abuse, needs doing properly not bodged', ['CARPENTRY'], [0.5, 1.5]),
  job('h14a-034', 'T reports the letterbox on the front door is broken, flap has gone completely, v draughty. Composite door. Supply + fit a new letter plate please', ['CARPENTRY'], [0.5, 1.5]),
  job('h14a-035', 'Mirror to go up in the en-suite at the holiday let, approx 60x80cm and heavy. Tiled wall. Between guests Mon or Tues.', ['MOUNTING'], [0.5, 1.5]),
  job('h14a-036', 'Can you rebuild a double bed frame at flat 2? T took it apart to move it to the other room and now cant get it back together lol. Ikea Malm, all the bits are there (apparently).', ['ASSEMBLY'], [1, 2.5]),
  job('h14a-037', 'Shed door at 11 Ashby Rd is hanging off, both hinges rusted through. T keeps the bins and his bike in there and wants to padlock it.', ['EXTERIOR'], [0.5, 1.5]),
  job('h14a-038', 'Quick one - outside tap at the cottage drips constantly, guests keep leaving it half on. Washer prob. Key in the key safe, will text code.', ['PLUMBING'], [0.5, 1.5]),
  job('h14a-039', 'Check out report: skirting in hallway of flat 9 pulled off and chewed by the tenant\'s dog (no pets clause, dont get me started). Approx 1.5m length. Replace and paint to match.', ['CARPENTRY'], [1, 3]),
  job('h14a-040', 'Paint the box room at 5 Hawthorn Dr before the new tenant moves in on the 1st. Walls only, white matt emulsion, we\'ll leave the paint in the room.', ['PAINTING'], [2.5, 6]),
  job('h14a-041', 'Loose w/c at flat 6, rocks when you sit on it and T says there is water on the floor after a flush sometimes.', ['PLUMBING'], [0.5, 2]),
  job('h14a-042', 'T at 88 Kings Rd has asked permission to put a shelf in the alcove in the lounge. I\'ve said yes as long as it\'s done properly by someone. 1 shelf, she\'ll buy it, I pay the labour.', ['MOUNTING'], [0.5, 1.5]),
  job('h14a-043', 'Holiday let on the coast, the front door sticks badly whenever it\'s wet and guests are struggling to open and shut it. Wooden door, prob needs a bit taking off the bottom', ['CARPENTRY'], [0.5, 2]),
  job('h14a-044', 'Replace cracked b/room basin at flat 3 pls? Basin only, pedestal is fine. T dropped a glass bottle in it. Will reimburse whatever basin you think, nothing fancy', ['PLUMBING'], [1, 3.5]),
  job('h14a-045', 'I own 3 properties in Swindon. At no. 27 the pull cord for the bathroom light has snapped up inside the switch so the tenant cant turn the light on or off at all', ['ELECTRICAL'], [0.5, 1.5]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h14a-046', 'Jobs for w/c 14th:\n1. 12 Park Rd - kitchen tap dripping\n2. 12 Park Rd - b/room door not latching\n3. Flat 4, 30 High St - reseal bath\nKeys for both at office. Thanks, Dan', ['PLUMBING', 'CARPENTRY', 'TILING'], [1.5, 4.5]),
  job('h14a-047', 'Airbnb turnaround Fri 11-3. Guest damage (claiming through the platform so need photos + itemised invoice):\n- curtain pole pulled down in master b/room\n- 2 big holes in the plaster where it came out, need filling\n- wardrobe door off its hinge', ['MOUNTING', 'PLASTERING', 'CARPENTRY'], [1.5, 4.5]),
  job('h14a-048', 'Before new T moves in (keys handed over on the 1st) at 19 Rose St please: paint lounge walls & ceiling (normal size, magnolia), replace the toilet seat, fit a new cylinder to the front door', ['PAINTING', 'PLUMBING', 'LOCKSMITH'], [6, 12]),
  job('h14a-049', 'Check-out report items to remedy at Flat 2B:\n• hole in b/room door (hollow core) - replace door\n• lounge carpet lifting at the threshold strip\n• blind missing from k/ch window - supply & fit a white roller blind\nDeposit is in dispute so itemised invoice please', ['CARPENTRY', 'FLOORING', 'MOUNTING'], [2.5, 7]),
  job('h14a-050', 'Holiday cottage pre-season list 🌸 fence panel blown down at the back, shed door off its hinges, and the hedge along the lane needs cutting back (approx 10m)', ['EXTERIOR', 'EXTERIOR', 'GARDENING'], [3, 8]),
  job('h14a-051', 'HMO, 6 bed. Tenants\' complaints this month (forwarded):\n- Room 3 radiator stone cold\n- shared bathroom extractor fan not working\n- kitchen cupboard door off\nCan you do all in one visit? Access via the lockbox, code 1904', ['PLUMBING', 'ELECTRICAL', 'CARPENTRY'], [1.5, 4.5]),
  job('h14a-052', 'T emailed: "the shower is leaking from the hose and the kitchen sink takes forever to drain, also my bedroom window won\'t lock so I don\'t feel safe". Could you attend flat 11 and sort all 3 pls', ['PLUMBING', 'PLUMBING', 'LOCKSMITH'], [1.5, 4.5]),
  job('h14a-053', 'Void works at 62 Fern Rd (2 bed terrace):\n1) Paint both bedrooms, walls only\n2) Laminate in the hall, approx 6m2, boards on site\n3) Replace kitchen mixer tap (supplied)\nNeeds to be done by the 28th for check-in', ['PAINTING', 'FLOORING', 'PLUMBING'], [8, 17]),
  job('h14a-054', 'Airbnb host, 2 flats in the same building. Flat A: bathroom basin tap loose and dripping. Flat B: 2 Ikea bedside tables to build (still boxed) and 4 picture frames to hang in the lounge.', ['PLUMBING', 'ASSEMBLY', 'MOUNTING'], [2, 5]),
  job('h14a-055', 'I am an elderly landlady and not very good with emails so my grandson is typing this. My tenant in the bungalow says the back door key is very stiff to turn and the toilet cistern keeps on filling. Could someone go round, she is in all day. Thank you.', ['LOCKSMITH', 'PLUMBING'], [1, 3]),
  job('h14a-056', 'Lodger moving into my spare room on Sunday. Need a double wardrobe building (Argos, 2 door) + a lock fitting on the bedroom door for her privacy', ['ASSEMBLY', 'LOCKSMITH'], [2.5, 5.5]),
  job('h14a-057', 'Holiday let issues from last guests:\n1) dishwasher leaking - have called the manufacturer, ignore\n2) bathroom door lock broken, guests cant lock it\n3) fence panel loose and banging in the wind', ['LOCKSMITH', 'EXTERIOR'], [1, 3.5]),
  job('h14a-058', 'End of tenancy - 2 Fairfield Mews. LL\'s list (we are the managing agent): fill and paint nail holes in the lounge (walls only), replace broken kitchen drawer front, reseal the shower tray, regrip stair carpet at the top step.', ['PAINTING', 'CARPENTRY', 'TILING', 'FLOORING'], [4.5, 11]),
  job('h14a-059', 'T texted me 3 things at 11pm 🙄 copying here: "towel rail has come off the wall", "black mould on the ceiling in the bathroom" and "hall light not working even with a new bulb". 17 Grove St, she works days so weekend pls', ['MOUNTING', 'PAINTING', 'ELECTRICAL'], [2, 7]),
  job('h14a-060', 'hi its Raj, I rent out 2 rooms in my house. room 1 the radiator valve leaks a bit onto the carpet, room 2 the new lad wants a curtain pole and a mirror up. thx', ['PLUMBING', 'MOUNTING', 'MOUNTING'], [1.5, 4]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h14a-061', 'HMO licence requires FD30 fire doors on 3 bedrooms. Doors supplied with intumescent strips, existing frames ok. Need hanging with closers.', ['CARPENTRY'], [6, 12]),
  job('h14a-062', 'Between tenancies at the HMO: 5 bedrooms to paint, each approx 3 x 3.5m, walls & ceilings, magnolia throughout. Rooms empty.', ['PAINTING'], [22, 42], [LARGE]),
  job('h14a-063', 'Furnishing a new HMO. Flat pack to build, all Ikea, delivered to site:\n- 5 x single bed frames\n- 5 x bedside tables\n- 5 x 2 door wardrobes\nHow many days would you need?', ['ASSEMBLY', 'ASSEMBLY', 'ASSEMBLY'], [13, 30], [LARGE]),
  job('h14a-064', 'Please supply & fit roller blinds on all 4 windows at the holiday flat (2 bedrooms, lounge, kitchen), I\'ll send the measurements', ['MOUNTING'], [1.5, 4.5]),
  job('h14a-065', 'Full redecoration of a 2 bed first floor flat, walls, ceilings and all woodwork, white/brilliant white. Outgoing T leaves on the 30th, new T in on the 15th.', ['PAINTING'], [25, 50], [LARGE]),
  job('h14a-066', 'Laminate to the lounge at flat 3, room is 4.2m x 3.8m, old carpet already up. Boards + underlay delivered.', ['FLOORING'], [5, 11]),
  job('h14a-067', 'Vinyl to the bathrooms of 3 flats in the same block, each bathroom approx 4m2. Old lino to come up. Vinyl on site.', ['FLOORING'], [3.5, 8]),
  job('h14a-068', '3 fence panels to replace at the back of no. 44, concrete posts, panels from Wickes being delivered Friday', ['EXTERIOR'], [2.5, 6]),
  job('h14a-069', 'Doing up the Airbnb for the listing photos ✨ 8 pictures and 2 mirrors to hang, all in the lounge and hallway', ['MOUNTING'], [1.5, 4]),
  job('h14a-070', 'Cylinder change on the front doors of 4 flats in the same block (all new tenancies this month). Euro cylinders, I\'ll buy them if you tell me sizes.', ['LOCKSMITH'], [1.5, 5]),
  job('h14a-071', '6 shelves in the HMO kitchen please, one per tenant for their food, plasterboard wall, shelves + brackets bought', ['MOUNTING'], [2.5, 5]),
  job('h14a-072', 'Floor tiles in the utility at 9 Lark Rise, room is 2.5m x 2m, tiles from Topps Tiles and adhesive on site.', ['TILING'], [3.5, 8]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h14a-073', 'Gas safety certs due at 3 of my properties next month (all combis, one has a gas hob as well). Do you do them and what do you charge per property?', [GAS]),
  none('h14a-074', 'T at 21 Hill St says the boiler pressure drops to zero every few days and she has to top it up with the little lever. Vaillant, approx 8 yrs old.', [GAS]),
  none('h14a-075', 'Gas hob at the holiday let - 2 of the burners wont light, they just click and click. Guests arriving Fri.', [GAS]),
  none('h14a-076', 'EICR came back unsatisfactory at 9 Orchard Way: C2s for the fuse board (no RCD) and a couple of sockets. Need the remedials doing and a new report issued.', [ELECTRICIAN]),
  none('h14a-077', 'Council says our HMO licence needs a mains wired interlinked fire alarm system throughout, 6 bed, 3 storeys. Can you quote?', [ELECTRICIAN]),
  none('h14a-078', 'tenant says the electric shower trips everything when she turns it on, flat 2, been like it 2 days', [ELECTRICIAN]),
  none('h14a-079', 'Could you add 2 double sockets in each bedroom at the HMO? Tenants have extension leads daisy chained everywhere and it\'s a fire risk', [ELECTRICIAN]),
  none('h14a-080', 'At the holiday cottage we want lights along the path from the car park to the front door, about 20m, on a sensor. Nothing there at the moment', [ELECTRICIAN]),
  none('h14a-081', 'Slates slipped off the roof at 17 Moor Lane after the storm, T can see 2 broken ones on the front lawn. 2 storey terrace.', [ROOFER]),
  none('h14a-082', 'Damp patch on the b/room ceiling of the top floor flat, gets worse every time it rains. Think its the flat roof above, we have no access from inside.', [ROOFER]),
  none('h14a-083', 'Ridge tiles loose on the holiday let, rattling in the wind, guests said they heard it all night. Bungalow but a steep roof.', [ROOFER]),
  none('h14a-084', 'Crack in the back wall at 33 Dale St has widened since my last inspection 6 months ago, you can fit a pound coin in it now. Runs up diagonally from the corner of the kitchen window.', [STRUCTURAL]),
  none('h14a-085', 'Owner wants the wall between the kitchen and dining room knocked through at the Airbnb to make it open plan. Brick, 1930s semi. Is that something you do?', [STRUCTURAL]),
  none('h14a-086', 'Check-out report noted the lounge ceiling in flat 1 is bowing down in the middle with cracks coming out from it, not in the ingoing inventory photos.', [STRUCTURAL]),
  none('h14a-087', 'Ex-council flat built 1968, swirly textured ceilings in every room. LL wants them all scraped back smooth before it\'s re-let.', [ASBESTOS]),
  none('h14a-088', 'Garage behind 6 Nelson St has a grey corrugated roof (cement sheets I think), one sheet has cracked right across. Want the whole lot stripped off and replaced.', [ASBESTOS]),
  none('h14a-089', 'Lifted the lino in the k/ch at the void and there are small black square tiles underneath stuck down with black glue. 1950s house. Can you get them up so we can lay new vinyl?', [ASBESTOS]),
  none('h14a-090', 'Looking to convert the loft at our 5 bed HMO into a 6th letting room with an en-suite. Who would you use for that?', [BUILDER]),
  none('h14a-091', 'Kitchen at flat 8 needs a complete refit - units, worktops, sink, the lot. Tenant has been very patient.', [BUILDER]),
  none('h14a-092', 'Want to turn the double garage at the holiday let into a separate studio for Airbnb, kitchenette and shower room in it. Rough idea of cost?', [BUILDER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h14a-093', '12 Ash Gr: gas cert due on the 20th and the bath needs resealing, T complaining about it every time I ring', ['TILING'], [0.5, 1.5], [GAS]),
  job('h14a-094', 'Holiday let: 4 pictures to hang in the lounge + need an extra socket by the bed in the main bedroom, guests can only charge phones by the door', ['MOUNTING'], [0.5, 2], [ELECTRICIAN]),
  job('h14a-095', 'EICR failed on the consumer unit at flat 3, needs replacing. Also the k/ch cupboard door hinge is broken while someone is there', ['CARPENTRY'], [0.5, 1.5], [ELECTRICIAN]),
  job('h14a-096', 'Rain is getting in round the chimney at the top floor flat and has left a big stain on the b/room ceiling. Once the roof is sorted we want the ceiling painting as well', ['PAINTING'], [1, 4], [ROOFER]),
  job('h14a-097', 'Void at 4 Clive Rd (built 1975): the lounge has an Artex ceiling, new T wants it gone before they move in, and the hallway walls need a coat of paint.', ['PAINTING'], [2.5, 7], [ASBESTOS]),
  job('h14a-098', 'HMO: want the wall between two small box rooms taken out to make one bigger letting room, and the other 5 bedroom doors need locks fitting (thumb turn on the inside).', ['LOCKSMITH'], [3, 7], [STRUCTURAL]),
  job('h14a-099', 'Airbnb: 1 fence panel to replace in the garden, and the boiler keeps showing an error code and guests had no hot water this morning', ['EXTERIOR'], [0.5, 2], [GAS]),
  job('h14a-100', 'Tenant has asked for an electric shower over the bath (there isn\'t one at the moment) and a shower curtain rail to go with it', ['MOUNTING'], [0.5, 1.5], [ELECTRICIAN]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h14a-101', 'Need a new EPC for a 2 bed flat we\'re about to market, the old one expired in March', [OUT]),
  none('h14a-102', 'End of tenancy deep clean at 5 Willow Ct please, 3 bed house, inc oven and inside all the kitchen cupboards', [OUT]),
  none('h14a-103', 'Looking for Airbnb changeover cleaning + a linen service, 2 bed flat, roughly 3 turnovers a week in summer', [OUT]),
  none('h14a-104', 'Do you do inventories and check-in reports for letting agents? We have about 10 a month', [OUT]),
  none('h14a-105', 'Washing machine at flat 6 wont drain, its the landlord\'s Hotpoint, 4 yrs old, water sitting in the drum', [OUT]),
  none('h14a-106', 'Legionella risk assessments needed for 4 rental properties, all combi boilers, no tanks', [OUT]),
  none('h14a-107', 'Rats in the bin store of the block, residents complaining and one saw one in the stairwell 🤢', [OUT]),
  none('h14a-108', 'Could you meet and greet guests at the holiday let on Friday evening and hand the keys over? I\'m away that weekend', [OUT]),
  none('h14a-109', 'Fridge freezer in the HMO shared kitchen has stopped getting cold, tenants food going off', [OUT]),
  none('h14a-110', 'Need a man with a van to move furniture from flat 2 to our storage unit in Thatcham, sofa, bed, 2 wardrobes', [OUT]),
  none('h14a-111', 'Windows cleaned outside at a block of 8 flats, 3 storeys, monthly if the price is right', [OUT]),
  none('h14a-112', 'Wifi keeps dropping at the holiday let, 3 reviews now mention it, can someone look at the router', [OUT]),
  none('h14a-113', 'Can you recommend a solicitor for a section 8 notice? T is 4 months in arrears', [OUT]),
  none('h14a-114', 'Hot tub at the lodge isnt heating, its a Lay-Z-Spa, the light on the pump keeps flashing red', [OUT]),
  none('h14a-115', 'Carpets need shampooing throughout at the void, 3 bed semi, previous tenants had 2 dogs', [OUT]),
  none('h14a-116', 'Does your firm do full property management? Looking to hand my 3 flats over to someone to manage and collect rent', [OUT]),
  none('h14a-117', 'Wasps nest under the eaves at the cottage, guests are scared to sit out on the patio', [OUT]),
  none('h14a-118', 'Need professional photos and a floorplan for the Airbnb listing, 3 bed house in Whitby', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h14a-119', 'Hi, I\'m a landlord with 7 properties around Stoke, looking for a reliable handyman for ongoing maintenance. What are your rates?', [MORE]),
  none('h14a-120', 'Got a void coming up end of month, will need the usual bits doing before it\'s re-let', [MORE]),
  none('h14a-121', 'Tenant complaining again at flat 2 😩 can someone go round and see what\'s what', [MORE]),
  none('h14a-122', 'Check-out report attached, please quote for everything on it. Thanks, Sarah | Lettings | Hollis & Webb', [MORE]),
  none('h14a-123', 'Do you invoice agencies directly, and what are your payment terms?', [MORE]),
  none('h14a-124', 'Holiday let needs a bit of TLC before the season starts, can you pop over and give me a price', [MORE]),
  none('h14a-125', 'Please see tenant\'s email below and advise.', [MORE]),
  none('h14a-126', 'Same as last time at Beech House please, whenever suits', [MORE]),
  none('h14a-127', 'Could you do a regular day a month at my HMO for general maintenance? Happy to discuss', [MORE]),
  none('h14a-128', 'Are you available for out of hours call outs for our tenants? We manage about 40 units', [MORE]),
  none('h14a-129', 'bits and bobs at 3 properties, list to follow', [MORE]),
  none('h14a-130', 'need a handyman on call for airbnb changeovers, mostly little fixes as they come up. how would that work?', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h14a-131', 'URGENT - T at flat 4 reports water pouring through her bathroom ceiling from the flat above (also ours, currently empty). Keys for flat 5 at our office, I can meet you there.', ['PLUMBING'], [1, 3], [EMERGENCY]),
  job('h14a-132', 'Guests are locked out of the cottage, the key safe has jammed and wont open with the code. Family with 2 small kids stood outside and its 9pm, please can someone go', ['LOCKSMITH'], [0.5, 2], [EMERGENCY]),
  job('h14a-133', 'Empty property over Christmas, neighbour rang to say water is running down the outside wall and freezing on the path. Think a pipe has burst in the loft', ['PLUMBING'], [1, 3], [EMERGENCY]),
  none('h14a-134', 'HMO boiler is dead, no heating or hot water for 5 tenants and it\'s meant to be minus 3 tonight', [GAS, EMERGENCY]),
  none('h14a-135', 'T reports a strong smell of gas in the kitchen at 10 Priory Rd, I\'ve told her to open the windows and get out. What do I do now', [GAS, EMERGENCY]),
  job('h14a-136', 'Break-in at flat 1 last night, they snapped the lock on the front door and now it wont lock at all. T cant go to work and leave it open, need someone today', ['LOCKSMITH'], [0.5, 2], [EMERGENCY]),
];

/** The fourteenth held-out batch, half A: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_14A_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
