import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The FOURTEENTH held-out batch, half B (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md,
// docs/decisions/0021-learned-text-reader.md): new descriptions written by a different author from
// the earlier batches, before the engine was tuned on batch 13, labelled by hand from the
// calibration table (docs/product/analysis-calibration.md) without running the engine on them,
// and committed on their own. Never tuned on, never trained on. Half B is written in the voice of
// people who describe things by how they look, sound or feel rather than what they are ("the
// wobbly post at the bottom of the stairs", "a hum behind the wall", "the white plastic bit you
// press has snapped"), anxious first-time buyers who apologise and ask whether they should worry,
// people with disabilities or injuries asking for adaptations (wheelchair users, arthritis, MS,
// a stroke, sight and hearing loss, a broken ankle, an OT's list), and very short messages typed
// into a search box (3–6 words, no verbs: "tv wall mount 55 inch"). Same conventions as the earlier
// batches: not handyman work at all is out_of_scope with no task; a message that also names
// handyman work prices it with no out_of_scope flag; referrals are expected from everyday words;
// vague text expects no task and needs_more_detail; large_job above 16 hours; emergencies as in
// batch 4. Labelling choices for this voice: a sound or a look is labelled by the job a handyman
// would find behind it (a hiss from the toilet tank is a cistern repair, PLUMBING); a sound that
// cannot be placed in the house ("something rattling upstairs") is vague; who the adaptation is
// for does not change the job (a grab rail for a stroke survivor is a mounting task); a search-box
// message naming one job is priced as that job.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h14b-001', 'the wobbly thing at the bottom of the stairs, the big square post the bannister goes into. it rocks back and forth when you grab it and my son nearly went flying last night', ['CARPENTRY'], [0.5, 2.5]),
  job('h14b-002', 'dripping bathroom tap', ['PLUMBING'], [0.5, 1.5]),
  job('h14b-003', 'the white plastic bit on top of the toilet that you press has snapped in half and now you have to poke your finger in the hole to flush 😬', ['PLUMBING'], [0.5, 1.5]),
  job('h14b-004', 'First house!! Completed on Friday 🏡 The hot tap in the kitchen squeals like a kettle when you turn it on, is that bad? Should I be worried? Sorry if this is a stupid question', ['PLUMBING'], [0.5, 1.5]),
  job('h14b-005', 'Im in a wheelchair since my accident and I cant reach the hanging rail in the built in wardrobe. Could it be lowered to about 1 metre off the floor? Its just a chrome pole on two brackets', ['CARPENTRY'], [0.5, 2]),
  job('h14b-006', 'tv wall mount 55 inch', ['MOUNTING'], [1, 3]),
  job('h14b-007', 'theres a crunchy gritty feel under the laminate in the hall by the front door and one board goes up and down like a piano key when you step on it', ['FLOORING'], [0.5, 2]),
  job('h14b-008', 'The thing behind the grille in the bathroom ceiling makes a rattly hum whenever the light is on, its got louder and louder and now sounds like a hairdryer. Bought a new one the same size from Screwfix', ['ELECTRICAL'], [0.5, 1.5]),
  job('h14b-009', 'the bath has a grey furry line all along the edge where it meets the tiles and it smells musty and damp when you run the shower', ['TILING'], [0.5, 1.5]),
  job('h14b-010', 'Hello. I have MS and my hands are much weaker now. The taps on the bathroom basin are the round knobbly sort and I cant turn them. Could they be changed for the long lever kind? Happy to buy whatever you suggest', ['PLUMBING'], [1, 2.5]),
  job('h14b-011', 'ikea malm bed assembly', ['ASSEMBLY'], [1, 2.5]),
  job('h14b-012', 'The front door has started making a horrible scraping screech along the bottom every time I open it and you have to shove it with your shoulder for the last bit. Its wooden, house is 1930s. First winter here so no idea if this is normal or a sign of something', ['CARPENTRY'], [0.5, 2]),
  job('h14b-013', 'kitchen sink goes glug glug glug and then the water just sits there grey and cloudy for ages before it drains', ['PLUMBING'], [0.5, 1.5]),
  job('h14b-014', 'hi, I had a knee replacement in March and getting in and out of the bath is a nightmare. Could you fit a grab handle on the tiled wall beside the bath? I have the handle already (chrome, 45cm)', ['MOUNTING'], [0.5, 1.5]),
  job('h14b-015', 'curtain pole fitting bay window', ['MOUNTING'], [0.5, 2]),
  job('h14b-016', 'The radiator in the back bedroom is stone cold at the top and warm at the bottom, and it makes a trickling noise like a little stream. We only bought the house in September and the survey didnt say anything 😟', ['PLUMBING'], [0.5, 1.5]),
  job('h14b-017', 'heavy mirror hanging plasterboard wall', ['MOUNTING'], [0.5, 1.5]),
  job('h14b-018', 'the cupboard door under the sink hangs down at one corner and scrapes against the one next to it. the little metal hinge thing inside looks bent', ['CARPENTRY'], [0.5, 1.5]),
  job('h14b-019', 'I am partialy sighted and keep walking into the corner of the bathroom cabinet when its door is open. Could the whole cabinet be moved up the wall by about 20cm? Its screwed on, not tiled in', ['MOUNTING'], [0.5, 1.5]),
  job('h14b-020', 'garden gate latch broken', ['EXTERIOR'], [0.5, 1.5]),
  job('h14b-021', 'front room window, the handle thing flops down all loose and the window wont stay locked. uPVC. We just moved in and its the first thing I noticed, I feel really unsafe at night', ['LOCKSMITH'], [0.5, 1.5]),
  job('h14b-022', 'Bathroom ceiling has gone bubbly and flaky with lots of tiny black dots over it. Theres no leak, its from the shower steam (the fan works now). I think the people before us just painted straight over it. Small bathroom, just the ceiling', ['PAINTING'], [1, 4]),
  job('h14b-023', 'loose toilet seat fix', ['PLUMBING'], [0.5, 1]),
  job('h14b-024', 'I use a walking frame since my fall. Theres one step down into the lounge and I need something to hold onto, a short rail on the wall beside it please. The wall sounds hollow when you knock on it', ['MOUNTING'], [0.5, 1.5]),
  job('h14b-025', 'one of the kitchen drawers makes a horible grinding scrape and only comes out halfway, then the front drops down', ['CARPENTRY'], [0.5, 1.5]),
  job('h14b-026', '2 door wardrobe flat pack', ['ASSEMBLY'], [1.5, 4]),
  job('h14b-027', 'the handle on my bedroom door feels all floppy and just droops down instead of springing back up', ['CARPENTRY'], [0.5, 1.5]),
  job('h14b-028', 'First time buyer here, sorry for all the questions!! The silicone along the back of the kitchen worktop where it meets the wall has gone yellow and is peeling off in strips. Is that something youd redo? Do I need to buy anything?', ['TILING'], [0.5, 1.5]),
  job('h14b-029', 'theres a fizzy hissing sound coming from inside the toilet tank all night and a little ripple of water running down the back of the bowl', ['PLUMBING'], [0.5, 1.5]),
  job('h14b-030', 'Im hard of hearing and have bought a smoke alarm with a flashing strobe and a pad that shakes under the pillow (battery one, from the RNID shop). Can you put it on the landing ceiling where the old one is', ['ELECTRICAL'], [0.5, 1.5]),
  job('h14b-031', 'outside tap leak', ['PLUMBING'], [0.5, 1.5]),
  job('h14b-032', 'one of the stairs creaks like a haunted house every single time, about the 4th one up, carpet on it', ['CARPENTRY'], [0.5, 2]),
  job('h14b-033', 'We just got the keys to our first flat 🥹🔑 and the bathroom light pull string came away in my hand, it snapped right up inside the little white box on the ceiling', ['ELECTRICAL'], [0.5, 1.5]),
  job('h14b-034', 'shed roof felt replacment', ['EXTERIOR'], [1.5, 4]),
  job('h14b-035', 'Im recovering from a hip operation and cant get up off the toilet without something to push on. Could you put a fold down rail on the wall beside it? Bought it from Complete Care Shop', ['MOUNTING'], [0.5, 1.5]),
  job('h14b-036', 'the blind in the kitchen zips up by itself with a loud snap and wont stay down anymore. cheap roller one, I have a new one the same width', ['MOUNTING'], [0.5, 1.5]),
  job('h14b-037', 'the square lid in the landing ceiling (loft hatch?) has dropped on one side and theres a cold draught and a gap all round it', ['CARPENTRY'], [0.5, 1.5]),
  job('h14b-038', 'kitchen cupboard door hinge', ['CARPENTRY'], [0.5, 1.5]),
  job('h14b-039', 'Anxious first time buyer 🙈 the back door lock feels gritty and the key will only turn if I pull the door towards me really hard. Is it going to lock me out one day?', ['LOCKSMITH'], [0.5, 1.5]),
  job('h14b-040', 'I use a wheelchair and the door to the downstairs loo opens inwards so I cant get in and shut it. Could it be taken off and re-hung to open outwards into the hall?', ['CARPENTRY'], [1, 3]),
  job('h14b-041', 'theres a crumbly hole in the lounge wall where a picture hook got ripped out, you can see the grey powdery stuff inside, about the size of a golf ball', ['PLASTERING'], [0.5, 2]),
  job('h14b-042', 'the hall light is a glass bowl held on by 3 little screws and one has gone so it hangs at an angle and rattles when anyone walks about upstairs. bought a flat one to replace it, not the bulb thats fine', ['ELECTRICAL'], [0.5, 1.5]),
  job('h14b-043', 'garden hedge trimming price', ['GARDENING'], [1.5, 4.5]),
  job('h14b-044', 'the sealant round the shower tray has gone black and squishy and I think water gets under it, theres a damp musty smell in the bathroom', ['TILING'], [0.5, 2]),
  job('h14b-045', 'squeaky bedroom door hinge', ['CARPENTRY'], [0.5, 1]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h14b-046', 'first flat, 3 things that are driving me mad: the bathroom tap drips, the bedroom door wont click shut, and theres a black mouldy line all round the bath', ['PLUMBING', 'CARPENTRY', 'TILING'], [1.5, 4]),
  job('h14b-047', 'My husband has Parkinsons and the OT came round. She says we need a grab rail beside the toilet, a second banister on the stairs (theres only one on the wall side), and a key safe outside for the carers. All bought', ['MOUNTING', 'CARPENTRY', 'LOCKSMITH'], [2, 5.5]),
  job('h14b-048', 'the holder thing for the kitchen roll has dropped off the wall, the kitchen tap screeches when you turn it, and one of the cupboard doors droops like a sad eyelid', ['MOUNTING', 'PLUMBING', 'CARPENTRY'], [1.5, 4]),
  job('h14b-049', 'tv mount, 2 shelves, curtain pole', ['MOUNTING', 'MOUNTING', 'MOUNTING'], [2.5, 6]),
  job('h14b-050', 'Hi, we completed last week on our first house (eek!) and I am making a list of everything and panicking a bit. The downstairs toilet rocks side to side when you sit on it, the sealant round the bath has come away so theres a gap, and one of the back fence panels leans over like its had a few drinks - the posts look fine, the panel has just come out of its slot. Is this all normal for an old house??', ['PLUMBING', 'TILING', 'EXTERIOR'], [2, 5]),
  job('h14b-051', 'broken ankle, on crutches for 8 weeks 🩼 need the bed frame my sister bought put together so I can sleep downstairs, and a rail by the back door step so I can get out to the garden', ['ASSEMBLY', 'MOUNTING'], [1.5, 4]),
  job('h14b-052', 'squeaky stairs, sticky door, dripping tap', ['CARPENTRY', 'CARPENTRY', 'PLUMBING'], [1.5, 5]),
  job('h14b-053', 'the coat hook board in the hall is hanging off the wall by one screw and swings when you touch it, and theres a rusty brown drip coming from the pipe under the bathroom basin', ['MOUNTING', 'PLUMBING'], [1, 3]),
  job('h14b-054', 'Im registered blind and have a guide dog. I need the garden gate to swing shut by itself (a spring or something) so she cant wander out, and a bolt on the inside of the back door at a height I can find easily', ['EXTERIOR', 'LOCKSMITH'], [1, 3]),
  job('h14b-055', 'first house makeover 😅 our bedroom painted (walls and ceiling, normal double) and laminate down in the same room, about 12m2, flooring already bought', ['PAINTING', 'FLOORING'], [9, 16]),
  job('h14b-056', 'the toilet hums and hisses for ages after you flush, and the kitchen mixer tap wobbles about on the worktop when you swing it round', ['PLUMBING', 'PLUMBING'], [1, 3]),
  job('h14b-057', 'I have MND and the OT has given me a list. 1. lever tap on the kitchen sink 2. bathroom door rehung so it opens outwards 3. one of the kitchen shelves lowered to wheelchair height. Thank you', ['PLUMBING', 'CARPENTRY', 'MOUNTING'], [2.5, 6]),
  job('h14b-058', 'hedge, lawn, one fence panel', ['GARDENING', 'GARDENING', 'EXTERIOR'], [3, 8.5]),
  job('h14b-059', 'Our first house is a 1990s new build and everything is a bit tired. Could you regrout the kitchen splashback (grout has gone a dirty brown and crumbles when you scratch it, about 2m2) and fix the lounge door that swings open on its own', ['TILING', 'CARPENTRY'], [2, 5.5]),
  job('h14b-060', 'My son is autistic and very sensitive to noise. The bathroom fan roars and rattles (we have bought a quiet one to swap in) and his bedroom door slams every time, can you fit something so it closes softly?', ['ELECTRICAL', 'CARPENTRY'], [1, 3]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h14b-061', 'I have arthritis in both hands and cant grip the round door knobs. Could you change the 5 inside doors to lever handles? I have the handles already, brushed steel from Wickes', ['CARPENTRY'], [2, 5]),
  job('h14b-062', 'grab rails x3 bathroom', ['MOUNTING'], [1, 3]),
  job('h14b-063', 'Our first house and its completely empty so we want every room painted before we move in. 3 bed semi, walls and ceilings, paint bought (white everywhere 😅). Roughly how long would that be? Nervous about the cost', ['PAINTING'], [28, 60], [LARGE]),
  job('h14b-064', 'laminate bedroom 4m x 3.5m', ['FLOORING'], [4.5, 10]),
  job('h14b-065', 'My wife uses a wheelchair. Could 4 of the kitchen wall cupboards be taken down and put back up about 30cm lower so she can reach them?', ['CARPENTRY'], [3, 7]),
  job('h14b-066', '6 pictures and big mirror', ['MOUNTING'], [1, 3]),
  job('h14b-067', 'the fence down the side looks like a row of wonky teeth, 4 panels are cracked and flap about in the wind. new panels bought, concrete posts', ['EXTERIOR'], [3, 7]),
  job('h14b-068', 'two chests of drawers and a bedside table, all ikea, all still in boxes in the spare room', ['ASSEMBLY', 'ASSEMBLY'], [2.5, 6]),
  job('h14b-069', 'the bathroom floor tiles are cracked and some of them click and rock underfoot. want them all up and new ones down, floor is about 5m2, tiles bought', ['TILING'], [4, 9]),
  job('h14b-070', 'Im registered blind. Theres a hand rail on one side of the stairs only - I need one on the other side too, and one along the landing which is about 3 metres. Dark coloured ones please so they stand out against the white walls', ['CARPENTRY'], [2, 5]),
  job('h14b-071', '3 internal doors fitting', ['CARPENTRY'], [6, 11]),
  job('h14b-072', 'the skirting board in the hall is split and chewed (old dog, rip), about 8 metres of it, want it replaced with plain new stuff', ['CARPENTRY'], [2, 6]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h14b-073', 'boiler loud bang starting up', [GAS]),
  none('h14b-074', 'a humming noise behind the bedroom wall, like an electric buzz, and the socket on that wall is warm to touch', [ELECTRICIAN]),
  none('h14b-075', 'First time buyers. The survey says the fuse box is old and has no RCD protection?? We have no idea what that means. Can you replace it?', [ELECTRICIAN]),
  none('h14b-076', 'the flames on the gas hob are floppy and orange instead of blue and the pan bottoms go black', [GAS]),
  none('h14b-077', 'the hot water comes out lukewarm however long I run it and the white box on the kitchen wall has a little red light blinking', [GAS]),
  none('h14b-078', 'theres a spidery crak running up from the top corner of the bedroom door frame to the ceiling and its got longer since the summer. the door sticks now too', [STRUCTURAL]),
  none('h14b-079', 'you can see daylight through the roof in the loft in a couple of places and the insulation underneath is wet', [ROOFER]),
  none('h14b-080', 'the grey wavy roof on the old garage looks crumbly and furry at the edges. house is 1960s. want it taken off', [ASBESTOS]),
  none('h14b-081', 'extra kitchen sockets', [ELECTRICIAN]),
  none('h14b-082', 'My OT says I need a through floor lift and a wet room downstairs, do you do that sort of thing?', [BUILDER]),
  none('h14b-083', 'Is there any way the wall between the hall and the lounge could come out so I can get my wheelchair through easier? Its brick, with a bedroom above', [STRUCTURAL]),
  none('h14b-084', 'fuse box tripping constantly', [ELECTRICIAN]),
  none('h14b-085', 'crackling noise from the light switch in the hall and a hot plasticky smell when its on', [ELECTRICIAN]),
  none('h14b-086', 'Bought our first house and the lounge ceiling has swirly textured stuff on it, cracked and flaking in places. 1970s house. We want it all scraped off and made smooth', [ASBESTOS]),
  none('h14b-087', 'slipped roof tiles two storey', [ROOFER]),
  none('h14b-088', 'the lights go dim and buzz when the kettle goes on and the clock on the microwave keeps resetting itself', [ELECTRICIAN]),
  none('h14b-089', 'After my MS got worse I cant manage stairs. Looking for someone to build a single storey extension on the back for a downstairs bedroom and accessible bathroom', [BUILDER]),
  none('h14b-090', 'the ceiling in the back bedroom bulges down like a pillow in the middle and the paper on it is starting to tear', [STRUCTURAL]),
  none('h14b-091', 'gas fire service', [GAS]),
  none('h14b-092', 'the needle on the boiler dial is in the red bit and water keeps dripping from a little pipe sticking out the outside wall', [GAS]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h14b-093', 'a shelf up in the kitchen please, and the boiler makes a noise like a jet engine when it fires up, is that ok??', ['MOUNTING'], [0.5, 1.5], [GAS]),
  job('h14b-094', 'first house 🙈 want the lounge painted (medium size, walls and ceiling) and the electrics looked at because one of the sockets has brown scorch marks and smells hot', ['PAINTING'], [5, 10], [ELECTRICIAN]),
  job('h14b-095', 'grab rail beside the bath please, and my OT says I need a plug socket at waist height for my riser chair, they are all down at the skirting', ['MOUNTING'], [0.5, 1.5], [ELECTRICIAN]),
  job('h14b-096', 'after the storm one fence panel has flopped over flat AND theres roof tiles sitting in the gutter, house is 2 storey', ['EXTERIOR'], [0.5, 2], [ROOFER]),
  job('h14b-097', 'tv bracket fitting, artex ceiling removal 1970s house', ['MOUNTING'], [1, 3], [ASBESTOS]),
  job('h14b-098', 'the bedroom door scrapes the frame and sticks, and theres a diagonal crack above it thats getting wider, you can fit a coin in it now', ['CARPENTRY'], [0.5, 2], [STRUCTURAL]),
  job('h14b-099', 'grab rail by the toilet, and we want the bath ripped out and a level access shower put in for my dad, the whole bathroom basically', ['MOUNTING'], [0.5, 1.5], [BUILDER]),
  job('h14b-100', 'radiators bleeding, boiler service', ['PLUMBING'], [0.5, 1.5], [GAS]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h14b-101', 'the fridge hums really loud and rattles like its going to take off, Hotpoint, 4 years old', [OUT]),
  none('h14b-102', 'carpet cleaning 3 bedrooms', [OUT]),
  none('h14b-103', 'wasp nest under shed', [OUT]),
  none('h14b-104', 'the tumble dryer thumps and squeals like a pig when its going round', [OUT]),
  none('h14b-105', 'mobility scooter flat tyre', [OUT]),
  none('h14b-106', 'the front wheel on my wheelchair wobbles and squeaks, do you tighten those up?', [OUT]),
  none('h14b-107', 'First time buyer, can you recommend a good conveyancing solicitor? Ours isnt answering and Im panicking', [OUT]),
  none('h14b-108', 'do you do homebuyer surveys before we exchange? nervous about the place', [OUT]),
  none('h14b-109', 'laptop fan whirring like a jet, do you look at computers', [OUT]),
  none('h14b-110', 'window cleaning terraced house', [OUT]),
  none('h14b-111', 'can you help move our stuff into the new house on Saturday? We have a sofa, a bed and about 30 boxes, no van', [OUT]),
  none('h14b-112', 'I need someone to help me get in and out of the shower in the mornings since my stroke', [OUT]),
  none('h14b-113', 'car makes a grinding noise when I brake', [OUT]),
  none('h14b-114', 'oven door glass has a crack right across, its a Neff and still under warranty', [OUT]),
  none('h14b-115', 'scratching and scurrying under the decking at night, think its rats 😨', [OUT]),
  none('h14b-116', 'piano tuning near me', [OUT]),
  none('h14b-117', 'dog nail trimming mobile', [OUT]),
  none('h14b-118', 'my hearing aid keeps whistling, is that something you fix', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h14b-119', 'handyman near me', [MORE]),
  none('h14b-120', 'odd jobs quote', [MORE]),
  none('h14b-121', 'first house, no idea what needs doing, could someone come round and tell us?', [MORE]),
  none('h14b-122', 'something is rattling somewhere upstairs at night, cant work out where', [MORE]),
  none('h14b-123', 'theres a weird noise', [MORE]),
  none('h14b-124', 'disabled adaptations home quote', [MORE]),
  none('h14b-125', 'Hi, Ive just broken my arm and theres a few things around the house I cant do now. Are you able to help?', [MORE]),
  none('h14b-126', 'handyman hourly rate', [MORE]),
  none('h14b-127', 'the thing in the kitchen is doing it again', [MORE]),
  none('h14b-128', 'are you insured? first time ever hiring someone and im nervous', [MORE]),
  none('h14b-129', 'making my home easier to get around after an accident, what do you offer?', [MORE]),
  none('h14b-130', 'something feels off with the house since we moved in, everything creaks and its draughty', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h14b-131', 'water gushing from ceiling', ['PLUMBING'], [0.5, 2.5], [EMERGENCY]),
  job('h14b-132', 'locked out, my key snapped in the front door lock and Im sat outside in my wheelchair in the rain', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  job('h14b-133', 'loud hissing roar from under the kitchen sink and water spraying everywhere, I cant bend down to turn anything off with my bad back PLEASE', ['PLUMBING'], [0.5, 2], [EMERGENCY]),
  none('h14b-134', 'no heating and its freezin out, my mum is 91 and staying with me, the boiler just clicks and nothing happens', [GAS, EMERGENCY]),
  job('h14b-135', 'toilet overflowing and wont stop, water all over the bathroom floor and dripping through the kitchen ceiling underneath', ['PLUMBING'], [0.5, 2], [EMERGENCY]),
];

/** The fourteenth held-out batch, half B: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_14B_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
