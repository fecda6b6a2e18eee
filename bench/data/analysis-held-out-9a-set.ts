import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The NINTH held-out batch, half A: new descriptions written by a different author from the
// earlier batches, before the engine was tuned on batch 8, and committed on their own. Never
// tuned on, never trained on. The voice is social-housing and council tenants describing repairs
// in their own words (often unsure what is theirs to fix and what the landlord's), people with
// disabilities or long-term conditions saying what they need adapted (lever taps, grab rails,
// lower shelves and mirrors, door widths, ramps), and garden-boundary jobs where the handyman and
// the gardener overlap (sheds, gates, fence posts, raised beds, paving, hedges). Same conventions
// as the earlier batches (bench/data/analysis-eval-set.ts): not handyman work at all is
// out_of_scope with no task; a message that also names handyman work prices it with no
// out_of_scope flag; referrals are expected from everyday words; vague text expects no task and
// needs_more_detail; large_job above 16 hours; emergencies as in batch 4. Hours ranges follow
// docs/product/analysis-calibration.md.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h9a-001', 'Hiya im a council tenant, the tap in my bathroom sink wont stop dripping. Rang the repairs line and they said 6 week wait 🙄 is a washer something i can just pay someone to do?', ['PLUMBING'], [0.5, 1.5]),
  job('h9a-002', 'housing association flat. the cupbord door under the sink has fell off, the screws just come out the wood. not sure if thats mine to fix or theirs tbh', ['CARPENTRY'], [0.5, 1]),
  job('h9a-003', 'My toilet keeps running after I flush, water just trickles into the bowl all day long. Its a housing association house but they told me the bits inside the cistern are tenant responsibility??', ['PLUMBING'], [0.5, 1.5]),
  job('h9a-004', 'I have MS and my hands are very weak now. Could you swap the two bathroom basin taps for the lever type? Hot and cold, I have got them off Amazon already', ['PLUMBING'], [1, 3.5]),
  job('h9a-005', 'Im in a wheelchair and the mirror in my bathroom is too high, I can only see the top of my head 😅 could it be moved down about 40cm', ['MOUNTING'], [0.5, 1.5]),
  job('h9a-006', 'need a grab rail put up inside the shower please, had a hip op in the summer and theres nothing to hold on to when I step out. Its a tiled wall', ['MOUNTING'], [0.5, 1.5]),
  job('h9a-007', 'Could you lower the hanging rail in my built in wardrobe? I use a wheelchair and cant reach it, have to ask my neighbour to get my coat down', ['CARPENTRY'], [0.5, 1.5]),
  job('h9a-008', 'Back gate has dropped and I have to lift it up to open it, which is hard with my walking stick. Wooden gate, the hinges look ok but the whole thing sags', ['EXTERIOR'], [0.5, 2]),
  job('h9a-009', 'a fence post has snapped off at the bottom and the 2 panels either side are leaning into next doors garden. wooden post, rotten at ground level', ['EXTERIOR'], [1, 3.5]),
  job('h9a-010', 'Shed door wont shut anymore, either its swollen or its dropped I dont know which, and the bolt doesnt line up', ['EXTERIOR'], [0.5, 1.5]),
  job('h9a-011', 'hedge at the front of my bungalow has got away from me, its privet, about waist high and 10 metres long along the pavement. I cant do it anymore with my back', ['GARDENING'], [1, 3]),
  job('h9a-012', 'Can you fix a few loose paving slabs on my front path? They rock when you step on them and im frightened of tripping, theres 4 of them', ['EXTERIOR'], [1, 3]),
  job('h9a-013', 'I got a raised bed kit from Wickes (the wooden slot together one, 1.8m x 0.9m) but I cant kneel to put it together. Could someone build it and tip the compost bags in?', ['ASSEMBLY'], [1, 3]),
  job('h9a-014', 'the bathroom light is the pull string one and its stuck ON, pulling does nothing now. rented from the council, is that my job or theirs? either way can u fix it', ['ELECTRICAL'], [0.5, 1]),
  job('h9a-015', 'my bedroom door drags on the new carpet the council fitted, can the bottom be shaved off a bit?', ['CARPENTRY'], [0.5, 1.5]),
  job('h9a-016', 'Extractor fan in my bathroom makes a horrible grinding noise. Housing association says its a "rechargeable repair" whatever that means, so I am getting my own quote', ['ELECTRICAL'], [0.5, 1.5]),
  job('h9a-017', 'Hi I need a curtain pole putting up in the living room, just moved into a new council flat and theres nothing up at all, window is about 2m', ['MOUNTING'], [0.5, 1.5]),
  job('h9a-018', 'can u build a bed frame? single, from Argos, for my lad. i have fibromyalgia and the allen key is not happening lol', ['ASSEMBLY'], [1, 2.5]),
  job('h9a-019', 'My carer says I need a second banister on the stairs because I can only really use my right hand now. Stairs are straight, wall is on the left going up', ['CARPENTRY'], [1.5, 3.5]),
  job('h9a-020', 'Could my microwave be put on a shelf at worktop height? Its on a wall bracket above the cooker and since my stroke I cant lift things down from up there', ['MOUNTING'], [0.5, 1.5]),
  job('h9a-021', 'i need a rail outside my front door, there are 3 steps and nothing to hold. got COPD and the steps take it out of me. brick wall on one side', ['MOUNTING'], [0.5, 1.5]),
  job('h9a-022', 'Toilet seat is wobbly and as I am partially sighted I would like one of the coloured ones fitted, bright blue, so I can see it against the white. Bought it from the Complete Care Shop', ['PLUMBING'], [0.5, 1]),
  job('h9a-023', 'Can you put a spy hole in my front door? I live alone and dont like opening it when I dont know whos there. Its a wooden door', ['CARPENTRY'], [0.5, 1]),
  job('h9a-024', 'the silicon round my bath is black and peeling away, council wont do it, they say its cosmetic 🙄', ['TILING'], [0.5, 1.5]),
  job('h9a-025', 'kitchen lino has a rip in front of the sink and its curling up at the edge, im on a zimmer and the little wheels keep catching on it', ['FLOORING'], [0.5, 2]),
  job('h9a-026', 'Radiator in the bedroom is cold at the top and makes gurgly noises. Housing assoc flat, I dont have the key thing to let the air out', ['PLUMBING'], [0.5, 1]),
  job('h9a-027', 'hi there, the latch is bust on my side gate so it wont stay shut and the dog gets out. Just want a new latch, a simple one. Do you do little jobs like that?', ['EXTERIOR'], [0.5, 1]),
  job('h9a-028', 'Could someone cut down my conifer hedge please, its about 3m tall now and blocking all the light to my kitchen, I want it taken down to about 6ft. Its roughly 8m along the back fence', ['GARDENING'], [3, 8]),
  job('h9a-029', 'Shed roof leaking, the felt is torn and flapping about in the wind. Its an 8x6 pent shed. I can get the felt from B&Q if you tell me how much', ['EXTERIOR'], [1.5, 4]),
  job('h9a-030', 'want the old shed at the bottom of the garden taken down and got rid of, its falling apart anyway, about 6x4, wooden', ['GENERAL'], [1.5, 4]),
  job('h9a-031', 'Can you lay some slabs to make a path from my back door to the washing line? About 6 metres long, so I can get there in my wheelchair without going over the grass', ['EXTERIOR'], [5, 14]),
  job('h9a-032', 'weeds growing up thru the block paving on my drive, I cant bend down to pull them out anymore. can u clear them', ['GARDENING'], [1, 3]),
  job('h9a-033', 'Trellis on top of my fence has blown off and is lying in the flowerbed, the clematis is still attached to it 🙈 can it go back up', ['EXTERIOR'], [0.5, 1.5]),
  job('h9a-034', 'i want my raised beds made higher so i can garden sitting down. they are sleepers 2 high, want 2 more layers on each. 2 beds, about 2m x 1m', ['EXTERIOR'], [2, 6]),
  job('h9a-035', 'Could the front door threshold be sorted? The metal strip sticks up about 2cm and my wheelchair wheels get stuck on it every single time', ['CARPENTRY'], [0.5, 2]),
  job('h9a-036', 'Garden bench from Argos needs putting together, I am 84 and the instructions are beyond me. Its in the box in the hall', ['ASSEMBLY'], [0.5, 2]),
  job('h9a-037', 'bath taps are really stiff and with my arthritis I cant turn them. can you put those lever tops on them? think you can get converter things', ['PLUMBING'], [0.5, 1.5]),
  job('h9a-038', 'outside tap drips all the time and leaves a puddle on the path that freezes in winter, I slipped on it last year', ['PLUMBING'], [0.5, 1.5]),
  job('h9a-039', 'The council put a new kitchen in last year and already one of the drawers has come apart, the front has come off the box bit', ['CARPENTRY'], [0.5, 1]),
  job('h9a-040', 'Smoke alarm in my flat keeps beeping every few minutes. Its high up on the ceiling and I am not allowed to climb ladders with my epilepsy', ['ELECTRICAL'], [0.5, 1]),
  job('h9a-041', 'do you put up those little boxes with a code on that hold a key? for the carers, so I dont have to get up to let them in', ['MOUNTING'], [0.5, 1.5]),
  job('h9a-042', 'Please can you mow my lawn, its a small front and a small back. The council used to do it for over 65s but they stopped', ['GARDENING'], [1, 3]),
  job('h9a-043', 'the board along the bottom of my fence has rotted through and theres a gap under it now, the rabbit keeps escaping to next door 🐇', ['EXTERIOR'], [0.5, 2]),
  job('h9a-044', 'My wardrobe is one of the built in ones with mirror sliding doors and one door has come off the track at the bottom, the little wheel has come out', ['CARPENTRY'], [0.5, 1.5]),
  job('h9a-045', 'wall by my bed has big holes where the last tenant had a tv bracket, I want them filled and made smooth, dont need painting', ['PLASTERING'], [0.5, 2]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h9a-046', 'Council tenant. I know some repairs are down to me: the toilet seat is broken, the kitchen roller blind has snapped, and theres a hole in my bedroom door where my ex punched it 😔 can you do all 3?', ['PLUMBING', 'MOUNTING', 'CARPENTRY'], [1.5, 4]),
  job('h9a-047', 'I have Parkinsons and the OT report says: grab rail beside the toilet, lever taps on the basin, and the closer on the bedroom door taken off. I have bought the rail and the taps', ['MOUNTING', 'PLUMBING', 'CARPENTRY'], [2, 5]),
  job('h9a-048', 'Garden jobs please: hedge down the side needs trimming (about 6m), the gate needs a new latch, and 2 fence panels want replacing, posts are concrete so should be ok', ['GARDENING', 'EXTERIOR', 'EXTERIOR'], [3, 7]),
  job('h9a-049', 'can you fix the felt on my shed roof and then paint the shed? its a 6x4 and both are in a right state', ['EXTERIOR', 'PAINTING'], [3, 7]),
  job('h9a-050', 'Need a chain put on my front door and the closer at the top adjusting, it slams so hard it shakes the whole flat 🙉', ['CARPENTRY', 'CARPENTRY'], [0.5, 2]),
  job('h9a-051', 'Moving into a ground floor adapted flat next week. I want my Ikea bed built (Malm double), 2 shelves put up low down for my meds and books, and the curtain pole moved lower so I can reach the curtains from my chair', ['ASSEMBLY', 'MOUNTING', 'MOUNTING'], [3, 6.5]),
  job('h9a-052', 'two raised beds to build out of sleepers, and the slabs next to them need lifting and putting back down flat, 5 or 6 slabs', ['EXTERIOR', 'EXTERIOR'], [4, 10]),
  job('h9a-053', 'hi im in a housing association house, the bath tap drips, the sealant round the bath is mouldy and the bathroom door doesnt shut. they say these are all "tenant repairs" can u help', ['PLUMBING', 'TILING', 'CARPENTRY'], [1.5, 4]),
  job('h9a-054', 'Cut the grass and do the edges, and the wooden arch over the path is leaning badly, I think one of its legs has rotted', ['GARDENING', 'EXTERIOR'], [2, 5]),
  job('h9a-055', 'My carer made a list: toilet roll holder fell off the wall, the rail in the wardrobe has come down, and the smoke alarm keeps chirping', ['MOUNTING', 'CARPENTRY', 'ELECTRICAL'], [1.5, 3.5]),
  job('h9a-056', 'a rail up by the back door please, and the hedge along the path cut back so my chair can get past, it scratches my arms every time', ['MOUNTING', 'GARDENING'], [1.5, 4]),
  job('h9a-057', 'flatpack shed (Forest 7x5 overlap) to put together on the base thats already down, and treat it once its up. im 79 so no chance of doing it myself', ['ASSEMBLY', 'PAINTING'], [4, 9]),
  job('h9a-058', 'pls can u do: bleed the rads, reseal along the back of the kitchen sink, sort the wobbly banister at the top of the stairs. rented off the council 10 yrs and they never do nothing', ['PLUMBING', 'TILING', 'CARPENTRY'], [1.5, 4.5]),
  job('h9a-059', 'Need the old trellis taken off the top of my fence and new put up, and paint the fence while its off, about 5 panels', ['EXTERIOR', 'PAINTING'], [3, 8]),
  job('h9a-060', 'hello my english not so good. in my flat: door of bathroom not close, tap in kitchen water drop all time, and one light in ceiling not work, i change bulb already', ['CARPENTRY', 'PLUMBING', 'ELECTRICAL'], [1.5, 4]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h9a-061', 'Grab rails, 3 of them: one by the bath, one by the toilet and one in the shower. The occupational therapist has marked where with pencil', ['MOUNTING'], [1.5, 3.5]),
  job('h9a-062', 'All the kitchen cupboard knobs, 14 of them, swapped for long D handles I can hook my fingers through. I have rheumatoid arthritis. Handles bought from Screwfix', ['CARPENTRY'], [1, 3]),
  job('h9a-063', '8 fence panels down the side of my garden, old waney lap ones falling to bits, posts are wooden and I think 2 of those are rotten too', ['EXTERIOR'], [6, 14]),
  job('h9a-064', 'paint my fence please, its 12 panels on my side, I have 3 tins of Ronseal Fence Life in harvest gold', ['PAINTING'], [3, 8]),
  job('h9a-065', 'I want 4 raised beds built, each 2.4m x 1.2m out of scaffold boards, waist high so I dont have to bend', ['EXTERIOR'], [8, 16]),
  job('h9a-066', 'a little paved area 2m x 2m at the end of the garden for my bench, its grass at the moment, slabs from Wickes', ['EXTERIOR'], [4, 10]),
  job('h9a-067', 'Two bedrooms in my council flat need painting, walls and ceilings, both average size. Paint is from the council decorating voucher', ['PAINTING'], [9, 20]),
  job('h9a-068', '3 shelves in the alcove and 2 in the kitchen, all at low height for my wheelchair please', ['MOUNTING'], [2, 5]),
  job('h9a-069', 'Trim the hedges round my whole garden, about 30 metres altogether, a mix of privet and laurel, 5 to 6 foot high', ['GARDENING'], [4, 10]),
  job('h9a-070', 'New lino in my kitchen and bathroom, kitchen is 3m x 2.5m and the bathroom 2m x 1.7m, vinyl bought', ['FLOORING'], [3, 8]),
  job('h9a-071', 'About 10 paving slabs on my path need taking up and relaying, theyve sunk and tilt and I use a walker', ['EXTERIOR'], [3, 8]),
  job('h9a-072', 'we are council tenants moving out of a 4 bed house and every room has to be painted back to white walls or we lose money 😩', ['PAINTING'], [18, 45], [LARGE]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h9a-073', 'my boiler keeps cutting out and i have to press the reset button about 5 times a day. its a council boiler but they take forever', [GAS]),
  none('h9a-074', 'Can you move my gas cooker along the wall? I want it out of the corner so I can get at it from my wheelchair', [GAS]),
  none('h9a-075', 'Gas fire in the front room hasnt been checked for years, my daughter says it needs looking at before I put it on this winter', [GAS]),
  none('h9a-076', 'hot water goes cold half way through my shower every time and the combi makes a clicking noise', [GAS]),
  none('h9a-077', 'Can you put a plug socket in my shed? I need to charge my mobility scooter in there, there is no electric in it at the moment', [ELECTRICIAN]),
  none('h9a-078', 'the fuse box in my flat is the old kind with the white fuses and wire in them, my son says it wants replacing', [ELECTRICIAN]),
  none('h9a-079', 'light switches in my new flat are really high and I cant reach them from my wheelchair, can they be put lower down the wall?', [ELECTRICIAN]),
  none('h9a-080', 'every time I use the hoover the electric goes off in the whole of downstairs', [ELECTRICIAN]),
  none('h9a-081', 'need a cable run down to the bottom of the garden for some lights and a little pump for the pond', [ELECTRICIAN]),
  none('h9a-082', 'the doorway to my bedroom is too narrow for my new wheelchair, how much to make it wider? its a brick wall i think', [STRUCTURAL]),
  none('h9a-083', 'Theres a big crack down my front garden wall and its leaning out towards the pavement now, about 5 foot high, brick', [STRUCTURAL]),
  none('h9a-084', 'The ceiling in my back bedroom is bulging down in the middle with a crack across it. Housing association still havent come out', [STRUCTURAL]),
  none('h9a-085', 'Gap opening up where my kitchen extension joins the house, you can see daylight in the top corner now', [STRUCTURAL]),
  none('h9a-086', 'My garage roof is the wavy grey sheets, its cracked and I want it taken off. Garage was built in the 60s', [ASBESTOS]),
  none('h9a-087', 'The old shed has a roof of those corrugated cement sheets. I want it down but my neighbour says dont touch that roof', [ASBESTOS]),
  none('h9a-088', 'Tiles along the very top of my roof are loose and one fell off into the garden, nearly hit the dog', [ROOFER]),
  none('h9a-089', 'water comes in round the chimney in the top bedroom whenever it rains hard', [ROOFER]),
  none('h9a-090', 'Can you build a proper concrete ramp up to my front door with rails both sides? There are 4 steps and I am getting a powered chair', [BUILDER]),
  none('h9a-091', 'I want my downstairs back room turned into a bedroom with its own shower room as I cant manage the stairs anymore', [BUILDER]),
  none('h9a-092', 'would you knock down the old brick outhouse and build a porch on the front instead?', [BUILDER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h9a-093', 'Grab rail by the toilet please, and while your here my boiler pressure needle keeps dropping right down', ['MOUNTING'], [0.5, 1.5], [GAS]),
  job('h9a-094', 'Can you replace 2 fence panels, and the outside light by the back door has stopped working and the cable is hanging out of the wall', ['EXTERIOR'], [1.5, 4], [ELECTRICIAN]),
  job('h9a-095', 'put a shelf up low down in the kitchen for me, and I want a socket moved down to worktop height so I can plug the kettle in from my chair', ['MOUNTING'], [0.5, 1.5], [ELECTRICIAN]),
  job('h9a-096', 'Front hedge needs cutting, and theres a slate slid down off the roof sitting in the gutter', ['GARDENING'], [1, 3], [ROOFER]),
  job('h9a-097', 'paint my living room please, and can you look at the crack above the door, its got a lot wider this year and the door sticks now', ['PAINTING'], [4, 10], [STRUCTURAL]),
  job('h9a-098', 'take down the old wooden shed (8x6) and take it to the tip, and the garage next to it has a grey corrugated roof thats broken, can that go as well?', ['GENERAL'], [2, 5], [ASBESTOS]),
  job('h9a-099', 'fix my dripping kitchen tap, and the gas cooker clicks when I turn it but nothing lights', ['PLUMBING'], [0.5, 1.5], [GAS]),
  job('h9a-100', 'build my new wardrobe (Argos double), and could you price up turning the bathroom into a walk in shower room for my mum who lives with me', ['ASSEMBLY'], [1.5, 4], [BUILDER]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h9a-101', 'Can someone help with my housing benefit form, the council keep sending it back to me', [OUT]),
  none('h9a-102', 'my wheelchair has a flat tyre, back left one. do you do those?', [OUT]),
  none('h9a-103', 'foxes keep coming in the garden and leaving mess everywhere 🦊 how do I get rid of them', [OUT]),
  none('h9a-104', 'Looking for a carer to help me shower in the mornings, 3 days a week', [OUT]),
  none('h9a-105', 'my neighbour has moved his fence a foot onto my garden, who do I talk to about the boundary? he wont listen', [OUT]),
  none('h9a-106', 'Lift in our block is broken again, im on the 7th floor with a walker, who fixes it', [OUT]),
  none('h9a-107', 'Could you take me to my hospital appointment on Thursday, I cant drive anymore', [OUT]),
  none('h9a-108', 'Bedbugs in my mattress 😫 council pest control is booked up for weeks', [OUT]),
  none('h9a-109', 'my hearing aid has gone funny, whistling all the time', [OUT]),
  none('h9a-110', 'Tumble dryer has stopped heating, its a Beko I got on the weekly payments', [OUT]),
  none('h9a-111', 'need a hair cut at home as I dont get out much anymore, do you know anyone', [OUT]),
  none('h9a-112', 'bin men missed my bin again, 3rd week running, who do i ring', [OUT]),
  none('h9a-113', 'do you pick up dog poo from back gardens? weekly', [OUT]),
  none('h9a-114', 'can u help me bid for a council bungalow on the website, i cant work it', [OUT]),
  none('h9a-115', 'Need my wheelie bins cleaned out, they stink in this heat', [OUT]),
  none('h9a-116', 'got a chip in my car windscreen from a stone on the motorway', [OUT]),
  none('h9a-117', 'Does anyone do ironing? I cant stand for long', [OUT]),
  none('h9a-118', 'need someone to help me with my food shopping once a week', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h9a-119', 'im a council tenant, how do i know which repairs are mine and which are theirs?', [MORE]),
  none('h9a-120', 'Do you accept payment from the council for adaptations?', [MORE]),
  none('h9a-121', 'Hi, I have an OT assessment coming up and they said I might need some things done, do you do that kind of work?', [MORE]),
  none('h9a-122', 'garden needs sorting', [MORE]),
  none('h9a-123', 'bits and bobs in the garden and a couple of things inside', [MORE]),
  none('h9a-124', 'are your men DBS checked? I am disabled and live on my own', [MORE]),
  none('h9a-125', 'can u do a job for me thursday', [MORE]),
  none('h9a-126', 'the thing has broke again same as last time', [MORE]),
  none('h9a-127', 'My housing officer gave me your number', [MORE]),
  none('h9a-128', 'Do you take cash?', [MORE]),
  none('h9a-129', 'need help 🙏', [MORE]),
  none('h9a-130', 'How far do you travel? Im out near Skelmersdale', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  none('h9a-131', 'Really strong smell of gas in my kitchen and the cooker is off', [GAS, EMERGENCY]),
  job('h9a-132', 'pipe under my bath has burst, water is going through to the flat downstairs and I cant turn the stop tap with my hands', ['PLUMBING'], [1, 3], [EMERGENCY]),
  job('h9a-133', 'Locked out and my medication is inside, I need it by 6pm', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  none('h9a-134', 'no heating or hot water, boiler is completely dead, I am disabled and its freezing, council out of hours not answering', [GAS, EMERGENCY]),
  job('h9a-135', 'toilet overflowing and wont stop, water all over the bathroom floor, I am in a wheelchair and cant reach the tap behind it', ['PLUMBING'], [0.5, 2], [EMERGENCY]),
];

/** The ninth held-out batch, half A: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_9A_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
