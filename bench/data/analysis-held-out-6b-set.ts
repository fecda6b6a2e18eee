import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The SIXTH held-out batch, half B (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md,
// docs/decisions/0021-learned-text-reader.md): new descriptions written by a different author from
// batches 1–5, before the engine was tuned on batches 4–5, labelled by hand from the calibration
// table (docs/product/analysis-calibration.md) without running the engine on them, and committed
// on their own. Never tuned on, never trained on. Half B is written in the voices of older
// homeowners (long, polite, rambling messages about family and the house), people whose first
// language is not English, first-time buyers who know no trade words, and people in a hurry
// (three to six words). Same conventions as the earlier batches: not handyman work at all is
// out_of_scope with no task; a message that also names handyman work prices it with no
// out_of_scope flag; referrals are expected from everyday words; vague text expects no task and
// needs_more_detail; large_job above 16 hours; emergencies as in batch 4.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h6b-001', "Good afternoon, I hope you don't mind me messaging. My late husband always did these things but the cold tap in the kitchen has been dripping for about a fortnight now and it is keeping me awake at night. My daughter lives in Leeds so she can't pop over. Would you be able to come and put a new washer in or whatever it needs? I am in most days except Tuesdays when I go to the church coffee morning. Many thanks, Margaret", ['PLUMBING'], [0.5, 1.5]),
  job('h6b-002', 'toilet running constantly, help', ['PLUMBING'], [0.5, 1.5]),
  job('h6b-003', 'Hello sir, water is coming from under the kitchen sink, small small drops, from the white pipe. Bucket is full every day. Please can you repair', ['PLUMBING'], [0.5, 1.5]),
  job('h6b-004', 'we just bought our first place and the shower thing you hold in your hand leaks where the bendy tube joins it. no idea what that part is called sorry', ['PLUMBING'], [0.5, 1.5]),
  job('h6b-005', 'bath plughole totally blocked', ['PLUMBING'], [0.5, 1.5]),
  job('h6b-006', "Hello, my name is Dennis, I am 81 and live in a bungalow in Kettering. The toilet seat has gone all wobbly and one of the hinges has snapped. My son has bought a new one for me. I can't get down on the floor these days to do it myself. Whatever day suits you. Thank you kindly.", ['PLUMBING'], [0.5, 1]),
  job('h6b-007', 'Radiator in my room not become hot, only bottom is warm, top is cold. Maybe air inside?', ['PLUMBING'], [0.5, 1.5]),
  job('h6b-008', 'theres a tap thing on the pipe under the stairs that i think turns all the water off but it wont move at all. is that something you fix?', ['PLUMBING'], [0.5, 2]),
  job('h6b-009', 'tv on wall, 50 inch', ['MOUNTING'], [1, 2.5]),
  job('h6b-010', 'Dear Sir or Madam, my grandson bought me one of these flat televisions for my 80th and it is sitting on the sideboard but the cat keeps knocking it. He says it should go on the wall with a bracket, which he has left here in the box. I would be ever so grateful if someone could put it up for me. It is a 43 inch I believe. Kind regards, Joan Pearson (Mrs)', ['MOUNTING'], [1, 2.5]),
  job('h6b-011', 'I need to fix mirror on bathroom wall, it is heavy, wall is tiles. I have the mirror and screws.', ['MOUNTING'], [0.5, 1.5]),
  job('h6b-012', 'how much to put up a curtain rail thing above our bedroom window? we bought one from dunelm, never used a drill in my life lol', ['MOUNTING'], [0.5, 1.5]),
  job('h6b-013', 'shelf up in kitchen pls', ['MOUNTING'], [0.5, 1.5]),
  job('h6b-014', 'Could somebody fix a grab handle beside my front step? I had a fall in the spring and the occupational therapist said I ought to have one. I am on my own since my wife passed so there is no one else to do it.', ['MOUNTING'], [0.5, 1]),
  job('h6b-015', 'Please, I want the roller blind in the kid room. I buy from Ikea already. Window is small.', ['MOUNTING'], [0.5, 1.5]),
  job('h6b-016', 'bought a bed from ikea and opened the box and there are about 400 pieces and a tiny allen key. can someone do it for us please 😅 its a double', ['ASSEMBLY'], [1, 2.5]),
  job('h6b-017', 'build argos wardrobe tmrw?', ['ASSEMBLY'], [1.5, 4.5]),
  job('h6b-018', 'My daughter has ordered me a new bedside cabinet and a small bookcase from Next, both arriving flat in boxes. I have arthritis in both hands and simply cannot manage the little screws. Would it be worth your while coming out for just the two? I would of course pay for your time.', ['ASSEMBLY', 'ASSEMBLY'], [0.75, 2.5]),
  job('h6b-019', 'I have a garden bench from B&Q still in the box, need somebody to build it please', ['ASSEMBLY'], [0.5, 1.5]),
  job('h6b-020', 'bedroom door wont shut', ['CARPENTRY'], [0.5, 1.5]),
  job('h6b-021', 'one of the little wooden posts on our staircase (the ones under the hand rail) has come loose and wobbles, toddler keeps pulling on it', ['CARPENTRY'], [0.5, 2]),
  job('h6b-022', "Hello there, the back door of my house sticks terribly in the damp weather and I have to put my shoulder to it. It is a wooden door, been there since we moved in in 1974. I wondered whether it could be planed down a little? I would rather not replace it as my husband made the frame himself.", ['CARPENTRY'], [0.5, 2]),
  job('h6b-023', 'kitchen cabinet door is fall down, the small metal thing (hinge?) is broken. I have new hinge.', ['CARPENTRY'], [0.5, 1]),
  job('h6b-024', 'the drawer under our oven doesnt slide anymore, it just drops and scrapes. is that a thing you guys fix or do we need a kitchen company', ['CARPENTRY'], [0.5, 1.5]),
  job('h6b-025', 'new front door lock needed', ['LOCKSMITH'], [0.5, 2]),
  job('h6b-026', "I have been advised by the police community officer to have a better lock on my back door since there have been some break ins on our road. At present it's just an old latch. Could you fit a proper lock, the sort the insurance people like? It is a wooden door. I am 77 and live alone.", ['LOCKSMITH'], [1, 3]),
  job('h6b-027', 'Key is not turning in front door lock, very hard, I am afraid it will break inside.', ['LOCKSMITH'], [0.5, 1.5]),
  job('h6b-028', 'we want to paint our living room but have no clue what we are doing. walls are kind of beige and we want grey. average sized room, the ceiling is fine', ['PAINTING'], [3.5, 8]),
  job('h6b-029', "Good morning. The little downstairs cloakroom in my house has not been decorated since my husband did it in 2005 and it is looking very tired, scuffed from the grandchildren's school bags and so on. I would like it painted in a light cream, walls and ceiling. Could you give me an idea of cost?", ['PAINTING'], [3, 6]),
  job('h6b-030', 'On ceiling in bathroom there is black spots from the shower steam. I clean it but it come back. Need new paint, the special one for bathroom.', ['PAINTING'], [1.5, 4]),
  job('h6b-031', 'fence needs painting, 6 panels', ['PAINTING'], [2, 5.5]),
  job('h6b-032', "there's a fist sized hole in the wall of the spare room where the last owners had something screwed in and ripped it out. can it be made smooth again so we can paint it ourselves", ['PLASTERING'], [0.5, 2]),
  job('h6b-033', 'A bit of the plaster has fallen off the wall beside my fireplace, roughly the size of a tea tray, and there is brick showing behind it. It happened when I took down an old calendar hook. Could it be made good? I am not in any rush.', ['PLASTERING'], [1, 3]),
  job('h6b-034', 'Between the tiles in shower the white line is now black and some is missing. Can you make new?', ['TILING'], [1.5, 4]),
  job('h6b-035', 'reseal bath pls, mouldy', ['TILING'], [0.5, 1.5]),
  job('h6b-036', 'two tiles on the bathroom floor are cracked and one rocks when you step on it, we found spare tiles in the loft', ['TILING'], [1, 2.5]),
  job('h6b-037', "The carpet bar at the bottom of my bedroom door has come up and I keep catching my slipper on it. I'm frightened I'll trip. Could it be replaced or nailed down? Only a small job I know, sorry to trouble you.", ['FLOORING'], [0.5, 1]),
  job('h6b-038', 'I want to put the laminate on floor of small bedroom, around 9 square meter. I already buy laminate from Wickes.', ['FLOORING'], [3, 7]),
  job('h6b-039', 'gutter leaking over back door', ['EXTERIOR'], [0.5, 2]),
  job('h6b-040', "The wooden gate at the side of my house has dropped on its hinges and now I have to lift it to close it, which my back doesn't appreciate. The postman grumbles about it too. Could you come and adjust it or put new hinges on?", ['EXTERIOR'], [0.5, 2]),
  job('h6b-041', 'My garden shed, the black paper on top of the roof is torn and rain coming in the shed.', ['EXTERIOR'], [1, 3]),
  job('h6b-042', 'our new garden is a jungle, brambles and nettles everywhere along the back fence, maybe 10 metres. we dont own any garden tools yet', ['GARDENING'], [2, 5]),
  job('h6b-043', 'hedge cut, front only', ['GARDENING'], [1, 3]),
  job('h6b-044', "The light in my kitchen, one of those long tube ones, has stopped working and I've already tried a new tube from the hardware shop. I would like it changed for an ordinary modern ceiling light if possible, in the same place.", ['ELECTRICAL'], [0.5, 1.5]),
  job('h6b-045', 'I buy a new ceiling lamp, want to change the old one in living room. Same place, no new wire.', ['ELECTRICAL'], [0.5, 1.5]),
  job('h6b-046', 'the doorbell doesnt work, its the kind with a button outside and a box in the hall, not the video type. might just need a new one tbh', ['ELECTRICAL'], [0.5, 1]),
  job('h6b-047', 'smoke alarm beeping, ceiling too high', ['ELECTRICAL'], [0.5, 1]),
  job('h6b-048', "My son has cleared out the garage at last and there's a pile of old bits, a broken lawnmower, a rolled up carpet and some wood. Could you take it to the tip for me? I don't drive anymore.", ['GENERAL'], [1, 3]),
  job('h6b-049', 'Cold air is coming under my front door, very strong in winter. Can you put something on bottom of door?', ['GENERAL'], [0.5, 1.5]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h6b-050', "Hello, I'm hoping you can help with a few jobs before my daughter's family come to stay at Christmas. The spare bed needs putting together (it's still in the box from Dunelm), I'd like a shelf put up in that room for their bits, and the bathroom tap drips. I'm happy to make you a cup of tea! Regards, Pat", ['ASSEMBLY', 'MOUNTING', 'PLUMBING'], [2.5, 5.5]),
  job('h6b-051', 'blinds x3, tv mount, shelf', ['MOUNTING', 'MOUNTING', 'MOUNTING'], [3, 7]),
  job('h6b-052', 'I have 3 problem. 1 toilet is not flushing good. 2 the door of bathroom not close. 3 the light in corridor need new lamp, the whole lamp not bulb.', ['PLUMBING', 'CARPENTRY', 'ELECTRICAL'], [1.5, 4.5]),
  job('h6b-053', 'just got the keys to our first flat!! 🎉 list so far: change the locks (no idea who has copies), put our tv on the wall, and the bathroom fan thing makes a rattling noise', ['LOCKSMITH', 'MOUNTING', 'ELECTRICAL'], [2, 6]),
  job('h6b-054', 'Good evening. I wonder if you could do a couple of jobs in the garden for me. The lawn wants cutting, it has got away from me since my knee operation, and the fence at the side has a panel hanging loose. My neighbour says you are very reliable.', ['GARDENING', 'EXTERIOR'], [1.5, 4.5]),
  job('h6b-055', 'paint hallway + fix banister', ['PAINTING', 'CARPENTRY'], [4, 10]),
  job('h6b-056', 'Kitchen: the sink water go down slow and the silicone around is black. Please fix both', ['PLUMBING', 'TILING'], [1, 3]),
  job('h6b-057', 'bought an old house and some doors dont close properly, the radiators are only warm at the bottom and theres loads of little holes in the walls from old picture hooks, we want them filled so we can paint ourselves', ['CARPENTRY', 'PLUMBING', 'PLASTERING'], [2.5, 7]),
  job('h6b-058', 'My husband is in a wheelchair now after his stroke and we need a couple of things done. A rail beside the toilet to help him up, and the step out into the back garden is a bit high, could a small wooden ramp be made for it? We are in Swindon.', ['MOUNTING', 'CARPENTRY'], [2.5, 6.5]),
  job('h6b-059', 'mow lawn + jet wash patio', ['GARDENING', 'EXTERIOR'], [2.5, 6]),
  job('h6b-060', 'Please I need: wardrobe from Ikea build, and after put also the long mirror on the wall next to it.', ['ASSEMBLY', 'MOUNTING'], [2.5, 5.5]),
  job('h6b-061', 'our bath has a gap round the edge where the white rubbery stuff has come off and theres a tile loose above the taps. also the toilet seat is cracked', ['TILING', 'TILING', 'PLUMBING'], [1.5, 4]),
  job('h6b-062', 'Dear all, I am selling my house of 40 years and the estate agent has suggested a few things be tidied first: the front door painted, the gutter at the front cleared as it overflows, and the loose handle on the kitchen door tightened. I would appreciate a quote.', ['PAINTING', 'EXTERIOR', 'CARPENTRY'], [3, 7.5]),
  job('h6b-063', 'desk build, 2 pictures hung', ['ASSEMBLY', 'MOUNTING'], [1.5, 3.5]),
  job('h6b-064', 'My landlord say I can do small changes. I want curtain pole in living room and a small shelf for plants near window, also kitchen drawer is broken inside.', ['MOUNTING', 'MOUNTING', 'CARPENTRY'], [2, 4.5]),
  job('h6b-065', 'Landlord of 2 flats here, tenants reported: shower leaking at the hose in flat 1, front door of flat 2 rubbing on the frame. Can you do both same day', ['PLUMBING', 'CARPENTRY'], [1, 3.5]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h6b-066', "I have six framed photographs of the grandchildren that I'd like hung in a row along the landing wall, nice and level. I've never been much good with a spirit level.", ['MOUNTING'], [1, 2.5]),
  job('h6b-067', '4 shelves, alcoves, both sides', ['MOUNTING'], [2, 4]),
  job('h6b-068', 'We need to build 2 wardrobe and 2 chest of drawers, all from Ikea, for new flat.', ['ASSEMBLY', 'ASSEMBLY'], [5, 12]),
  job('h6b-069', 'we need about 25 square metres of laminate laid in the open plan lounge/kitchen, the old carpet is already up', ['FLOORING'], [7, 14]),
  job('h6b-070', 'My kitchen has 10 cupboard doors and 4 drawers in a dark oak effect and I would love them painted a cream colour to brighten the place up. The rest of the kitchen is fine. Is this something you do?', ['PAINTING'], [6, 16]),
  job('h6b-071', 'Tiles for bathroom wall, around the bath only, 5 square meter. Tiles I have.', ['TILING'], [4, 9]),
  job('h6b-072', 'replace 5 fence panels', ['EXTERIOR'], [3.5, 8]),
  job('h6b-073', 'Our house is a four bedroom detached and every single room needs painting inside before we put it on the market, walls and ceilings, the woodwork is fine. My husband and I are both in our eighties and cannot do it ourselves anymore.', ['PAINTING'], [35, 100], [LARGE]),
  job('h6b-074', 'how much to hang 3 doors? bedroom doors, we bought them from wickes already', ['CARPENTRY'], [6, 12]),
  job('h6b-075', 'I need 8 radiators to bleed, some only warm at the bottom', ['PLUMBING'], [0.5, 2]),
  job('h6b-076', 'two tvs to mount', ['MOUNTING'], [2, 4.5]),
  job('h6b-077', "We've had new carpets fitted throughout and now none of the seven doors upstairs and down will close over them. The carpet fitter said they need taking off and trimming at the bottom.", ['CARPENTRY'], [3.5, 8]),
  job('h6b-078', 'about 30 metres of fence along the back needs staining, its bright orange at the moment and we want dark brown', ['PAINTING'], [5, 14]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h6b-079', "Since the storm on Sunday night there has been a damp patch spreading on my bedroom ceiling and I can see from the garden that two of the slates on the roof have slid down. My son says it needs a proper roofer but I thought I would ask you first.", [ROOFER]),
  none('h6b-080', 'boiler not firing up', [GAS]),
  none('h6b-081', 'The fire in living room is gas one, very old. I want to take it out.', [GAS]),
  none('h6b-082', 'we want to swap the gas cooker the last owners left for an electric one, does the gas pipe need doing by someone special?', [GAS]),
  none('h6b-083', "There's a crack that has appeared in the wall above my kitchen window, on the outside, it goes in steps along the bricks and I am sure it wasn't there last year. I can now fit a coin in it at the bottom.", [STRUCTURAL]),
  none('h6b-084', 'outdoor socket for pressure washer', [ELECTRICIAN]),
  none('h6b-085', 'electric is going off in all house when I use the kettle and the washing machine together', [ELECTRICIAN]),
  none('h6b-086', 'we want to take out the wall between the kitchen and dining room to make it open plan, how much would that be', [STRUCTURAL]),
  none('h6b-087', "My late mother's house, which I am sorting out, has a ceiling in the back bedroom with that swirly plaster pattern that was popular in the seventies. We would like the pattern scraped off before we sell.", [ASBESTOS]),
  none('h6b-088', 'gas smell in kitchen!!', [GAS, EMERGENCY]),
  none('h6b-089', 'In my house the floor in bedroom upstairs is going down in middle, when I walk it feel soft, and the door not close now.', [STRUCTURAL]),
  none('h6b-090', 'survey said our house needs a full rewire 😬 can you do that or is it a specialist thing', [ELECTRICIAN]),
  none('h6b-091', "The roof on my garage is flat and covered in that black felt stuff, there's a pool of water on it and it's now dripping onto my car inside. It was put on in the 1980s I think.", [ROOFER]),
  none('h6b-092', 'boiler service due', [GAS]),
  none('h6b-093', 'I want to make the garage to a bedroom for my mother, with window and door.', [BUILDER]),
  none('h6b-094', 'the loft has old grey-white boards around the water tank, the survey guy said dont touch them til someone checks. can you remove them?', [ASBESTOS]),
  none('h6b-095', "We're thinking of having a conservatory built on the back, nothing too grand, just somewhere to sit in the sun. Do you do that sort of thing or could you recommend someone?", [BUILDER]),
  none('h6b-096', 'chimney pot loose, windy tonight', [ROOFER]),
  none('h6b-097', 'Water in my shower is cold always, the shower is electric one on the wall with the pull cord.', [ELECTRICIAN]),
  none('h6b-098', 'theres no hot water coming out of any tap but the heating works fine? the boiler is in the kitchen cupboard', [GAS]),
  none('h6b-099', "I would like a light put in my garden shed so I can potter in the evenings. There is no electric out there at the moment, it's about 15 yards from the house.", [ELECTRICIAN]),
  none('h6b-100', 'kitchen refit quote please', [BUILDER]),
  none('h6b-101', 'In kitchen the socket is black around and smell like burn plastic, I turn off already', [ELECTRICIAN, EMERGENCY]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h6b-102', "Could you please put up a new curtain pole in my sitting room, the old one has bent in the middle. Also, while you're here, I'm told my boiler is overdue a service, could you do that as well or do I need a different chap?", ['MOUNTING'], [0.5, 1.5], [GAS]),
  job('h6b-103', 'hang mirror + new socket in hall', ['MOUNTING'], [0.5, 1.5], [ELECTRICIAN]),
  job('h6b-104', 'I need to paint my bedroom, also in the corner of ceiling water is coming when is raining, I think from roof.', ['PAINTING'], [4, 10], [ROOFER]),
  job('h6b-105', 'can u build our sofa bed (ikea) and also theres a long crack in the living room wall that goes from the ceiling to the window and it seems to be getting wider??', ['ASSEMBLY'], [1, 3], [STRUCTURAL]),
  job('h6b-106', "We'd like the fence panels at the back replaced, three of them, and my wife wants a little extension off the kitchen for a dining area, could you price both please?", ['EXTERIOR'], [2.5, 6], [BUILDER]),
  job('h6b-107', 'Tap in bathroom is drip, and the boiler make very loud noise like bang when it start.', ['PLUMBING'], [0.5, 1.5], [GAS]),
  job('h6b-108', 'need 2 shelves up in the nursery and the ceiling in there has that bumpy textured pattern which we want scraped off before baby comes', ['MOUNTING'], [1, 2.5], [ASBESTOS]),
  job('h6b-109', 'unblock sink + new fusebox', ['PLUMBING'], [0.5, 1.5], [ELECTRICIAN]),
  job('h6b-110', "Please could you hang a large painting in my dining room? And there's a big chunk come off the top of the chimney and landed in the garden, which has worried me.", ['MOUNTING'], [0.5, 1.5], [ROOFER]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h6b-111', "My washing machine has started making a dreadful thumping noise on the spin and walking across the kitchen floor. It's a Bosch and only three years old. Can you repair it?", [OUT]),
  none('h6b-112', 'need windows cleaned monthly', [OUT]),
  none('h6b-113', 'I need somebody to look after my baby two days in week, she is 1 year.', [OUT]),
  none('h6b-114', 'we think we have mice in the kitchen, heard scratching behind the cupboards at night 🐭', [OUT]),
  none('h6b-115', 'My computer has gone very slow and keeps showing messages about updates, and my grandson is away at university. Would you be able to sort it out?', [OUT]),
  none('h6b-116', 'car wont start, jump start?', [OUT]),
  none('h6b-117', 'I move to new house next month, need van and men to carry furniture.', [OUT]),
  none('h6b-118', 'hi do you do deep cleans? the previous owners left the place filthy, especially the bathroom and kitchen', [OUT]),
  none('h6b-119', "My little dog Bertie needs walking at lunchtime while I'm at my hospital appointments, usually Mondays and Thursdays. He's very good natured.", [OUT]),
  none('h6b-120', 'fridge not cooling', [OUT]),
  none('h6b-121', 'Please, my laptop screen is broken, the left side is black. You can change?', [OUT]),
  none('h6b-122', 'wasps nest up in the eaves above the front door, can you get rid of it', [OUT]),
  none('h6b-123', "I'd like someone to come in once a week to help with the housework and perhaps the ironing. I'm finding it harder since my hip.", [OUT]),
  none('h6b-124', 'bike puncture, can u fix', [OUT]),
  none('h6b-125', 'I need help to fill the forms for council tax, my English not so good', [OUT]),
  none('h6b-126', 'our wifi doesnt reach upstairs, can you sort out a booster or whatever it is', [OUT]),
  none('h6b-127', "My television has lost all the channels after a power cut and I can't work the remote to find them again.", [OUT]),
  none('h6b-128', 'Can you repair my sewing machine, the needle not go down', [OUT]),
  none('h6b-129', 'the dishwasher we bought 6 months ago from Currys stopped working, its just showing a flashing light', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h6b-130', "Hello, I'm not very good with these computer things but my neighbour Sandra gave me your details and said you were very good. I have a few little jobs around the house that need seeing to. Could someone telephone me? I'm usually in after 10.", [MORE]),
  none('h6b-131', 'u free sat?', [MORE]),
  none('h6b-132', 'Hello, I have some problem in my house, can you come for see?', [MORE]),
  none('h6b-133', 'first time home owners here, honestly dont know what we need, can someone come and look at everything', [MORE]),
  none('h6b-134', 'price per day?', [MORE]),
  none('h6b-135', 'Good morning, do you do work for people over 70, and do you have any discount for pensioners? Thank you.', [MORE]),
  none('h6b-136', 'Do you speak Polish? Is more easy for me.', [MORE]),
  none('h6b-137', 'sorry if this is a dumb question but what kind of stuff do you actually do?', [MORE]),
  none('h6b-138', 'still waiting for callback', [MORE]),
  none('h6b-139', 'Apologies, I think I pressed send too early on my last message. I will write again when my son is here to help me.', [MORE]),
  none('h6b-140', 'Is it possible you come after 6pm, I work all day', [MORE]),
  none('h6b-141', 'loads to do, ring me', [MORE]),
  none('h6b-142', 'are you insured? our mortgage company asked', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h6b-143', "Please help, a pipe under my kitchen sink has come apart and water is going everywhere, I've put towels down but I don't know where to turn it off. I'm 84.", ['PLUMBING'], [0.5, 2], [EMERGENCY]),
  job('h6b-144', 'locked out, keys inside', ['LOCKSMITH'], [0.5, 2], [EMERGENCY]),
  job('h6b-145', 'Water is coming from the ceiling in bathroom very much, from the flat upstairs I think, nobody answer the door', ['PLUMBING'], [1, 3], [EMERGENCY]),
];

/** The sixth held-out batch, half B: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_6B_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
