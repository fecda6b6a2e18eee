import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The THIRTEENTH held-out batch, half A (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md,
// docs/decisions/0021-learned-text-reader.md): new descriptions written by a different author from
// the earlier batches, before the engine was tuned on batch 12, labelled by hand from the
// calibration table (docs/product/analysis-calibration.md) without running the engine on them,
// and committed on their own. Never tuned on, never trained on. Half A is written as two kinds of
// phone message. First, messages dictated by voice and sent without correction: run-on sentences
// with no punctuation, spoken punctuation left in as words ("full stop", "question mark"), a
// trailing "Sent from my iPhone", and homophones the phone picked ("leek" for leak, "to" and
// "too" for two, "fore" for four, "whole" for hole, "draw" for drawer, "certain rail" for curtain
// rail, "stares" for stairs, "floor bored", "sealing" for ceiling, "here" for hear, "lose" for
// loose, "done elm" for Dunelm, "wicks" for Wickes). Second, terse texts from busy working
// parents and shift workers in West Yorkshire (Leeds, Bradford, Wakefield, Halifax, Huddersfield,
// Dewsbury, Keighley, ...): abbreviations, postcodes and town names, the hours they are in or on
// shift ("on nights", "on earlies", "in after 6"), "asap pls", "owt", "nowt", "ta". Same
// conventions as the earlier batches: not handyman work at all is out_of_scope with no task; a
// message that also names handyman work prices it with no out_of_scope flag; referrals are
// expected from everyday words; vague text expects no task and needs_more_detail; large_job
// above 16 hours; emergencies as in batch 4.
// Labelling choices for this voice: a stair gate, coat hooks and blinds are MOUNTING; a squeaky
// floorboard is FLOORING; resealing a bath, shower or sink is TILING; a drawer off its runners, a
// loose internal door handle and kitchen cupboard handles are CARPENTRY; bleeding radiators is
// PLUMBING; a landlord's gas safety certificate and a boiler service are Gas Safe referrals; a
// door frame split in a break-in so the door will not stay shut is an emergency.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h13a-001', 'there\'s a leek under the kitchen sink coming from the pipe at the back its only a drip but the bottom of the cupboard is going soft can somebody come and look at it this week', ['PLUMBING'], [0.5, 2]),
  job('h13a-002', 'could you hang to pictures in the front room there quite big ones in frames I\'ve got the hooks already', ['MOUNTING'], [0.5, 1.5]),
  job('h13a-003', 'bath tap dripping non stop. on nights so in most days after 11. asap pls', ['PLUMBING'], [0.5, 1.5]),
  job('h13a-004', 'hi I need a certain rail putting up in my daughters bedroom its just a normal window the old one fell down when she pulled the curtains to hard', ['MOUNTING'], [0.5, 1.5]),
  job('h13a-005', 'kids have pulled the towel rail off the bathroom wall 🙄 plugs still in the tiles. Huddersfield. free weds/thurs', ['MOUNTING'], [0.5, 1.5]),
  job('h13a-006', 'the toilet won\'t stop filling up it just keeps running and running into the bowl all night you can here it hissing from the bedroom', ['PLUMBING'], [0.5, 1.5]),
  job('h13a-007', 'front door lock v stiff, key barely turns. upvc door. work 7-7 so sat am best', ['LOCKSMITH'], [0.5, 1.5]),
  job('h13a-008', 'hiya there\'s a whole in the living room wall where the telly bracket got ripped out its about the size of my fist can you fill it so I can paint over it myself', ['PLASTERING'], [0.5, 2]),
  job('h13a-009', 'need a flatpack bed built, double, from argos. 3 kids + i work shifts, no chance of doing it myself lol', ['ASSEMBLY'], [1, 2.5]),
  job('h13a-010', 'the draw in the kitchen has come off its runners and it won\'t go back in I think one of the plastic bits has snapped off', ['CARPENTRY'], [0.5, 1.5]),
  job('h13a-011', 'shower hose leaking at the join, new one from screwfix. Wakefield. after 3.30 (school pick up)', ['PLUMBING'], [0.5, 1]),
  job('h13a-012', 'can you put a shelf up in the alcove in the dining room for my records there quite heavy so it needs to be a strong one', ['MOUNTING'], [0.5, 1.5]),
  job('h13a-013', 'back gate wont latch, blows open every night n bangs. Dewsbury', ['EXTERIOR'], [0.5, 1.5]),
  job('h13a-014', 'my bath sealant has gone all mouldy and black and its coming away at the corner where the shower is can you do it again new', ['TILING'], [0.5, 1.5]),
  job('h13a-015', 'telly on wall pls, 50 inch, bracket bought. plasterboard wall. Pudsey. off tues', ['MOUNTING'], [1, 3]),
  job('h13a-016', 'the bedroom door won\'t shut properly it catches on the frame at the top you have to really slam it and it wakes the baby up every time', ['CARPENTRY'], [0.5, 2]),
  job('h13a-017', 'kitchen sink blocked again, plunger not doing owt. 2 under 5s, need it sorted asap pls', ['PLUMBING'], [0.5, 1.5]),
  job('h13a-018', 'can you come and put the blinds up in the kitchen and the bathroom I bought them from done elm there just the roller ones', ['MOUNTING'], [0.5, 2]),
  job('h13a-019', 'hall radiator cold at top, no key to bleed it. in after 6', ['PLUMBING'], [0.5, 1]),
  job('h13a-020', 'I\'ve got a wardrobe from IKEA still in the boxes its the pax one with too doors can somebody build it for me I\'m on my own with the kids and I just can\'t face it', ['ASSEMBLY'], [2, 5]),
  job('h13a-021', 'loft hatch wont sit flat, cold draught coming down onto landing. Brighouse', ['CARPENTRY'], [0.5, 1.5]),
  job('h13a-022', 'the grout in the shower is all cracked and falling out from in between the tiles and its going black can you re do it', ['TILING'], [1, 3]),
  job('h13a-023', 'outside tap dripping constant, washer gone i think. Keighley', ['PLUMBING'], [0.5, 1.5]),
  job('h13a-024', 'could you fit a stair gate at the top of the stares my son has just started climbing and I\'m terrified he\'ll fall down them', ['MOUNTING'], [0.5, 1.5]),
  job('h13a-025', 'lounge ceiling needs painting, yellow nicotine stains from last tenant. landlord paying. Bradford', ['PAINTING'], [1.5, 4]),
  job('h13a-026', 'the handle on the bathroom door has gone all floppy and just hangs down so you can\'t open it from the landing side', ['CARPENTRY'], [0.5, 1]),
  job('h13a-027', 'fence panel blown down, posts ok, got new panel from wickes. Castleford', ['EXTERIOR'], [1, 2]),
  job('h13a-028', 'there\'s a squeaky floor bored on the landing right outside the kids room and every time I come in off nights it wakes them all up can you fix it', ['FLOORING'], [0.5, 2]),
  job('h13a-029', 'mirror needs hanging in hall, heavy one. tues or weds after 2', ['MOUNTING'], [0.5, 1.5]),
  job('h13a-030', 'my kitchen tap is wobbly at the bottom and its leaking round where it goes into the sink I bought a new one from B and Q can you swap it over', ['PLUMBING'], [1, 2.5]),
  job('h13a-031', 'gutter at back overflows every time it rains, bungalow. Ossett', ['EXTERIOR'], [0.5, 2]),
  job('h13a-032', 'the extractor fan in the bathroom has stopped working altogether I\'ve got a new one the same size could you fit it for me', ['ELECTRICAL'], [0.5, 1.5]),
  job('h13a-033', 'toilet seat snapped, new one bought. 10 min job prob but i\'m useless 😂', ['PLUMBING'], [0.5, 1]),
  job('h13a-034', 'the kitchen cupboard door has dropped on one side and its hitting the one next to it I think the hinge is lose', ['CARPENTRY'], [0.5, 1]),
  job('h13a-035', 'need the front hedge cutting, about waist height. on earlies all wk so any time after 3', ['GARDENING'], [1, 3]),
  job('h13a-036', 'can you fit a new letterbox on my front door the old ones snapped and the flaps missing and the wind whistles straight through the hall', ['CARPENTRY'], [0.5, 1.5]),
  job('h13a-037', 'washing machine needs plumbing in, just moved in, pipes are already there. Morley', ['PLUMBING'], [0.5, 1.5]),
  job('h13a-038', 'I need the lock changing on my front door because my ex has still got a key and I don\'t want him coming in full stop its a wooden door with a Yale', ['LOCKSMITH'], [0.5, 1.5]),
  job('h13a-039', 'bathroom cabinet come off wall, needs putting back up, tiled wall. Halifax. ta', ['MOUNTING'], [0.5, 1.5]),
  job('h13a-040', 'the paint is peeling off the bathroom ceiling in big flakes because of all the steam can somebody scrape it off and paint it with the proper bathroom paint', ['PAINTING'], [1.5, 4]),
  job('h13a-041', 'shed door hanging off, hinge screws pulled out of the wood. can do sun', ['EXTERIOR'], [0.5, 1.5]),
  job('h13a-042', 'could you put up a row of coat hooks by the front door for the kids coats and school bags I\'ve got the hook rail from Dunelm', ['MOUNTING'], [0.5, 1]),
  job('h13a-043', 'skirting board come away from wall in kitchen, about a metre of it. Batley', ['CARPENTRY'], [0.5, 1.5]),
  job('h13a-044', 'can you paint my front door its gone all faded and peely the wood is fine it just needs doing Sent from my iPhone', ['PAINTING'], [1.5, 4]),
  job('h13a-045', 'laminate lifted at the join by kitchen door, toddler keeps tripping on it. Wakefield', ['FLOORING'], [0.5, 2]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h13a-046', 'hi there I\'ve got a few jobs the bathroom light pull cord has snapped off and the toilet roll holder has come off the wall and there\'s a drip from the bath tap could you do them all in one go', ['ELECTRICAL', 'MOUNTING', 'PLUMBING'], [1.5, 3.5]),
  job('h13a-047', 'landlord here, tenant in Bradford reports: kitchen tap dripping, bedroom door sticking, 1 fence panel down (posts fine). can u quote all 3', ['PLUMBING', 'CARPENTRY', 'EXTERIOR'], [2, 5]),
  job('h13a-048', 'could you put the telly on the wall in the living room and then build the tv unit that\'s going underneath it its from IKEA the besta one', ['MOUNTING', 'ASSEMBLY'], [2, 4.5]),
  job('h13a-049', 'need shower resealing + shower curtain rail putting back up. shift worker so mornings best. Leeds LS11', ['TILING', 'MOUNTING'], [1, 2.5]),
  job('h13a-050', 'the kids have drawn all over the hall wall in felt tip so that needs painting and while your here the banister is wobbly at the bottom where it goes into the post', ['PAINTING', 'CARPENTRY'], [2, 6]),
  job('h13a-051', 'moving in sat. need curtain poles up in 3 bedrooms + bed frame built (double, from dreams). Otley', ['MOUNTING', 'ASSEMBLY'], [2.5, 6]),
  job('h13a-052', 'right so the back gate has rotted at the bottom and it drags on the floor when you open it and the lock thing on the shed door has rusted solid and won\'t open at all', ['EXTERIOR', 'EXTERIOR'], [1, 3.5]),
  job('h13a-053', 'bathroom: extractor fan dead (replacement bought), grout manky all round bath. both pls. in from 4', ['ELECTRICAL', 'TILING'], [1.5, 4]),
  job('h13a-054', 'my mum is coming to stay with us so I need the spare room sorting could you build a single bed and a bedside table I got from argos and put a shelf up above the bed full stop and the radiator in there doesn\'t get warm at the top either', ['ASSEMBLY', 'MOUNTING', 'PLUMBING'], [2.5, 5.5]),
  job('h13a-055', 'kitchen: 2 cupboard doors hanging off + sink slow to drain. Halifax, on nights so after 12 noon', ['CARPENTRY', 'PLUMBING'], [1, 3]),
  job('h13a-056', 'could you paint the kitchen ceiling and also put some new tiles up behind the cooker a few of them have cracked with the heat I\'ve got spares', ['PAINTING', 'TILING'], [2.5, 6]),
  job('h13a-057', 'end of tenancy jobs pls: lounge walls repainted (magnolia), wardrobe door refitted (come off its hinges), kitchen sink resealed. Dewsbury', ['PAINTING', 'CARPENTRY', 'TILING'], [4, 10]),
  job('h13a-058', 'hiya I need 4 pictures hanging up the stairs and the downstairs loo door planing because it scrapes on the new lino and the toilet in there rocks when you sit on it', ['MOUNTING', 'CARPENTRY', 'PLUMBING'], [1.5, 4.5]),
  job('h13a-059', 'garden: hedge trim + 2 fence panels replacing (got panels). Wakefield. on 6-2 this wk', ['GARDENING', 'EXTERIOR'], [3, 6.5]),
  job('h13a-060', 'ok so where do I start we moved in last month and the house needs a lot doing the bathroom wants retiling round the bath which is about 4 square meters and the main bedroom and the landing need painting walls and ceilings and all the doors inside are that old orange pine so I\'ve bought seven new white ones from wicks that need hanging and I\'m on twelve hour shifts at the hospital so I\'d need to leave you a key', ['TILING', 'PAINTING', 'CARPENTRY'], [25, 50], [LARGE]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h13a-061', 'could you hang fore pictures and a clock in the lounge I\'ve got all the hooks and everything', ['MOUNTING'], [0.5, 2]),
  job('h13a-062', 'need 3 shelves up in kids bedroom, brackets + boards from B&Q. Bradford BD3', ['MOUNTING'], [1.5, 3.5]),
  job('h13a-063', 'we\'ve got two wardrobes and a chest of draws from IKEA for the boys room the wardrobes are the too door ones could you build them all', ['ASSEMBLY'], [4.5, 9]),
  job('h13a-064', 'fence - 4 panels down after the wind, concrete posts fine, panels from wickes. Huddersfield', ['EXTERIOR'], [3, 7]),
  job('h13a-065', 'how much would it be to tile the kitchen floor its about 3 meters by 2 and a half meters I\'ve already bought the tiles from Topps Tiles', ['TILING'], [5, 10]),
  job('h13a-066', 'laminate for lounge 4m x 4m, bought it + underlay. how much + when. Castleford', ['FLOORING'], [5.5, 11]),
  job('h13a-067', 'I\'m a landlord and I\'ve got a three bed terrace in Keighley that needs painting all the way through before the new tenants go in all the walls and ceilings just white nothing fancy', ['PAINTING'], [28, 65], [LARGE]),
  job('h13a-068', 'all the radiators need bleeding, 8 of them, heating making gurgling noises. in after 5', ['PLUMBING'], [0.5, 2.5]),
  job('h13a-069', 'could you change the handles on all the kitchen cupboards there\'s twenty two doors and draws altogether I\'ve bought new ones the same size so the holes should line up', ['CARPENTRY'], [1, 3]),
  job('h13a-070', 'bathroom wall tiles, about 6 sq m, old ones already off, tiles bought. Wakefield', ['TILING'], [5, 10]),
  job('h13a-071', 'how much to paint the fence its about ten panels all down one side of the garden just the side we can see from the house', ['PAINTING'], [3, 7]),
  job('h13a-072', 'need 5 internal doors hanging, new build, doors + handles bought. on nights so days ok', ['CARPENTRY'], [9, 18]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h13a-073', 'the boiler keeps losing pressure and going off I have to top it up every morning before the kids get in the shower', [GAS]),
  none('h13a-074', 'gas hob - 1 ring wont light, clicks but nowt. Leeds', [GAS]),
  none('h13a-075', 'can you move my gas cooker over to the other side of the kitchen we\'re having the kitchen rearranged', [GAS]),
  none('h13a-076', 'need landlord gas certs for 2 flats, Bradford, tenants in after 5', [GAS]),
  none('h13a-077', 'when I switch the kettle on the lights in the kitchen flicker and sometimes the whole downstairs goes off and I have to go and flick the switch back up in the cupboard under the stairs', [ELECTRICIAN]),
  none('h13a-078', 'want 2 extra double sockets in kids room, only 1 in there + extension leads everywhere', [ELECTRICIAN]),
  none('h13a-079', 'I want a light putting in the garden shed there\'s no electric down there at the moment its right at the bottom of the garden', [ELECTRICIAN]),
  none('h13a-080', 'fuse box is ancient, brown thing with the wire fuses. buyers survey says replace it. how much', [ELECTRICIAN]),
  none('h13a-081', 'the electrics in the house are really old the plugs are the round pin ones and the man who did the survey said it all wants redoing', [ELECTRICIAN]),
  none('h13a-082', 'tiles come off roof in the wind, 2 storey semi, in bits on the drive. Pontefract', [ROOFER]),
  none('h13a-083', 'water is coming through the bedroom sealing every time it rains heavy its the room right under the roof and there\'s a brown patch getting bigger and bigger', [ROOFER]),
  none('h13a-084', 'chimney pot looks loose, neighbour says its leaning. terraced house Todmorden', [ROOFER]),
  none('h13a-085', 'there\'s a big crack going up the outside wall from the back door to the bedroom window and its getting wider you can fit a pound coin in it now', [STRUCTURAL]),
  none('h13a-086', 'want to knock through kitchen to dining room, think its a supporting wall. rough price?', [STRUCTURAL]),
  none('h13a-087', 'the bay window at the front has started to come away from the rest of the house there\'s a gap down the side and you can see daylight through it', [STRUCTURAL]),
  none('h13a-088', 'we\'ve got that swirly plaster on the ceilings in every room the house is from the seventies and I want it all taking off', [ASBESTOS]),
  none('h13a-089', 'old garage roof is the grey corrugated sheets, one cracked. want it taking down. Morley', [ASBESTOS]),
  none('h13a-090', 'when we pulled the carpet up in the hall there\'s these little black square tiles underneath and some of them are broken up can you get them all up before the new carpet comes', [ASBESTOS]),
  none('h13a-091', 'after a price for a loft conversion, 3 bed semi in Wakefield. rough figure?', [BUILDER]),
  none('h13a-092', 'we want a small extension on the back for a utility room and a downstairs toilet is that something you do question mark', [BUILDER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h13a-093', 'the boiler is making a loud banging noise when the heating comes on and also the toilet roll holder has come off the wall could you do both', ['MOUNTING'], [0.5, 1], [GAS]),
  job('h13a-094', 'shelves up in both alcoves + a new socket by the telly pls. Batley', ['MOUNTING'], [1, 2.5], [ELECTRICIAN]),
  job('h13a-095', 'some tiles have blown off the roof and there\'s a damp patch on the landing ceiling underneath could you paint over the patch once the roof is sorted', ['PAINTING'], [1.5, 4], [ROOFER]),
  job('h13a-096', 'kitchen walls need painting + want the artex ceiling scraped off. house built 1978', ['PAINTING'], [3, 7], [ASBESTOS]),
  job('h13a-097', 'can you put the new light fitting up in the living room I\'ve bought it already and I also want an outside socket putting in for the pressure washer', ['ELECTRICAL'], [0.5, 1.5], [ELECTRICIAN]),
  job('h13a-098', 'crack above front door getting bigger, door now sticking bad. can u plane the door for now + tell me who to get for the crack', ['CARPENTRY'], [0.5, 2], [STRUCTURAL]),
  job('h13a-099', 'we want the bathroom ripping out and a whole new one putting in new suite tiles and everything and while that\'s being sorted can you fix the dripping kitchen tap because its driving me mad', ['PLUMBING'], [0.5, 1.5], [BUILDER]),
  job('h13a-100', 'boiler due a service + kitchen sink slow draining. Elland, after 4', ['PLUMBING'], [0.5, 1.5], [GAS]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h13a-101', 'do you do end of tenancy cleaning I\'m moving out on the 30th and need the oven and everything doing', [OUT]),
  none('h13a-102', 'washer leaking from door seal, bosch, 1 yr old. still under warranty?', [OUT]),
  none('h13a-103', 'there\'s mice in the kitchen I can here them at night behind the cupboards and I\'ve found droppings can you get rid of them', [OUT]),
  none('h13a-104', 'need someone to pick kids up from school tues/thurs 3.15, Heckmondwike', [OUT]),
  none('h13a-105', 'my laptop screen has gone black it still makes noises but nothing comes up can you fix it', [OUT]),
  none('h13a-106', 'car battery flat, on drive, can u jump start? need it for 6am shift', [OUT]),
  none('h13a-107', 'could you take a sofa and a fridge freezer to my new flat in Leeds its only about 5 miles away', [OUT]),
  none('h13a-108', 'dog walker wanted weekdays 12ish, on 12hr shifts. Wakefield', [OUT]),
  none('h13a-109', 'my tumble dryer keeps stopping half way through and its only six months old can someone come and fix it', [OUT]),
  none('h13a-110', 'window cleaning inside + out, 3 bed semi. monthly?', [OUT]),
  none('h13a-111', 'I need somebody to help me fill in my universal credit form online I keep getting it wrong and it times out', [OUT]),
  none('h13a-112', 'wasps nest under the eaves by back door, kids scared stiff. asap pls', [OUT]),
  none('h13a-113', 'can you fix the screen on my phone its cracked all down one side I dropped it in the car park at work', [OUT]),
  none('h13a-114', 'carpets need steam cleaning, 3 rooms. Dewsbury', [OUT]),
  none('h13a-115', 'could you look after our cat while we\'re away for a week in half term just feeding her and doing the litter', [OUT]),
  none('h13a-116', 'need a tutor for yr 9 maths, weds evenings', [OUT]),
  none('h13a-117', 'the dishwasher won\'t drain its full of dirty water at the bottom and its beeping E24 or something like that', [OUT]),
  none('h13a-118', 'sky box not working, no signal on any channel. can u sort', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h13a-119', 'hi I\'ve got a few bits and bobs that need doing around the house could somebody give me a ring back after 6 when I\'m home from work', [MORE]),
  none('h13a-120', 'how much per hr?', [MORE]),
  none('h13a-121', 'r u free sat?', [MORE]),
  none('h13a-122', 'hiya just wondering if you cover the Huddersfield area and if you do weekends because I work all week', [MORE]),
  none('h13a-123', 'need a handyman asap pls', [MORE]),
  none('h13a-124', 'my landlord said to get in touch with you about the jobs in the flat he said you\'d know what they are', [MORE]),
  none('h13a-125', 'can someone come n look at something in kitchen, easier to show u', [MORE]),
  none('h13a-126', 'sorry I\'m driving can you call me back on this number when you get a minute its about a job', [MORE]),
  none('h13a-127', 'do u do evenings? on days mon-fri', [MORE]),
  none('h13a-128', 'hi its about the house on Cross Street the one we spoke about last week', [MORE]),
  none('h13a-129', 'got loads of jobs 4 u 😂 when can u come', [MORE]),
  none('h13a-130', 'the thing in the bathroom is playing up again same as last time', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h13a-131', 'help water is pouring out from under the kitchen sink a pipe has come off and I can\'t find where to turn it off the floor is covered', ['PLUMBING'], [0.5, 2], [EMERGENCY]),
  job('h13a-132', 'locked out!! keys inside, kids with me, freezing. Bradford BD8', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  none('h13a-133', 'the boiler has packed in and we\'ve got no heating or hot water and I\'ve got a three month old baby and its freezing', [GAS, EMERGENCY]),
  job('h13a-134', 'pipe burst in loft, water thru landing ceiling. stopcock off now. come asap', ['PLUMBING'], [1, 3], [EMERGENCY]),
  job('h13a-135', 'I\'ve just come home off nights and somebody has tried to break in the back door the lock is fine but the frame where it goes in is all split so the door won\'t stay shut can someone come today', ['CARPENTRY'], [1, 4], [EMERGENCY]),
];
/** The thirteenth held-out batch, half A: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_13A_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
