import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The SEVENTH held-out batch, half B: new descriptions written by a different author from the
// earlier batches, before the engine was tuned on batch 6, and committed on their own. Never
// tuned on, never trained on. The voice is adult children and carers writing for an elderly or
// disabled parent (grab rails, key safes, trip hazards, things the parent can no longer reach),
// people whose own DIY attempt went wrong, estate agents and property managers sending formal
// numbered snag lists before or after a tenancy, and long detailed emails with measurements and
// brand names. Same conventions as the earlier batches (bench/data/analysis-eval-set.ts): not
// handyman work at all is out_of_scope with no task; a message that also names handyman work
// prices it with no out_of_scope flag; referrals are expected from everyday words; vague text
// expects no task and needs_more_detail; large_job above 16 hours; emergencies as in batch 4.
// Hours ranges follow docs/product/analysis-calibration.md.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h7b-001', 'Hello, I am writing on behalf of my mum who is 87. She needs a grab rail next to the toilet, she has been pulling herself up on the sink and I am worried it will come off the wall.', ['MOUNTING'], [0.5, 1.5]),
  job('h7b-002', 'Dad (91) keeps catching his foot where the hall carpet meets the kitchen lino, the edge has come up a bit. Can someone fix it down before he has a fall', ['FLOORING'], [0.5, 2]),
  job('h7b-003', 'my mother has arthritis in both hands and cant turn her kitchen tap anymore, could you fit a lever one? I can get it from B&Q or you tell me what to buy', ['PLUMBING'], [1, 2.5]),
  job('h7b-004', 'Could you fit a key safe by my father\'s front door for his carers? We have bought the Supra C500, the police approved one. Wall is brick.', ['MOUNTING'], [0.5, 1.5]),
  job('h7b-005', 'mum cant reach the top shelf in her kitchen wall cupboards now, is it possible to move the shelves inside them lower down?', ['CARPENTRY'], [0.5, 2]),
  job('h7b-006', 'Hi, my dad uses a walking frame and there is a step down of about 20cm out of his back door. He needs something on the wall outside to hold onto, a metal rail ideally', ['MOUNTING'], [0.5, 1.5]),
  job('h7b-007', 'smoke alarm in mums hall beeping every min and she cant get up to it, shes 84 n on her own. its a battery one on the ceiling', ['ELECTRICAL'], [0.5, 1]),
  job('h7b-008', 'Would you be able to fit a raised toilet seat for my mother? The OT says she needs one with arms, we have bought it from Amazon', ['PLUMBING'], [0.5, 1.5]),
  job('h7b-009', 'Mum\'s bedroom door has one of those round knobs and she cant grip it. Could it be changed to a lever handle? Just the one door', ['CARPENTRY'], [0.5, 1]),
  job('h7b-010', 'My father needs a handrail on the wall side of the stairs as well as the banister. Straight staircase, 13 steps, plastered brick wall', ['CARPENTRY'], [1.5, 3.5]),
  job('h7b-011', 'mums bathroom pull cord has snapped off 🙄 shes been going in there in the dark with the landing light on', ['ELECTRICAL'], [0.5, 1]),
  job('h7b-012', 'Could you take the closers off my dad\'s internal doors? The spring arm ones at the top. They are too heavy for him to push open with his frame', ['CARPENTRY'], [0.5, 2]),
  job('h7b-013', 'tried to put up a floating shelf myself and its drooping at the front already, the books slide off 😂 could someone take it down and do it properly', ['MOUNTING'], [0.5, 1.5]),
  job('h7b-014', 'Tried to change the washer on the bathroom tap following a youtube video and now it drips worse than before 🤦‍♂️', ['PLUMBING'], [0.5, 1.5]),
  job('h7b-015', 'I had a go at tiling behind the cooker myself and its a disaster, the lines are all over the place and the grout is cracking. About 1.2m wide by 60cm high. I want them off and redone, I have bought new tiles', ['TILING'], [2, 5]),
  job('h7b-016', 'I rehung the bedroom door myself after we had new carpet fitted and now it wont close, it rubs at the top corner and the catch doesnt line up with the hole', ['CARPENTRY'], [0.5, 2]),
  job('h7b-017', 'Snapped the radiator key off inside the little valve trying to bleed it. Heating is working but that radiator is still cold at the top', ['PLUMBING'], [0.5, 1.5]),
  job('h7b-018', 'my husband painted the kitchen ceiling last weekend and its all patchy with drips down the walls 🙈 need someone to paint it properly. kitchen is about 3.5 x 3m', ['PAINTING'], [1.5, 4]),
  job('h7b-019', 'I attempted the silicone round our new bath with a gun from Wickes. It looks like a toddler did it. Could you strip it off and redo it?', ['TILING'], [0.5, 1.5]),
  job('h7b-020', 'fitted a new loo seat myself n it slides about every time u sit on it, think ive stripped the bolts underneath', ['PLUMBING'], [0.5, 1]),
  job('h7b-021', 'Built an Ikea Pax myself (2m, hinged doors) and the doors are all different heights and one wont shut. Pretty sure the hinges are on wrong. Can someone sort it before I throw it out the window', ['ASSEMBLY'], [0.5, 2.5]),
  job('h7b-022', 'Tried to fill the holes from the old curtain pole with polyfilla, now there are big lumps on the wall above the window. Needs sanding back and doing right', ['PLASTERING'], [0.5, 2]),
  job('h7b-023', 'I put the TV bracket up myself and the telly is leaning forward and one side is lower than the other. 55" LG on a plasterboard wall. I am now scared to sit under it', ['MOUNTING'], [1, 2.5]),
  job('h7b-024', 'Ive been trying to lay click laminate in the box room and given up. Half done, gaps at the joins and cant get it round the door frame. Room is 2.4m x 2.7m, I have enough boards left', ['FLOORING'], [2.5, 6]),
  job('h7b-025', 'cut the hedge myself and made a right mess of it, one end is much lower than the other. privet, about 8m long and 6ft high, needs tidying back into shape', ['GARDENING'], [1.5, 4]),
  job('h7b-026', 'Dear Sir/Madam, We manage 3 Willow Mews on behalf of the landlord. The tenant reports that the bathroom extractor fan is very noisy and rattles. Please attend and quote to replace like for like. Kind regards, Property Management Team', ['ELECTRICAL'], [0.5, 1.5]),
  job('h7b-027', 'Ref: 27 Hawthorn Drive. Prior to the check-in on 3rd March the landlord requires the rear lawn to be cut and the edges trimmed. Keys available from our office.', ['GARDENING'], [1, 2.5]),
  job('h7b-028', 'Following the end of tenancy inspection at Flat 9, Kingsley House, the lounge carpet has a burn mark by the fireplace roughly 10cm across. Are your team able to patch repair this?', ['FLOORING'], [0.5, 2]),
  job('h7b-029', 'Good afternoon, the outgoing tenants at 5 Orchard Close have left numerous Blu Tack and nail marks on the walls of bedroom 1. Please make good and repaint (approx 3m x 3.5m), walls only, magnolia.', ['PAINTING'], [3, 7]),
  job('h7b-030', 'Hello, please I need repair for the letter box on front door, it is hanging off and cold wind come in. I am tenant, the agent say to call you', ['CARPENTRY'], [0.5, 1]),
  job('h7b-031', 'Landlord instruction: please fit a new Yale type night latch to the rear door at 16 Moor Lane, the previous tenant has not returned the keys.', ['LOCKSMITH'], [0.5, 1.5]),
  job('h7b-032', 'Hi there, we\'ve bought a Dunelm rattan bathroom cabinet, 60cm wide, 80cm tall, roughly 9kg, and want it on the wall above the toilet in our cloakroom. The wall is a stud partition (I tapped it and it sounds hollow) so I assume it needs proper cavity fixings. Could you give me a price? We are in Harrogate and free most afternoons.', ['MOUNTING'], [0.5, 1.5]),
  job('h7b-033', 'Good morning. We have bought a Bosch dishwasher (SMS2ITW08G) to go where the previous freestanding one sat, under the worktop to the left of the sink. Currys took the old one away. The valve and waste are still there. Could you connect it up and check it for leaks? Thanks, Graham', ['PLUMBING'], [0.5, 1.5]),
  job('h7b-034', 'We\'d like a 2.4m oak effect worktop from Wickes cut and fitted to replace the swollen chipboard one beside the sink. The sink is an inset Franke which will need to come out and go back in. Units are fine, worktop approx 600mm deep.', ['CARPENTRY'], [3, 7]),
  job('h7b-035', 'Hello, I\'m after someone to fit a Hillarys roller blind (blackout, 1.1m wide) in the nursery. The window recess seems to be concrete, I\'ve already broken two drill bits trying 🙃', ['MOUNTING'], [0.5, 1.5]),
  job('h7b-036', 'Our concealed cistern in the en suite keeps running into the pan, you can hear it trickling all night. The flush plate is a Geberit style push button on the wall. I\'ve had the panel off but can\'t see what\'s wrong.', ['PLUMBING'], [0.5, 2]),
  job('h7b-037', 'Could someone hang our new oak internal door to the kitchen? It\'s 762 x 1981 (2ft6), pre-finished, from Howdens, and we\'ve got 3 x 100mm hinges and a lever latch set. The old door is a hollow panel one and the frame is in good condition.', ['CARPENTRY'], [2, 4]),
  job('h7b-038', 'We\'ve got an Ikea Hemnes 8 drawer chest (the wide one, 160cm) still in the boxes in the spare room. My husband has a bad back so we\'d like it built and fixed to the wall with the anti-tip bracket. Price please?', ['ASSEMBLY'], [1.5, 3.5]),
  job('h7b-039', 'The felt on our garden shed roof has split along the ridge and water drips onto the mower. It\'s a Forest 7x5 apex. Would prefer ordinary shed felt not the torch on stuff, nothing bought yet.', ['EXTERIOR'], [1.5, 4]),
  job('h7b-040', 'The side gate (close board, about 90cm wide and 1.8m tall) has dropped by about 2 inches at the latch end and drags on the concrete. The T hinges look rusty. Can it be rehung or braced?', ['EXTERIOR'], [0.5, 2]),
  job('h7b-041', 'Hi, please could you quote to repaint our front door and frame. Hardwood 4 panel door, currently dark green gloss flaking at the bottom. We\'d like Farrow & Ball exterior eggshell in Railings, we can get the paint.', ['PAINTING'], [2, 5]),
  job('h7b-042', 'Our kitchen sink (Blanco 1.5 bowl) drains very slowly, worse on the small bowl. I\'ve tried Mr Muscle and a plunger with no luck. The washing machine waste comes into the trap under there as well.', ['PLUMBING'], [0.5, 1.5]),
  job('h7b-043', 'need mums old single bed and a commode chair taken to the tip please, the hospital bed has been collected already', ['GENERAL'], [1, 2.5]),
  job('h7b-044', 'the radiator in my dads front room is hanging off the wall on one side, a bracket has pulled out. double panel, about 1m long', ['PLUMBING'], [1, 2.5]),
  job('h7b-045', 'Hi, my father is partially sighted and keeps walking into his kitchen cupboard doors when they are left open. Can you fit self closing hinges or something so they shut on their own? There are 6 doors', ['CARPENTRY'], [1, 3]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h7b-046', 'Mum is home from hospital on the 14th and the OT has given us a list: 1) grab rail by the front door 2) another one beside the bath 3) the carpet gripper in the lounge doorway is sticking up where the carpet has come away. Could you do all of it before then?', ['MOUNTING', 'FLOORING'], [1.5, 3.5]),
  job('h7b-047', 'PRE-TENANCY WORKS – 12B Ashfield Road. 1. Replace cracked toilet seat (white, standard). 2. Re-fix kitchen wall cupboard door (top hinge loose). 3. Re-seal shower tray. 4. Supply and fit curtain pole in bedroom 2 (approx 1.5m). Please confirm attendance date and cost.', ['PLUMBING', 'CARPENTRY', 'TILING', 'MOUNTING'], [2, 4.5]),
  job('h7b-048', 'Check-out items for 8 Lark Rise, deposit deductions pending your quote: (a) 3 holes in the lounge wall from a TV bracket need filling; (b) bedroom door handle missing; (c) rear lawn approx 40m2 overgrown, needs cutting.', ['PLASTERING', 'CARPENTRY', 'GARDENING'], [2, 4.5]),
  job('h7b-049', 'I tried to put up a curtain pole myself and the bracket pulled out and took a lump of plaster with it 😫 can you fill the hole and put the pole up properly? 2m pole over the patio doors', ['PLASTERING', 'MOUNTING'], [1, 3]),
  job('h7b-050', 'Dear team, following the tenant vacating Flat 2, 19 Regent Street, the landlord has authorised: 1. Full repaint of the living room (walls and ceiling, approx 4m x 5m). 2. Replace two cracked wall tiles in the bathroom (spares in the meter cupboard). 3. Rehang the wardrobe door in bedroom 1 which has dropped. Kind regards.', ['PAINTING', 'TILING', 'CARPENTRY'], [7, 15]),
  job('h7b-051', 'Jobs at my dads please: the bath tap drips, the door has come off the bathroom cabinet, and the back gate latch is broken so it swings open and he worries the dog will get out', ['PLUMBING', 'CARPENTRY', 'EXTERIOR'], [1.5, 4]),
  job('h7b-052', 'Hi, a few things in our new house (1930s semi in Leeds): 2 Ikea Billy bookcases to build and fix to the wall in the alcoves, a 65" Sony TV to mount on the chimney breast (Sanus tilting bracket bought), and the bathroom basin waste is slowly leaking into the pedestal. Could you do it all in one visit?', ['ASSEMBLY', 'MOUNTING', 'PLUMBING'], [3, 6.5]),
  job('h7b-053', 'Ive done a terrible job of wallpapering the hall, bubbles everywhere, it needs stripping and redoing. I also cracked the big mirror taking it down so the new one needs hanging 🙄', ['PAINTING', 'MOUNTING'], [4.5, 11]),
  job('h7b-054', 'Please can you do these at mums: put a shelf up lower down in the kitchen so she can reach her mugs, lever handle on the bathroom door, and mow the back lawn (its small)', ['MOUNTING', 'CARPENTRY', 'GARDENING'], [2, 4.5]),
  job('h7b-055', 'move in snags at our new build (Persimmon, plot 112): bathroom door sticks, 2 blown patches of plaster on the landing, and the kitchen tap drips at the base. Persimmon are taking forever so we will pay ourselves', ['CARPENTRY', 'PLASTERING', 'PLUMBING'], [2, 5.5]),
  job('h7b-056', 'Property manager for 3 flats at Bridge House. Flat 1: bedroom roller blind broken. Flat 2: kitchen sink slow to drain. Flat 3: front door lock stiff. Can one operative attend all three on the same day?', ['MOUNTING', 'PLUMBING', 'LOCKSMITH'], [1.5, 4.5]),
  job('h7b-057', 'Dad has had a stroke and uses a wheelchair now. We need the lounge door taken off its hinges so he can get through (frame is fine), the gripper strips in the doorways pulled up, and his bed put together downstairs, its a divan from Dreams', ['CARPENTRY', 'FLOORING', 'ASSEMBLY'], [1.5, 4]),
  job('h7b-058', 'we tried to jet wash the patio ourselves with a Karcher and blasted half the sand out of the joints and splattered the fence. Need the patio finished off and re-sanded, and the 4 fence panels painted, they are Grange waney edge ones', ['EXTERIOR', 'PAINTING'], [3, 8]),
  job('h7b-059', 'Could you hang 6 pictures and fit a toilet roll holder for my mum in her new flat? Its sheltered housing, the warden will let you in', ['MOUNTING', 'MOUNTING'], [1.5, 3]),
  job('h7b-060', 'End of tenancy works, 22 Coniston Avenue (ref LR/2291): 1. Cut back overgrown hedges front and rear, approx 15m in total. 2. Clear gutters front and rear. 3. Replace 1 broken fence panel (6ft x 6ft, posts sound). Please provide a written quotation.', ['GARDENING', 'EXTERIOR', 'EXTERIOR'], [3.5, 8]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h7b-061', 'Could you put up 4 grab rails at my mothers bungalow, 2 in the bathroom, 1 by the front door and 1 by the back door. We have bought white plastic ones from Argos, 45cm', ['MOUNTING'], [1.5, 4]),
  job('h7b-062', 'Three oak shelves in the left hand alcove, each 90cm long, with the hidden floating brackets. Alcove wall is brick', ['MOUNTING'], [1.5, 4]),
  job('h7b-063', 'Two Ikea PAX wardrobes, 1m wide each with hinged doors, for the main bedroom, and we want them fixed to the wall', ['ASSEMBLY'], [4, 9]),
  job('h7b-064', 'Paint the whole inside of my late father\'s 4 bed house before it goes on the market, walls and ceilings in every room, all white. It is empty now', ['PAINTING'], [40, 100], [LARGE]),
  job('h7b-065', 'Our bathroom floor is 2.1m x 1.8m and we want the old vinyl up and porcelain tiles down (600x300, from Topps Tiles). The toilet has already been taken out by the plumber', ['TILING'], [3.5, 8]),
  job('h7b-066', 'Laminate for the lounge and dining room which are knocked through, 7.5m x 3.6m. Quick-Step boards and underlay bought from Flooring Superstore. Skirting to stay on, beading round the edge please', ['FLOORING'], [9, 16]),
  job('h7b-067', 'need 6 fence panels replaced along the back, concrete posts are fine, the panels are 6x6 from Wickes', ['EXTERIOR'], [4, 9]),
  job('h7b-068', 'We have 5 flats at Minster Court that each need a new toilet seat and the bath resealed before the students arrive in September', ['PLUMBING', 'TILING'], [4, 9]),
  job('h7b-069', 'about 20 metres of skirting board to be painted white gloss in the hall, up the stairs and the landing', ['PAINTING'], [2.5, 6]),
  job('h7b-070', 'Tile the wall behind the bath, 1.7m long x 1.2m high, plus the end wall which is 0.7m x 1.2m. Metro tiles 10x20 white, we have the tiles, adhesive and grout', ['TILING'], [3.5, 7.5]),
  job('h7b-071', 'All 7 door handles in my mother\'s flat need changing to lever ones, she has bad arthritis. We have got the handles from Screwfix', ['CARPENTRY'], [2, 4.5]),
  job('h7b-072', 'two single beds and two bedside tables from Argos to build for my parents, they need separate beds now', ['ASSEMBLY', 'ASSEMBLY'], [2.5, 6]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h7b-073', 'Mum\'s boiler makes a loud banging noise when the heating comes on and she is frightened to use it', [GAS]),
  none('h7b-074', 'my dads gas fire in the front room, the flames have gone orange and theres black marks on the wall above it', [GAS]),
  none('h7b-075', 'The carbon monoxide alarm in my mother\'s kitchen keeps going off, she has opened all the windows', [GAS, EMERGENCY]),
  none('h7b-076', 'Landlord gas safety certificate required at 3 Hollins Way before the new tenancy starts on the 1st, please quote', [GAS]),
  none('h7b-077', 'Dad has a riser recliner and the plug only reaches with an extension lead across the floor, which he trips on. Could another socket be put in on the other side of the room?', [ELECTRICIAN]),
  none('h7b-078', 'Since I changed the hall light myself, every time we switch it on all the lights downstairs go off 😬', [ELECTRICIAN]),
  none('h7b-079', 'I was drilling to put a picture up and hit a wire, there was a bang and now none of the sockets in the living room work', [ELECTRICIAN]),
  none('h7b-080', 'Could you fit an electric shower over mums bath? There isnt one at all at the moment, just the taps', [ELECTRICIAN]),
  none('h7b-081', 'We would like the sockets in my wife\'s room moved up to waist height, she is in a wheelchair now and cannot bend down to them', [ELECTRICIAN]),
  none('h7b-082', 'the outside light over mums back door flickers and buzzes whenever it rains', [ELECTRICIAN]),
  none('h7b-083', 'Pulling up the old carpet in dads 1960s bungalow and underneath are black square floor tiles stuck down with black glue. We want them up before the new flooring goes down', [ASBESTOS]),
  none('h7b-084', 'Can you scrape the swirly textured finish off the hall ceiling? House was built in 1972 and someone told me it might be dangerous', [ASBESTOS]),
  none('h7b-085', 'Theres a crack from the corner of mums bedroom window going up to the ceiling, you can get a fingernail in it and it wasnt there last year', [STRUCTURAL]),
  none('h7b-086', 'I knocked a hatch through from the kitchen to the dining room myself and now theres a crack running along the ceiling above it and the door upstairs has started sticking', [STRUCTURAL]),
  none('h7b-087', 'The bay window at the front of my parents house has sunk, the sill slopes noticeably and the render under it is cracked', [STRUCTURAL]),
  none('h7b-088', 'tiles have slid down on mums roof near the chimney after the wind, one is hanging over the gutter', [ROOFER]),
  none('h7b-089', 'Water is coming in around the Velux in the loft bedroom and running down the wall when it rains', [ROOFER]),
  none('h7b-090', 'Following inspection at 11 Sefton Road, the flat roof over the rear kitchen has water pooling on it and the felt is blistered. Please quote for replacement.', [ROOFER]),
  none('h7b-091', 'Mum cant get in and out of the bath anymore. We want her bathroom turned into a wet room with a level floor shower', [BUILDER]),
  none('h7b-092', 'We are thinking of building a granny annexe in the back garden for my father in law, single storey with its own bathroom. Is that something you do?', [BUILDER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h7b-093', 'Could you put up a grab rail by mum\'s front door, and also her boiler pressure keeps dropping to zero', ['MOUNTING'], [0.5, 1.5], [GAS]),
  job('h7b-094', 'Snag list, 7 Clover Way: 1. Kitchen drawer runner broken. 2. Two sockets in bedroom 2 dead, tenant says the breaker trips when they are used. 3. Bathroom cold tap drips.', ['CARPENTRY', 'PLUMBING'], [1, 3], [ELECTRICIAN]),
  job('h7b-095', 'I tried to skim the back bedroom ceiling myself (never again 🙈) and its lumpy, could you sort it? Also the crack above the door in that room keeps coming back wider every time I fill it', ['PLASTERING'], [2.5, 7], [STRUCTURAL]),
  job('h7b-096', 'Build the new Ikea Malm bed in dads room please, and the hot water has gone off, the boiler display says F28', ['ASSEMBLY'], [1, 2.5], [GAS]),
  job('h7b-097', 'Paint the hallway and landing at 4 Meadow Close before the new tenants move in, and can you get someone to look at the roof as there is a slate missing above the porch', ['PAINTING'], [5, 12], [ROOFER]),
  job('h7b-098', 'Mum needs a rail on the wall beside the stairs, and could you quote for turning the coat cupboard under the stairs into a downstairs toilet for her?', ['CARPENTRY'], [1.5, 3.5], [BUILDER]),
  job('h7b-099', 'Fit a lever tap on the kitchen sink for my dad, and the bathroom ceiling has that old Artex on it which is flaking off into the bath, can it be scraped off?', ['PLUMBING'], [1, 2.5], [ASBESTOS]),
  job('h7b-100', 'Clear the gutters at the back please, and the felt on the garage roof has lifted in a couple of places (single storey flat roof)', ['EXTERIOR'], [0.5, 2], [ROOFER]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h7b-101', 'Mums stairlift has stopped halfway up and keeps beeping, its an Acorn. Do you repair them?', [OUT]),
  none('h7b-102', 'Looking for someone to sit with my father two afternoons a week while I work, he has early dementia', [OUT]),
  none('h7b-103', 'Dad\'s pendant alarm needs setting up with the careline, he has just come home from hospital', [OUT]),
  none('h7b-104', 'mobility scooter battery wont hold its charge, can someone look at it', [OUT]),
  none('h7b-105', 'Deep clean of my mother\'s flat please before she moves back in, its been empty for a year while she was in hospital and respite', [OUT]),
  none('h7b-106', 'We need help moving mum\'s things into her care home room next Tuesday, just an armchair, a chest of drawers and some boxes', [OUT]),
  none('h7b-107', 'Could someone help set up a tablet for my nan so we can video call her? She has wifi', [OUT]),
  none('h7b-108', 'Mice in my dads kitchen, he found droppings in the cupboard under the sink 🐭', [OUT]),
  none('h7b-109', 'I moved our Hotpoint washing machine myself to clean behind it and now it makes a horrendous grinding noise on spin, think I broke something', [OUT]),
  none('h7b-110', 'the motor on mums riser recliner chair has packed in, its stuck in the up position', [OUT]),
  none('h7b-111', 'Please quote for an EPC at 14 Grove Park, required before we can remarket the property.', [OUT]),
  none('h7b-112', 'Could someone collect my mum\'s prescriptions from Boots every week? I live 2 hours away', [OUT]),
  none('h7b-113', 'Chimney needs sweeping at dads before the winter, he still uses the open fire', [OUT]),
  none('h7b-114', 'hi can u service my dads motability car, its due', [OUT]),
  none('h7b-115', 'We require professional photographs and a floor plan for 9 Tern Close for the marketing, please advise your fee', [OUT]),
  none('h7b-116', 'Window cleaner wanted for my mums bungalow, once a month, she cant do them herself now', [OUT]),
  none('h7b-117', 'mums telly has lost all its channels and she cant work the remote, could someone come and retune it for her', [OUT]),
  none('h7b-118', 'I tried to fix my laptop hinge myself with superglue and now the screen wont close at all 😂 do you do laptops?', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h7b-119', 'Hello, my mother lives alone and is getting less steady on her feet. What sort of things could you do to make her house safer?', [MORE]),
  none('h7b-120', 'Dear Sir/Madam, we have a number of properties requiring works between tenancies and are looking to appoint a contractor. Please forward your rates and insurance details.', [MORE]),
  none('h7b-121', 'Please see attached snag list and advise earliest availability.', [MORE]),
  none('h7b-122', 'i tried to fix it myself and now its worse 😭', [MORE]),
  none('h7b-123', 'Are you able to come out to Whitby? My dad lives there and I am in Manchester so cant be there to let you in', [MORE]),
  none('h7b-124', 'Do you do work for people getting the disabled facilities grant from the council?', [MORE]),
  none('h7b-125', 'mum has a list of jobs as long as your arm lol, when could you spare a day', [MORE]),
  none('h7b-126', 'Hi, I emailed last week about my fathers house and havent heard back', [MORE]),
  none('h7b-127', 'Do your handymen carry ID? My mother wont let anyone in otherwise', [MORE]),
  none('h7b-128', 'Following our telephone conversation, please proceed as discussed. Regards, J. Holt, Lettings Manager', [MORE]),
  none('h7b-129', 'quick q do u charge VAT', [MORE]),
  none('h7b-130', 'Is there a minimum charge? its only a small job for my nan', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h7b-131', 'I was putting a shelf up and drilled straight into a pipe, water is spraying out of the wall!!! where do I turn it off', ['PLUMBING'], [1, 3], [EMERGENCY]),
  job('h7b-132', 'Mum (89) has locked herself out in her dressing gown, the key is in the door on the inside. She is at the neighbours', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  none('h7b-133', 'My dad\'s bungalow has no heating at all and it\'s -3 tonight, he is 93. The boiler isnt showing any lights', [GAS, EMERGENCY]),
  job('h7b-134', 'URGENT – Flat 4, 6 Harbour Street: tenant reports water pouring through the bathroom ceiling from the flat above. Please attend today.', ['PLUMBING'], [1, 3], [EMERGENCY]),
  job('h7b-135', 'Tried to change the toilet fill valve myself and now the pipe under the cistern is pouring water and the little valve wont turn off', ['PLUMBING'], [1, 2.5], [EMERGENCY]),
];

/** The seventh held-out batch, half B: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_7B_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
