import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The EIGHTH held-out batch, half B (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md,
// docs/decisions/0021-learned-text-reader.md): new descriptions written by a different author from
// the earlier batches, before the engine was tuned on batch 7, labelled by hand from the
// calibration table (docs/product/analysis-calibration.md) without running the engine on them,
// and committed on their own. Never tuned on, never trained on. Half B is written as
// voice-dictated messages (no punctuation, homophones such as "would of", "there" for "their",
// "draw" for "drawer", "sealing" for "ceiling", words a phone's dictation mishears such as
// "system" for "cistern", "stop clock", "art x", "flat back", "I care" for Ikea, "b and q",
// "screw fix", "wicks", numbers spelt out), angry or worried customers whose previous tradesman
// did bad work that now needs putting right, Welsh and Irish English turns of phrase ("the
// bosh", "the cwtch", "tidy", "tamping", "now in a minute", "the press", "the hot press", "the
// jacks", "yer man", "is after", "banjaxed", "sure it's gas" meaning "it's funny"), and people
// asking the price of several options ("just the hall, or the hall and landing?"). Same
// conventions as the earlier batches: not handyman work at all is out_of_scope with no task; a
// message that also names handyman work prices it with no out_of_scope flag; referrals are
// expected from everyday words; vague text expects no task and needs_more_detail; large_job
// above 16 hours; emergencies as in batch 4. When a customer asks prices for alternatives of the
// same job ("just the front lock, or front and back"), that is one task and the hours range
// spans the smaller and the larger option.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h8b-001', 'hiya the hot tap on the bosh is dripping constant now and its driving me up the wall day and night can you come and sort it tidy', ['PLUMBING'], [0.5, 1.5]),
  job('h8b-002', 'the plumber we had last month put a knew tap in the bathroom and its leaking all down the back of the sink already I paid him eighty pound and now he wont answer his phone can somebody come and put it right', ['PLUMBING'], [0.5, 2]),
  job('h8b-003', 'the toilet system keeps filling up and running into the bowl all night you can hear it hissing from the bedroom', ['PLUMBING'], [0.5, 1.5]),
  job('h8b-004', 'how much would it be to just fix the drip on the kitchen tap or how much to put a whole new mixer tap in instead I got one from screw fix just in case', ['PLUMBING'], [0.5, 2.5]),
  job('h8b-005', 'the jacks upstairs wont flush right you have to hold the handle down for ages and then it only half goes', ['PLUMBING'], [0.5, 1.5]),
  job('h8b-006', 'bath is taking forever to drain the waters sitting their for an hour after the kids have been in it', ['PLUMBING'], [0.5, 1.5]),
  job('h8b-007', 'the fella who done our radiators last year left the one in the back bedroom leaking at the valve theres a brown stain on the carpet now and a little drip every day I am not having him back', ['PLUMBING'], [0.5, 1.5]),
  job('h8b-008', 'my tv bracket is coming away from the wall the man who put it up only used them little plastic plugs in plaster bored and the tv is tipping forward now I am terrified its going to come down on the grandchildren its a fifty five inch', ['MOUNTING'], [1, 3]),
  job('h8b-009', 'shelf fell down in the kitchen with all my good plates on it the last handyman only put it up in the spring it would of been fine if he used proper fixings I am fuming can you put it back up properly', ['MOUNTING'], [0.5, 1.5]),
  job('h8b-010', 'need a curtain pole put up in the front room the window is about two metres wide pole is from dune elm', ['MOUNTING'], [0.5, 1.5]),
  job('h8b-011', 'would ye be able to put up a roller blind in the kitchen window I got it in b and q himself is useless with a drill so he is', ['MOUNTING'], [0.5, 1.5]),
  job('h8b-012', 'big mirror to go up over the fireplace its a heavy one my husband cant lift things anymore its about a metre wide', ['MOUNTING'], [0.5, 1.5]),
  job('h8b-013', 'my mam needs a rail putting by the front door step to hold onto she nearly went over last week there\'s lovely if you can do it this week', ['MOUNTING'], [0.5, 1.5]),
  job('h8b-014', 'flat back wardrobe from argos still in the box in the spare room the two door one with the draws at the bottom', ['ASSEMBLY'], [1.5, 4.5]),
  job('h8b-015', 'my son in law built our bed from I care and it squeaks and wobbles something terrible I think he missed half the screws out can someone take it apart and build it again properly its a king size', ['ASSEMBLY'], [1, 3]),
  job('h8b-016', 'I got one of them garden storage boxes from b and q you know the plastic ones for the cushions its still in the box can you build it', ['ASSEMBLY'], [0.5, 1.5]),
  job('h8b-017', 'the door the builder hung on our bathroom doesnt shut he left a gap at the top you could post a letter through and it drags on the floor at the bottom absolutely useless', ['CARPENTRY'], [1, 3]),
  job('h8b-018', 'kitchen draw has come off the runners and wont go back in', ['CARPENTRY'], [0.5, 1.5]),
  job('h8b-019', 'the door on the press in the kitchen is after falling off the hinge is banjaxed I have a new one here', ['CARPENTRY'], [0.5, 1]),
  job('h8b-020', 'the skirting bored in the living room the last joiner put on is coming away from the wall and theres gaps at the corners you could put your finger in', ['CARPENTRY'], [1, 3]),
  job('h8b-021', 'the back door is catching on the frame at the top now mun got to give it a proper shove every time can you plain a bit off it', ['CARPENTRY'], [0.5, 2]),
  job('h8b-022', 'one of the spindles on the stairs has snapped the dog ran into it its the last one before the landing', ['CARPENTRY'], [0.5, 2]),
  job('h8b-023', 'the lock on the back door is really stiff the key only turns if you lift the handle up and pull the door at the same time', ['LOCKSMITH'], [0.5, 1.5]),
  job('h8b-024', 'we just moved in and dont know who has keys how much to change the barrel on the front door and the back door or just the front one for now', ['LOCKSMITH'], [0.5, 2]),
  job('h8b-025', 'how much for painting just the hall or the hall and landing walls only the ceilings are fine', ['PAINTING'], [2.5, 10]),
  job('h8b-026', 'had a decorator do our living room and its patchy all over you can see every roller mark when the sun comes in and he painted over the plug sockets I am tamping need someone to do it again properly walls only', ['PAINTING'], [3, 8]),
  job('h8b-027', 'there\'s a brown stain on the kitchen sealing from when the shower leaked upstairs the leak is fixed now it just needs painting over', ['PAINTING'], [1.5, 4]),
  job('h8b-028', 'the front door needs a lick of paint its a wooden one and its peeling fierce bad at the bottom', ['PAINTING'], [2, 5]),
  job('h8b-029', 'the skirting and the door frames on the landing need glossing they have gone all yellow', ['PAINTING'], [2, 6]),
  job('h8b-030', 'the plasterer done a patch by the light switch in the hall and its all lumpy and you can see the edge of it through the paint its about the size of a tea towel can someone redo it', ['PLASTERING'], [1, 3]),
  job('h8b-031', 'there\'s a hole in the wall behind the bedroom door where the handle kept banging it its gone right through', ['PLASTERING'], [0.5, 2]),
  job('h8b-032', 'the tiler left the grout in the shower all cracked and falling out after six months and theres gaps in the silicon you can see the water getting behind I am so worried its going through to the floor', ['TILING'], [1.5, 4.5]),
  job('h8b-033', 'can you redo the silicon round the bath its gone black and peeling off', ['TILING'], [0.5, 1.5]),
  job('h8b-034', 'few tiles cracked on the kitchen wall behind the cooker how much to just replace the cracked ones or to redo the hole splashback its about one square metre', ['TILING'], [1, 4.5]),
  job('h8b-035', 'the laminate the last fella laid in the hall has lifted up by the front door its like a little hump and my mother keeps tripping on it', ['FLOORING'], [0.5, 2]),
  job('h8b-036', 'the metal strip between the kitchen lino and the living room carpet has come loose and sticks up', ['FLOORING'], [0.5, 1]),
  job('h8b-037', 'the fence panel the landscaper put in last year has blown out again he only nailed it to the posts can you put it back in properly this time', ['EXTERIOR'], [0.5, 2]),
  job('h8b-038', 'gutter over the back door is overflowing every time it rains and pouring down the wall theres a green stain on the bricks now', ['EXTERIOR'], [0.5, 2]),
  job('h8b-039', 'the gate down the side has dropped and wont shut by there the latch dont meet no more', ['EXTERIOR'], [0.5, 1.5]),
  job('h8b-040', 'how much to jet wash the patio or the patio and the drive as well the drive is just a single one', ['EXTERIOR'], [1.5, 7]),
  job('h8b-041', 'hedge at the front has gone wild its about ten metres long and taller than me now', ['GARDENING'], [2, 5]),
  job('h8b-042', 'I bought a new light for the kitchen from b and q to go in the same place as the old one just need it swapping over', ['ELECTRICAL'], [0.5, 1.5]),
  job('h8b-043', 'smoke alarm on the landing keeps chirping every few minutes and I cant reach it', ['ELECTRICAL'], [0.5, 1]),
  job('h8b-044', 'the builders we had left a pile of rubble and old wood and a broken toilet in the back garden and never came back for it can you take it all down the tip', ['GENERAL'], [1, 4]),
  job('h8b-045', 'fierce draught coming in under the back door can you put one of them brush strips on it', ['GENERAL'], [0.5, 1.5]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h8b-046', 'list of things the last handyman left half done the bathroom door handle is loose the shelf in the alcove is wonky and he never finished the silicon round the bath can you sort the lot', ['CARPENTRY', 'MOUNTING', 'TILING'], [1.5, 4]),
  job('h8b-047', 'we need the kitchen tap fixing its dripping and the blind in the back bedroom put back up it come off the wall and the gate wont shut', ['PLUMBING', 'MOUNTING', 'EXTERIOR'], [1.5, 4.5]),
  job('h8b-048', 'couple of jobs for my nan the bosh in the kitchen is blocked and the light in the cwtch under the stairs needs a new fitting the old one is broke', ['PLUMBING', 'ELECTRICAL'], [1, 3]),
  job('h8b-049', 'two jobs so the telly needs to go up on the wall in the sitting room and the hot press door wont close its dropped', ['MOUNTING', 'CARPENTRY'], [1.5, 4]),
  job('h8b-050', 'hi how much to paint the back bedroom walls only and also put up two shelves in the alcove and would it be much more if you done the ceiling in there as well', ['PAINTING', 'MOUNTING'], [3.5, 11]),
  job('h8b-051', 'I am a landlord got a tenant moving out Friday need the walls in the lounge painting magnolia the carpet bar in the hall fixing down and the toilet seat is broke', ['PAINTING', 'FLOORING', 'PLUMBING'], [4, 10]),
  job('h8b-052', 'we had a cowboy in last year and everything he touched is falling apart the tiles around the bath are coming off the wall two have dropped already and the kitchen cupboard doors he fitted are all hanging at different heights', ['TILING', 'CARPENTRY'], [1.5, 5]),
  job('h8b-053', 'garden jobs the grass needs cutting front and back and theres a fence panel down by the shed', ['GARDENING', 'EXTERIOR'], [1.5, 5]),
  job('h8b-054', 'my mother is ninety one and lives on her own she needs a grab rail by the bath the smoke alarm changing and the front door lock is that stiff she cant turn the key I worry about her', ['MOUNTING', 'ELECTRICAL', 'LOCKSMITH'], [1.5, 4]),
  job('h8b-055', 'the tap in the bathroom sink is dripping the shower head is after cracking and theres a picture I want hung over the fireplace', ['PLUMBING', 'PLUMBING', 'MOUNTING'], [1.5, 3.5]),
  job('h8b-056', 'need a wardrobe building from I care the big pax one and a tv putting on the wall in the bedroom forty three inch', ['ASSEMBLY', 'MOUNTING'], [3.5, 8]),
  job('h8b-057', 'the decorator never done the ceiling in the hall which we paid him for and the skirting boards in the lounge are all runs and drips they need sanding down and doing again', ['PAINTING', 'PAINTING'], [3.5, 9]),
  job('h8b-058', 'how much to lay laminate in the box room about six square metres and put a new door on that room as well the old one is warped', ['FLOORING', 'CARPENTRY'], [4.5, 10]),
  job('h8b-059', 'jobs for when your down by here the outside tap is dripping the bathroom extractor fan has packed up and the back gate needs a new latch', ['PLUMBING', 'ELECTRICAL', 'EXTERIOR'], [1.5, 4.5]),
  job('h8b-060', 'flat pack desk for my daughter starting uni and can you put a shelf up above it as well', ['ASSEMBLY', 'MOUNTING'], [1.5, 3.5]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h8b-061', 'how much to replace two fence panels or if I do the whole side its six panels altogether the posts are alright', ['EXTERIOR'], [2, 8]),
  job('h8b-062', 'want five of them floating shelves up in the kitchen I got them from wicks', ['MOUNTING'], [2, 5]),
  job('h8b-063', 'four internal doors to hang the builder left the old ones warped and none of them close properly new doors are bought from wicks', ['CARPENTRY'], [7, 14]),
  job('h8b-064', 'tile the bathroom floor its about four square metres tiles are from tile giant', ['TILING'], [3, 7]),
  job('h8b-065', 'how much for laminate in the living room its four metres by three and a half or would it be cheaper to do the dining room at the same time which is three by three', ['FLOORING'], [5, 13]),
  job('h8b-066', 'paint the whole house inside before we sell its a three bed semi walls and ceilings the estate agent said it would help', ['PAINTING'], [25, 70], [LARGE]),
  job('h8b-067', 'seven radiators to bleed the top of them are all cold and they bang when the heating comes on', ['PLUMBING'], [0.5, 2]),
  job('h8b-068', 'two wardrobes and two bedside tables from I care for the new flat all flat back', ['ASSEMBLY', 'ASSEMBLY'], [5, 10]),
  job('h8b-069', 'twelve pictures to hang going up the stairs like one of them gallery walls', ['MOUNTING'], [1.5, 4]),
  job('h8b-070', 'the fence the last fella put in only three years ago is rotten from the posts up all the way down one side its about twenty panels it all wants taking out and new posts and panels putting in properly', ['EXTERIOR'], [16, 40], [LARGE]),
  job('h8b-071', 'wall tiles in the kitchen about six square metre behind the worktops tiles bought already', ['TILING'], [5, 10]),
  job('h8b-072', 'how much for the two back bedrooms walls only or the two bedrooms and the landing', ['PAINTING'], [5, 14]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h8b-073', 'the boiler keeps losing pressure I have to top it up every couple of days and the man who fitted it says its not his problem', [GAS]),
  none('h8b-074', 'no hot water coming out the taps but the heating is on the combie boiler is flashing a red light at me', [GAS]),
  none('h8b-075', 'the gas fire in the front room wont light it clicks and clicks and nothing happens', [GAS]),
  none('h8b-076', 'can you move the boiler from the kitchen up into the airing cupboard upstairs', [GAS]),
  none('h8b-077', 'want a gas cooker connecting up I got it off facebook marketplace', [GAS]),
  none('h8b-078', 'the trip switch keeps going every time I put the kettle and the toaster on together and the whole kitchen goes off', [ELECTRICIAN]),
  none('h8b-079', 'the electrician we had before done our kitchen and the lights flicker every time the fridge kicks in and half the sockets he put in dont even work', [ELECTRICIAN]),
  none('h8b-080', 'want a socket putting outside on the back wall for the pressure washer and the christmas lights', [ELECTRICIAN]),
  none('h8b-081', 'the fuse box is the old kind with the wire in it the insurance man said it needs changing', [ELECTRICIAN]),
  none('h8b-082', 'how much to have the house rewired its a two bed terrace nothing been done to it since the seventies', [ELECTRICIAN]),
  none('h8b-083', 'can you put a light and a plug in the shed its at the bottom of the garden about twenty metres from the house', [ELECTRICIAN]),
  none('h8b-084', 'some of the tiles have slipped on the roof over the bay window you can see the black felt underneath', [ROOFER]),
  none('h8b-085', 'the roofer done the flat roof on the kitchen extension two year ago and its leaking again through the sealing by the back door and he wont come back', [ROOFER]),
  none('h8b-086', 'water coming in round the chimney in the back bedroom when theres a lot of rain the wallpaper is all brown and coming away', [ROOFER]),
  none('h8b-087', 'theres a crack above the front room window going all the way up to the bedroom window and its getting wider every winter you can nearly see daylight through it', [STRUCTURAL]),
  none('h8b-088', 'the builder knocked the wall through between the kitchen and dining room and now the bedroom floor above has a dip in it and the door up there wont shut I am worried sick', [STRUCTURAL]),
  none('h8b-089', 'the ceiling in the front room has that swirly art x on it and I want it all scraped off so its smooth', [ASBESTOS]),
  none('h8b-090', 'the old garage roof is them corrugated grey sheets from the sixties can you take it down and get rid of it for us', [ASBESTOS]),
  none('h8b-091', 'how much for a conservatory on the back or would a proper extension be better we want a bigger kitchen', [BUILDER]),
  none('h8b-092', 'want the garage converting into a bedroom for my dad he cant do the stairs no more', [BUILDER]),
  none('h8b-093', 'need a whole new bathroom ripping the old one out bath toilet sink tiles the lot the last one was put in by a cowboy', [BUILDER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h8b-094', 'can you put the telly on the wall in the bedroom and the boiler has been making a banging noise ever since the plumber serviced it', ['MOUNTING'], [1, 2.5], [GAS]),
  job('h8b-095', 'paint the kitchen walls please and the ceiling in there has got art x on it I want that scraped off while your at it', ['PAINTING'], [2.5, 7], [ASBESTOS]),
  job('h8b-096', 'jet wash the patio and theres a few slates come off the roof in the storm theyre lying on the lawn', ['EXTERIOR'], [1.5, 4], [ROOFER]),
  job('h8b-097', 'need two doors hung upstairs and the lights on the landing keep flickering and going off by themselves sure its gas the whole house is like a disco', ['CARPENTRY'], [4.5, 9], [ELECTRICIAN]),
  job('h8b-098', 'the shelf the last fella put up came down and took a lump of plaster out of the wall with it and theres a crack in the back wall outside thats getting bigger', ['MOUNTING', 'PLASTERING'], [1, 3.5], [STRUCTURAL]),
  job('h8b-099', 'build a bed from argos for the spare room and we want the loft converted eventually how much roughly would that be', ['ASSEMBLY'], [1, 2.5], [BUILDER]),
  job('h8b-100', 'fix the dripping tap on the bath by there and theres a burning smell coming off the plug by the telly', ['PLUMBING'], [0.5, 1.5], [ELECTRICIAN, EMERGENCY]),
  job('h8b-101', 'lay laminate in the bedroom about ten square metre and we want two more plug sockets in there as well', ['FLOORING'], [3.5, 8], [ELECTRICIAN]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h8b-102', 'can you clean the oven its thick with grease I am moving out Friday', [OUT]),
  none('h8b-103', 'the washing machine keeps stopping half way with all the water still in it its a bosch', [OUT]),
  none('h8b-104', 'wasps nest up in the roof by the bedroom window theyre getting in the house', [OUT]),
  none('h8b-105', 'my last builder took a deposit of two thousand pound and never turned up can you help me take him to the small claims court', [OUT]),
  none('h8b-106', 'the carpets need shampooing all through the house the dog has been sick everywhere', [OUT]),
  none('h8b-107', 'do you do window cleaning once a month', [OUT]),
  none('h8b-108', 'can you take the kids to school Tuesdays and Thursdays I start work at seven', [OUT]),
  none('h8b-109', 'my phone screen is smashed can you fix it or do you know someone', [OUT]),
  none('h8b-110', 'the car wont start and the battery light is on', [OUT]),
  none('h8b-111', 'laptop keeps freezing and making a whirring noise', [OUT]),
  none('h8b-112', 'rats in the back garden by the compost bin I seen two big ones last night', [OUT]),
  none('h8b-113', 'need a man and van to move my mams furniture from Swansea to Cardiff', [OUT]),
  none('h8b-114', 'tumble dryer is under warranty but currys wont come out for three weeks can you fix it', [OUT]),
  none('h8b-115', 'can you cut my nans hair she cant get out to the hairdressers anymore', [OUT]),
  none('h8b-116', 'need someone to sit with my dad a couple of afternoons a week hes got dementia', [OUT]),
  none('h8b-117', 'my son needs a maths tutor for his GCSE he is in year eleven', [OUT]),
  none('h8b-118', 'the dishwasher is leaking out the door every time it runs', [OUT]),
  none('h8b-119', 'the dog needs walking while I am in hospital for my knee', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h8b-120', 'the last fella made a right pigs ear of everything in the house can you come and have a look and tell me what needs doing', [MORE]),
  none('h8b-121', 'hello is it yourself that does the odd jobs', [MORE]),
  none('h8b-122', 'whats your rate for a days work roughly', [MORE]),
  none('h8b-123', 'few bits need doing after the builders left', [MORE]),
  none('h8b-124', 'can you ring me back after six please', [MORE]),
  none('h8b-125', 'my mothers house needs a few jobs doing before the winter', [MORE]),
  none('h8b-126', 'are you free next week at all', [MORE]),
  none('h8b-127', 'sorry that last message went before I finished', [MORE]),
  none('h8b-128', 'the whole bathroom is a disaster since the last plumber I dont even know where to start', [MORE]),
  none('h8b-129', 'do you cover Newport', [MORE]),
  none('h8b-130', 'grand so what time', [MORE]),
  none('h8b-131', 'need a quote for some work', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h8b-132', 'help water pouring out from under the kitchen sink the pipe the plumber fitted yesterday has come apart and I cant find the stop clock', ['PLUMBING'], [0.5, 2], [EMERGENCY]),
  job('h8b-133', 'I am locked out the key snapped off in the front door lock and all my tablets are inside', ['LOCKSMITH'], [0.5, 2], [EMERGENCY]),
  none('h8b-134', 'smell of gas in the kitchen since I come down this morning strong it is', [GAS, EMERGENCY]),
  none('h8b-135', 'no heating at all the boilers gone off and its freezing my nan is ninety and shes sat there in her coat', [GAS, EMERGENCY]),
];

/** The eighth held-out batch, half B: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_8B_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
