import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The TENTH held-out batch, half B (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md,
// docs/decisions/0021-learned-text-reader.md): new descriptions written by a different author from
// the earlier batches, before the engine was tuned on batch 9, labelled by hand from the
// calibration table (docs/product/analysis-calibration.md) without running the engine on them,
// and committed on their own. Never tuned on, never trained on. Half B is written as people who
// have just bought or are selling a house (survey and home-report findings, snagging lists on new
// builds, jobs the estate agent wants done before the photos or viewings), people with
// disabilities and their carers asking for help around the home, and messages typed on phones
// whose autocorrect swapped in wrong but real words ("sing" for sink, "seal ant" for sealant,
// "minor" for mirror, "curtain pile", "grab tail", "rain" for rail, "titles" for tiles, "sear"
// for seat, "grunting" for grouting, "radiations", "bling" for blind, "Idea" for Ikea, "wicked"
// for Wickes), with Scottish and northern English phrasing ("cludgie", "the press", "the lobby",
// "back green", "the close", "factor", "home report", "missives", "doesnae", "mingin", "pishing
// oot", "ey up", "nesh", "owt", "nowt", "our kid", "our lass", "ginnel", "while" for until). Same
// conventions as the earlier batches: not handyman work at all is out_of_scope with no task; a
// message that also names handyman work prices it with no out_of_scope flag; referrals are
// expected from everyday words; vague text expects no task and needs_more_detail; large_job
// above 16 hours; emergencies as in batch 4.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h10b-001', 'Just got the keys on Friday 🔑 and the kitchen sing drains dead slow, think the last owners poured fat down it for years. Can someone clear it?', ['PLUMBING'], [0.5, 1.5]),
  job('h10b-002', 'New build snag: the seal ant round the bath has already split at the corner, theres a gap you could get a fingernail in. Developer says 6-8 weeks, id rather just pay someone', ['TILING'], [0.5, 1.5]),
  job('h10b-003', 'Aye hello, the cludgie\'s no flushing right, ye have to hold the handle doon for ages and it still only half goes. Tenement flat in Leith', ['PLUMBING'], [0.5, 1.5]),
  job('h10b-004', 'Estate agent is coming to take the photos on Tuesday and the hall ceiling has a big brown ring from an old leak (fixed years ago, its bone dry). Can it be painted before then?', ['PAINTING'], [1.5, 4]),
  job('h10b-005', 'home report flagged the bathroom extractor fan as not working. Buyers want it sorted before the missives are concluded. Just a like for like swap, same hole', ['ELECTRICAL'], [0.5, 1.5]),
  job('h10b-006', 'My dad has dementia and has started going out the front door at 3am 😟 can you fit a bolt right at the top of the door where he wont think to look? Its a wooden door', ['CARPENTRY'], [0.5, 1]),
  job('h10b-007', 'Snagging list item 14: front door rubs on the frame at the top corner and you have to lean on it to get the key to turn. Builder wont be out till March', ['CARPENTRY'], [0.5, 2]),
  job('h10b-008', 'Can ye hang a big minor in the lobby? Its heavy, about 4ft tall with a gold frame. Walls are the old lath and plaster', ['MOUNTING'], [0.5, 1.5]),
  job('h10b-009', 'Telly needs to go on the wall in the lounge before we put the house on the market, agent says the stand and wires look messy in photos. 55", bracket bought, want the cables hidden in trunking', ['MOUNTING'], [1, 3]),
  job('h10b-010', 'Need a curtain pile put up in the front bedroom, its a bay window so the pole is the bendy kind. From Dunelm', ['MOUNTING'], [1, 3]),
  job('h10b-011', 'Could I get a grab tail fitted next to the toilet for my husband, he\'s just had his knee replaced and cant get himself up off it. Tiled wall', ['MOUNTING'], [0.5, 1.5]),
  job('h10b-012', 'hemnes chest of drawers from Idea needs building for the new house, the 6 drawer one. just no time with the move 😩', ['ASSEMBLY'], [1, 3]),
  job('h10b-013', 'Ey up, radiator in our back bedroom is stone cold at the top, think it wants bleeding but I\'ve no key and our lass is nesh as owt', ['PLUMBING'], [0.5, 1]),
  job('h10b-014', 'The survey said the gutter at the back has a leaking joint and its dripping down the wall. Its a bungalow so its not high up', ['EXTERIOR'], [0.5, 2]),
  job('h10b-015', 'New build and one of the kitchen wall cupboard doors hangs lower than the one next to it, looks awful. Just needs the hinge adjusting I think', ['CARPENTRY'], [0.5, 1]),
  job('h10b-016', 'Loft hatch in the house we just bought has been painted shut. Cant get up to put the boxes away, could someone free it off', ['CARPENTRY'], [0.5, 1.5]),
  job('h10b-017', 'the metal strip at the bedroom doorway where the carpet meets the laminate is sticking up and my mum caught her foot on it with her frame, please can it be fixed down', ['FLOORING'], [0.5, 1]),
  job('h10b-018', 'Kitchen tap is lose and spins round when you turn it on, plus it drips. Just moved into this flat in Salford and the landlord\'s a nightmare so I\'ll pay myself', ['PLUMBING'], [0.5, 1.5]),
  job('h10b-019', 'Can you paint the front door? Selling up and the agent keeps banging on about kerb appeal. Its wood, navy, peeling along the bottom', ['PAINTING'], [2, 5]),
  job('h10b-020', 'Previous owners took the TV brackets with them and left massive holes in the living room wall, 8 or so plug holes and 2 bits where the plaster\'s ripped out. Need filling ready for painting', ['PLASTERING'], [0.5, 2]),
  job('h10b-021', 'snagging - hairline crack in the plaster above the bedroom door, the site manager says its just the house drying out. can it be filled and sanded so its ready for paint', ['PLASTERING'], [0.5, 2]),
  job('h10b-022', 'My son uses a wheelchair and the kitchen door keeps swinging shut on him. Could you take it off its hinges and put it up the loft for us, and fill the hinge holes?', ['CARPENTRY'], [0.5, 1.5]),
  job('h10b-023', 'Shower head holder has come off the rain, the slidey bit snapped. Got a new riser rail kit from screw fix', ['PLUMBING'], [0.5, 1.5]),
  job('h10b-024', 'Hiya, the estate agents photos made the back lawn look like a jungle 🙈 can someone cut it and strim round the edges before viewings start? average semi garden', ['GARDENING'], [1, 3]),
  job('h10b-025', 'Gate to the back green is swollen and wont shut, the bolt doesnae line up any more', ['EXTERIOR'], [0.5, 1.5]),
  job('h10b-026', 'fence panel blew out in the storm, the one along the ginnel. posts fine, panel cracked in half. got a new one from wicked already', ['EXTERIOR'], [0.5, 2]),
  job('h10b-027', 'cord on the roller bling in the kitchen snapped, got a new blind the same size, can it go up in the same brackets', ['MOUNTING'], [0.5, 1]),
  job('h10b-028', 'Pure mingin black mould all along the silicone in the shower, we bought the flat like that. Needs stripping out and redone', ['TILING'], [0.5, 1.5]),
  job('h10b-029', 'couple of the wall titles above the bath are cracked and one\'s fell off. the last owner left a box of spares in the shed', ['TILING'], [1, 3]),
  job('h10b-030', 'Theres a crack across the hall ceiling where the plasterboards join, been there since we moved in and not getting any bigger. Agent says buyers will think the worst. Can it be taped and filled?', ['PLASTERING'], [1, 3]),
  job('h10b-031', 'Drawer fronts on our new build kitchen keep falling off, the wee clips at the sides dont hold. 3 drawers doing it', ['CARPENTRY'], [0.5, 1.5]),
  job('h10b-032', 'can somebody change the toilet sear, its cracked and pinches your bum 😬 new one bought', ['PLUMBING'], [0.5, 1]),
  job('h10b-033', 'Living room needs a fresh coat before the viewings, walls only, magnolia staying magnolia. Room is about 4m by 4m. We\'re not back while half 5 most days', ['PAINTING'], [3, 8]),
  job('h10b-034', 'Bedroom door handle keeps coming off in my hand, the square bar thing through the middle is loose', ['CARPENTRY'], [0.5, 1]),
  job('h10b-035', 'We\'ve just moved in and theres no outside tap 🙄 can one go on the back wall? kitchen sing is just the other side', ['PLUMBING'], [1, 3]),
  job('h10b-036', 'Laminate in the hallway has a gap opened up between two boards by the front door, its catching the wheels of my mams walker', ['FLOORING'], [0.5, 2]),
  job('h10b-037', 'Can you fit a fold down shower seat? Its a tiled wall in a walk in shower, the OT recommended one and I\'ve got it here', ['MOUNTING'], [0.5, 1.5]),
  job('h10b-038', 'Im getting the carpet taken out of my bedroom as I cant push my chair on it, and want vinyl down instead. room is 3m x 3.5m, vinyl bought from Carpetright', ['FLOORING'], [2, 6]),
  job('h10b-039', 'outside light by the front door has stopped, new bulb didnt fix it. want the fitting changed for one with a sensor, same place as the old one', ['ELECTRICAL'], [0.5, 1.5]),
  job('h10b-040', 'Rotary washing line is leaning over like the tower of Pisa, the spike in the lawn is loose. needs concreting back in', ['EXTERIOR'], [0.5, 2]),
  job('h10b-041', 'Wardrobe door on the fitted wardrobe in the main bedroom has dropped, the hinge screws have pulled out of the chipboard. house is 8 month old!', ['CARPENTRY'], [0.5, 1.5]),
  job('h10b-042', 'just got the keys for our first house!! want the locks changed on front and back doors as god knows who has copies. both upvc', ['LOCKSMITH'], [0.5, 2.5]),
  job('h10b-043', 'Bathroom sink plug doesnt pop up any more, the wee lever at the back of the tap does nothing', ['PLUMBING'], [0.5, 1.5]),
  job('h10b-044', 'Nowt major, just the bathroom door rubbing on the floor since we had the new lino down. Needs a bit taking off the bottom', ['CARPENTRY'], [0.5, 1.5]),
  job('h10b-045', 'how much to put up a smoke alarm in the hall? my carer says the last tenant took mine down and it was never replaced. a battery one is fine', ['ELECTRICAL'], [0.5, 1]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h10b-046', 'Snagging list from our new build (builder is ignoring us so we\'ll pay): 1) en suite door doesnt latch 2) seal ant missing behind the kitchen sing 3) toilet roll holder hanging off the wall', ['CARPENTRY', 'TILING', 'MOUNTING'], [1.5, 3.5]),
  job('h10b-047', 'Before the estate agent\'s photos on Friday: paint the downstairs loo (walls only, tiny room) and put the mirror back up in there, it fell off', ['PAINTING', 'MOUNTING'], [3, 6.5]),
  job('h10b-048', 'Aye so a few things for my mam, shes 88: the press door in the kitchen\'s hanging off, the cold tap in the bathroom drips constant and her bedroom light\'s no working even wi a new bulb', ['CARPENTRY', 'PLUMBING', 'ELECTRICAL'], [1.5, 4]),
  job('h10b-049', 'We got the house survey back. Apart from the scary stuff its: rotten board at the bottom of the fence, dripping outside tap and the bathroom extractor fan not working. Can you do those 3?', ['EXTERIOR', 'PLUMBING', 'ELECTRICAL'], [1.5, 4.5]),
  job('h10b-050', 'Moving in on the 12th. Need a bed built (Argos king size, metal frame) and blinds putting up in our bedroom, 2 windows', ['ASSEMBLY', 'MOUNTING'], [2, 5]),
  job('h10b-051', 'Our kid\'s moving into his first flat in Leeds. He needs a shelf up in the kitchen, a curtain pole in the bedroom, and the wobbly toilet seat tightening. Hes useless bless him', ['MOUNTING', 'MOUNTING', 'PLUMBING'], [1.5, 3.5]),
  job('h10b-052', 'sorry for the autocorrect 🙈 need the grunting redone in the shower and the bath taps are stiff as anything, I\'m struggling with them with my arthritis', ['TILING', 'PLUMBING'], [2, 5]),
  job('h10b-053', 'Carer here, for my client (lives alone, uses a frame): the hall carpet is lifting at the front door, the grab rail at the back door is coming loose, and the kitchen tap wont turn off fully', ['FLOORING', 'MOUNTING', 'PLUMBING'], [1.5, 4]),
  job('h10b-054', 'new build snags still outstanding after a year: the garden gate wont latch, one fence panel is loose between the posts, and the patio has 2 slabs that rock', ['EXTERIOR', 'EXTERIOR', 'EXTERIOR'], [1.5, 5]),
  job('h10b-055', 'Selling the house. Before it goes on Rightmove can you paint the spare room ceiling (gone yellow) and regrout the kitchen splashback, its gone grey', ['PAINTING', 'TILING'], [2.5, 6.5]),
  job('h10b-056', 'Hi, I am from Poland, my english is not perfect. In the new flat we buy: bathroom door is hard to close, the cupboard door in kitchen is falling, and we want hang 4 pictures in living room', ['CARPENTRY', 'CARPENTRY', 'MOUNTING'], [1.5, 3.5]),
  job('h10b-057', 'Jobs at my brother\'s before he comes home from hospital in a wheelchair: the 2 shelves in his kitchen moved down lower, and the bedroom door taken off so he can get through easier', ['MOUNTING', 'CARPENTRY'], [1.5, 3.5]),
  job('h10b-058', 'can u bleed the radiations, 3 of them upstairs are cold at the top, and the bathroom tap has a drip. ta', ['PLUMBING', 'PLUMBING'], [1, 2.5]),
  job('h10b-059', 'Just bought a doer upper in Sunderland 😅 first things first: the back door lock is knackered (key goes round and round) and the kitchen ceiling needs painting, its nicotine yellow', ['LOCKSMITH', 'PAINTING'], [2, 5.5]),
  job('h10b-060', 'Two bits please: the hedge out the front wants cutting back, about 8m of privet, and the wooden gate at the side needs a coat of paint or stain', ['GARDENING', 'PAINTING'], [2, 5]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h10b-061', 'We\'re buying a 3 bed semi, completion next month. Want every room painted before we move in, walls and ceilings, its all dark purple and grey at the moment 😂', ['PAINTING'], [25, 60], [LARGE]),
  job('h10b-062', '5 internal doors to hang on the new build, we\'re replacing the cheap hollow ones, oak doors bought from Wickes', ['CARPENTRY'], [9.5, 16]),
  job('h10b-063', 'Could you put up 6 grab rails for my dad around his bungalow? 2 by the toilet, 2 in the shower, 1 by the front door, 1 by the back door', ['MOUNTING'], [2.5, 6]),
  job('h10b-064', 'Tile the en suite floor, its 2.2m x 1.6m, tiles from Topps Tiles', ['TILING'], [3, 6]),
  job('h10b-065', 'Need 3 Idea billy bookcases built and fixed to the wall, for the kids rooms in the new house', ['ASSEMBLY'], [2, 4.5]),
  job('h10b-066', 'about 25 square meters of laminate to go down in the living room and dining room of the flat we just bought, underlay and laminate already delivered', ['FLOORING'], [8, 15]),
  job('h10b-067', 'Selling my mums house, shes gone into a home. All 4 bedrooms need painting walls only, plain white, none of them big', ['PAINTING'], [11, 20]),
  job('h10b-068', 'fence down one side is 7 panels, all rotten, posts are concrete so just the panels. Survey mentioned it and the buyers want it done', ['EXTERIOR'], [5, 11]),
  job('h10b-069', 'Pictures to hang in the new house, 15 of them all over, mostly small frames but 2 big canvases', ['MOUNTING'], [2, 5]),
  job('h10b-070', 'Wall tiles for the kitchen, the bit between the worktop and wall cupboards, about 3.5 m2 all in', ['TILING'], [3.5, 7]),
  job('h10b-071', 'Need 4 blinds putting up in the new house, all venetian, measured to fit inside the window recess', ['MOUNTING'], [1.5, 4.5]),
  job('h10b-072', '2 double wardrobes and 2 chests of drawers to build, all from Argos, for our lads\' rooms in the new house', ['ASSEMBLY', 'ASSEMBLY'], [5.5, 11]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h10b-073', 'Our home report says the boiler is 22 years old and "should be checked by a suitably qualified engineer". Is that you?', [GAS]),
  none('h10b-074', 'Just moved in and the previous owners left no paperwork for the gas. Can someone check the boiler and the hob are safe before we use them', [GAS]),
  none('h10b-075', 'new build boiler keeps going off and showing a code, the heating is on and off all day and the builder just says "reset it"', [GAS]),
  none('h10b-076', 'want the gas fire in the living room taking out and the pipe capped off, we\'re putting an electric one in its place', [GAS]),
  none('h10b-077', 'Survey came back and the electrics "need an EICR, the consumer unit is old with no RCD protection". Can you do that?', [ELECTRICIAN]),
  none('h10b-078', 'We need a couple of extra sockets by the bed for my mum\'s hospital bed and the air mattress pump, theres only one double socket in the room', [ELECTRICIAN]),
  none('h10b-079', 'Pull cord light in the bathroom keeps giving me a wee shock when I touch it 😳', [ELECTRICIAN]),
  none('h10b-080', 'Lights in the whole house dim and flicker when the kettle goes on, the house is 1960s and I dont think its ever been rewired', [ELECTRICIAN]),
  none('h10b-081', 'Survey says theres "possible asbestos containing material" in the textured ceiling in the back bedroom. We want the ceiling smooth, who do we need?', [ASBESTOS]),
  none('h10b-082', 'the kitchen floor has the old black square tiles under the lino, the surveyor said dont disturb them but we want rid', [ASBESTOS]),
  none('h10b-083', 'Survey says the pointing on the chimney stack has gone and the lead round the bottom of it is lifting, recommends sorting before winter', [ROOFER]),
  none('h10b-084', 'Rain coming through the bedroom ceiling in our new build!!! its only 2 years old and the NHBC are useless', [ROOFER]),
  none('h10b-085', 'Theres slates missing off the roof of my tenement, you can see them lying in the back green. Factor is taking forever', [ROOFER]),
  none('h10b-086', 'Home report mentions "evidence of historic movement" and there\'s a diagonal crack from the corner of the kitchen window that I can fit a 10p in', [STRUCTURAL]),
  none('h10b-087', 'we want the wall between the kitchen and dining room knocked down to make it open plan, the upstairs bedroom wall sits right on top of it', [STRUCTURAL]),
  none('h10b-088', 'The bay window is pulling away from the house, theres a gap down the side you can see light through. Noticed it in the agents photos funnily enough', [STRUCTURAL]),
  none('h10b-089', 'Could the floor in the back bedroom be looked at, its sagging in the middle and the bed tips towards the window. Old house', [STRUCTURAL]),
  none('h10b-090', 'we want the bath ripped out and a level access wet room put in for my husband, hes been in a wheelchair since the accident', [BUILDER]),
  none('h10b-091', 'Looking for a price for a single storey extension on the back, about 4m x 3m, for a downstairs bedroom for my mum', [BUILDER]),
  none('h10b-092', 'Could you turn our integral garage into a granny annexe for my dad? He\'d need a wee shower room in it too', [BUILDER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h10b-093', 'Survey snags to sort before we move in: the kitchen door needs rehanging (it\'s catching the frame) and the gas fire in the lounge has a sticker on it saying "DO NOT USE"', ['CARPENTRY'], [0.5, 2.5], [GAS]),
  job('h10b-094', 'Can ye put up 3 shelves in the press, and the sockets in the kitchen are the old round pin ones, the survey says the wiring is ancient', ['MOUNTING'], [1.5, 3.5], [ELECTRICIAN]),
  job('h10b-095', 'paint the hall stairs and landing before the house goes on the market, and theres a big crack in the wall at the top of the stairs thats opened right up since last year, the agent wants a "structural report"', ['PAINTING'], [6, 16], [STRUCTURAL]),
  job('h10b-096', 'grab rail by the front door for my mum please, and a light outside the back door where there isnt one at the moment, she cant see the step at night', ['MOUNTING'], [0.5, 1.5], [ELECTRICIAN]),
  job('h10b-097', 'Snagging on the new build: 2 doors upstairs rub on the carpet, and theres a damp patch on the bedroom ceiling right under the roof that gets bigger every time it rains', ['CARPENTRY'], [1, 3], [ROOFER]),
  job('h10b-098', 'Kitchen ceiling has that swirly Artex, can you scrape it off and skim it smooth? Also the kitchen tap drips', ['PLUMBING'], [0.5, 1.5], [ASBESTOS]),
  job('h10b-099', '2 flat pack bedside cabinets to build for my dad\'s room, and we want the downstairs toilet turned into a shower room so he doesn\'t have to do the stairs', ['ASSEMBLY'], [0.5, 2], [BUILDER]),
  job('h10b-100', 'Boiler in the house we just bought is making a kettling noise and the pressure keeps dropping. Also the toilet keeps running. And can you hang a mirror while your here', ['PLUMBING', 'MOUNTING'], [1, 3], [GAS]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h10b-101', 'Can you recommend a good conveyancing solicitor? Ours has gone quiet for 3 weeks and we\'re meant to complete on Friday', [OUT]),
  none('h10b-102', 'need someone to take the photos for our house listing, the agents ones are awful, all dark and wonky', [OUT]),
  none('h10b-103', 'End of tenancy clean needed for a 2 bed flat on the Southside, the factor wants it spotless for the inventory', [OUT]),
  none('h10b-104', 'man and van needed Saturday, moving from Wigan to Preston, 2 bed flat worth of stuff', [OUT]),
  none('h10b-105', 'Survey says there\'s Japanese knotweed in the garden next door, right up by our fence 😱 who treats that?', [OUT]),
  none('h10b-106', 'Our stairlift keeps stopping half way up and beeping, its an Acorn one', [OUT]),
  none('h10b-107', 'can somebody get my messages from Tesco on a Thursday, I cannae carry the bags since my op', [OUT]),
  none('h10b-108', 'Mice in the loft of the new house, we can hear them scratching about at night 🐭', [OUT]),
  none('h10b-109', 'How do I get my council tax band checked? The house we bought seems to be in the wrong band', [OUT]),
  none('h10b-110', 'the carpets in the house we\'re selling need a proper deep clean, 3 bedrooms and the stairs', [OUT]),
  none('h10b-111', 'My mobility scooter wont charge, the light comes on and then goes off again', [OUT]),
  none('h10b-112', 'need an EPC for selling the house, the agent says we cant list without one', [OUT]),
  none('h10b-113', 'could someone look after our 2 cats for a week while we move house? theyd be stressed in the chaos', [OUT]),
  none('h10b-114', 'Integrated fridge freezer in our new build has stopped cooling, its still under the builders warranty', [OUT]),
  none('h10b-115', 'Can anyone stage our house for viewings? like bring in nice furniture and cushions and that', [OUT]),
  none('h10b-116', 'broadband router in the new house wont connect, flashing orange light', [OUT]),
  none('h10b-117', 'need a carer for my husband 2 evenings a week so I can get out, he has MND', [OUT]),
  none('h10b-118', 'Whats the going rate for a home buyers survey on a 2 bed flat? Need one done on a place in Dundee', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h10b-119', 'Can you do snogging? SNAGGING sorry 🤦 we\'ve had the inspection on our new build and theres 47 items on the list', [MORE]),
  none('h10b-120', 'the survey came back with loads of stuff on it, not sure what\'s urgent. could someone come round and go through it?', [MORE]),
  none('h10b-121', 'Hi do you do work for people on disability benefits, is there a discount', [MORE]),
  none('h10b-122', 'house needs tarting up before it goes on the market', [MORE]),
  none('h10b-123', 'ur the man who did my neighbours at number 42? can u do mine the same', [MORE]),
  none('h10b-124', 'Few wee jobs at my mams, she\'s no able to do them herself now', [MORE]),
  none('h10b-125', 'sorry autocorrect, I meant Thursday not thirsty 😂', [MORE]),
  none('h10b-126', 'buying a house and want a rough idea of what itll cost to do up, can I send you the agents photos?', [MORE]),
  none('h10b-127', 'what time do yous start in the morning', [MORE]),
  none('h10b-128', 'the thingy in the bathroom is making that noise again', [MORE]),
  none('h10b-129', 'do you cover Kirkcaldy?', [MORE]),
  none('h10b-130', 'can you come out and give us a price for the snagging stuff the builder wont do', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h10b-131', 'Pipe burst in the loft of the house we got the keys for yesterday!!! water coming through the landing ceiling, found the stop tap but its seized solid', ['PLUMBING'], [1, 3], [EMERGENCY]),
  job('h10b-132', 'Locked oot, my carer has the spare and she\'s away on holiday, and my insulin\'s inside', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  none('h10b-133', 'Smell of gas on the landing of our close, its strongest outside number 3', [GAS, EMERGENCY]),
  none('h10b-134', 'Boiler\'s packed in, no heating and its minus 4 out, my dad\'s 91 and on oxygen', [GAS, EMERGENCY]),
  job('h10b-135', 'Water pishing oot the pipe to the washing machine under the sing and all over the kitchen floor, cant get it to stop', ['PLUMBING'], [0.5, 2], [EMERGENCY]),
];

/** The tenth held-out batch, half B: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_10B_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
