import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The FIFTEENTH held-out batch, half A (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md,
// docs/decisions/0021-learned-text-reader.md): new descriptions written by a different author from
// the earlier batches, before the engine was tuned on batch 14, labelled by hand from the
// calibration table (docs/product/analysis-calibration.md) without running the engine on them,
// and committed on their own. Never tuned on, never trained on. Half A is written in two voices.
// First, customers in the countryside and in villages: farmhouses, barns, stables and tack rooms,
// cottages with cob or stone walls, thatch, inglenooks and Rayburns, oil tanks, septic tanks, Calor
// and LPG bottles, long gravel drives, five-bar gates, stiles, water troughs and "the far field",
// in a chatty, digressive way with dialect from the South West ("my lover", "my bird", "proper
// job", "dreckly", "tis", "we'm", "wunt", "ow bist", "gert") and the Midlands ("bab", "me duck",
// "ay up", "ar", "yow", "ay" for isn't, "babby", "mom", "bostin", "summat"). Second, weekend DIYers
// who have half-done a job and want it finished ("I've started tiling but..."): the customer has
// done part of the work, and only what is left is priced (a wall and a ceiling left of a room, the
// last 4 m² of a floor, the grouting of tiles they laid). Same conventions as the earlier batches:
// not handyman work at all is out_of_scope with no task; a message that also names handyman work
// prices it with no out_of_scope flag; referrals are expected from everyday words; vague text
// expects no task and needs_more_detail; large_job above 16 hours; emergencies as in batch 4.
// Labelling choices for this voice: gates, field fencing, stiles, barn and stable doors, outbuilding
// doors, drive potholes, gutters and a post box on a post are EXTERIOR (as sheds and fences are);
// a door of the house itself (a ledge-and-brace cottage door, a kitchen stable door) is CARPENTRY;
// a field water trough's ball valve and a yard tap are PLUMBING; a draught strip under a door and
// a run to the tip are GENERAL; a polytunnel or chicken coop kit is ASSEMBLY. An oil-fired boiler
// is labelled with the Gas Safe flag, the one heating-engineer referral the flags have (the firm
// would send an OFTEC engineer, and prices nothing either way); Calor and LPG appliances are gas.
// Thatch is a roofer's; a bulging cob wall or a sagging inglenook beam is structural; a cement
// sheet roof on a farm building and old black bitumen glue under a carpet are asbestos. Emptying
// a septic tank, heating oil delivery, chimney sweeping, farriers, livestock and vehicle work are
// out of scope. Drilling through a pipe is a plumbing emergency; drilling through a cable and
// losing the sockets is an electrician's referral.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h15a-001', 'Alright my lover, the five bar gate down the bottom of the yard have dropped on his hinges and now he drags in the mud so I got to lift un every time I let the dog out. Tis only an old wooden one but it do the job. We\'m the farm past the chapel at Lifton if you know it', ['EXTERIOR'], [0.5, 2]),
  job('h15a-002', 'ive started tiling the splashback behind the hob but ive lost the will to live lol, done about half, the bit left is maybe a metre long by 60cm high. tiles and adhesive all here just need someone who knows what theyre doing to finish it and grout the lot', ['TILING'], [1.5, 4]),
  job('h15a-003', 'Ay up me duck, the tap on the wall of the stable block (the one we fill the buckets from) wont turn off proper, just keeps dribbling, theres a puddle under it that freezes of a morning and I near went flying yesterday with two full buckets', ['PLUMBING'], [0.5, 1.5]),
  job('h15a-004', 'Ow bist. Cottage front door have swelled up wi all this rain and wunt shut without a shoulder barge. Tis the old plank type with the black latch. Could you take a bit off un?', ['CARPENTRY'], [0.5, 2]),
  job('h15a-005', 'half painted the back bedroom then my back went 🙄 3 walls done, one wall and the ceiling not touched. paint is in the room (white for the ceiling, grey for the walls). Wolverhampton way, Tettenhall', ['PAINTING'], [2, 5]),
  job('h15a-006', 'Hiya, the sealant round our bath had gone black so I started pulling it out with a stanley knife meaning to redo it and then realised I aint got a clue, so now its half off and looks worse than before 😬 can you finish it off', ['TILING'], [0.5, 1.5]),
  job('h15a-007', 'Could you put up a good long shelf in the boot room for hats and gloves, with a row of hooks under it for the coats? Its a farmhouse so the wall is stone under the plaster, my drill just bounces off it', ['MOUNTING'], [0.5, 2]),
  job('h15a-008', 'our big wooden sliding barn door has come off the top rail at one end and its jammed half open, cant get the tractor out nor shut it up at night. Can somebody come and get it back on its track', ['EXTERIOR'], [1, 3]),
  job('h15a-009', 'me babby\'s cot is in bits, I started putting it together last night and got to step 6 and its all gone wrong, theres two bolts left over and one side wobbles like a jelly. bostin if you could sort it bab', ['ASSEMBLY'], [0.5, 2]),
  job('h15a-010', 'Proper job wanted on the kitchen tap, its the mixer one, it do drip drip drip all night and you can hear un from the bedroom. Cottage just outside Tavistock, we\'m in most days', ['PLUMBING'], [0.5, 1.5]),
  job('h15a-011', 'The loo in the old outhouse (we use it when we\'re working in the garden, its a proper flush one) wont flush, the handle just flops down and nothing happens', ['PLUMBING'], [0.5, 1.5]),
  job('h15a-012', 'I took the door off the downstairs loo to paint it and now I cant get it back on, the hinges dont line up with the holes in the frame no more. Door\'s painted lovely mind 😂', ['CARPENTRY'], [0.5, 2]),
  job('h15a-013', 'the kitchen door is one of them stable doors (top and bottom open separate) and the bolt that holds the two halves together has snapped off so the top bangs about when the wind gets up. bought a new bolt from Screwfix', ['CARPENTRY'], [0.5, 1]),
  job('h15a-014', 'Hello from a very muddy Somerset! We need the hedge along the lane cutting, its the one the bin lorry keeps clipping, blackthorn and hazel mostly, about 30 yards long and taller than my husband (hes 6ft)', ['GARDENING'], [2.5, 7]),
  job('h15a-015', 'I\'ve pulled the old carpet up in the lounge and laid about two thirds of the laminate myself but I cant do the bit round the fireplace and the door frames, all the fiddly cutting is beyond me. About 4 square metres left to do, boards all here', ['FLOORING'], [2, 5]),
  job('h15a-016', 'theres a load of holes in the lounge wall from where the last lot had shelves up, maybe a dozen little rawlplug holes and one big chunk out where a bracket got ripped out. want them filling and sanding so I can paint', ['PLASTERING'], [0.5, 2.5]),
  job('h15a-017', 'The latch on the little gate at the side of the cottage wunt catch no more, it swings open and the chickens get out on the lane. Tis an old thumb latch', ['EXTERIOR'], [0.5, 1.5]),
  job('h15a-018', 'could somebody fit a new toilet seat, the wooden one\'s split down the middle and it nips yer bum 😂 got the new one from the Range, ar, I know, I should be able to do it meself', ['PLUMBING'], [0.5, 1]),
  job('h15a-019', 'Good afternoon. My wife has bought a large mirror off Facebook Marketplace to go above the fireplace in the inglenook. It is very heavy and the wall is old stone. I do not trust myself up a ladder any more at 78.', ['MOUNTING'], [0.5, 2]),
  job('h15a-020', 'I\'ve been trying to put a curtain pole up in the bay and drilled 3 holes in the wrong place, now the plaster has crumbled round them and the rawlplugs just spin 🤦‍♂️ pole and brackets all here, help!!', ['MOUNTING'], [0.5, 2.5]),
  job('h15a-021', 'The water trough in the top field has stopped filling, I think its the ball valve thing in the end of it. Its fed off the mains from the yard. The ewes are going on that field Monday so its a bit urgent', ['PLUMBING'], [0.5, 2]),
  job('h15a-022', 'alright bab, the fan in the bathroom ceiling has got that loud it sounds like a tractor going over, I\'ve got a new one the same size from Toolstation, could yow swap it for me', ['ELECTRICAL'], [0.5, 1.5]),
  job('h15a-023', 'The tack room door at the livery yard has rotted away at the bottom and the mice are getting at the feed. Can you put a new bottom on it or a metal strip or summat', ['EXTERIOR'], [1, 3]),
  job('h15a-024', 'I got a chest of drawers from Argos for our Kayleigh\'s room, I\'ve done the drawers but the main carcass is all skew whiff and the back panel wont go in the grooves. its been in bits on her floor a fortnight', ['ASSEMBLY'], [1, 2.5]),
  job('h15a-025', 'The laminate in the hall has lifted at the join just inside the front door, thats where the dogs come in wet from the fields, now its all puffed up and you catch your toe on it', ['FLOORING'], [0.5, 2]),
  job('h15a-026', 'Could you hang a heavy old brass bell by the back door? Husband rings it when dinner is ready because the grandchildren are always down the far field and can\'t hear us shout. We have the bracket, it was on the wall of our old house', ['MOUNTING'], [0.5, 1.5]),
  job('h15a-027', 'been trying to put a new washer in the bath tap myself, got the tap apart and now I cant get the top back on and the waters been off at the stopcock since Sunday. the wife is not best pleased with me', ['PLUMBING'], [0.5, 1.5]),
  job('h15a-028', 'The decking outside the back door of the barn conversion has two boards gone soft and one has snapped right through, I near put my foot through it carrying the log basket in', ['EXTERIOR'], [1, 3]),
  job('h15a-029', 'kitchen sink at the cottage is that slow to empty, takes a good ten minutes to go down. we\'m on a septic tank so I dont want to go pouring chemicals down un', ['PLUMBING'], [0.5, 1.5]),
  job('h15a-030', 'started painting the front door in the summer, sanded it right back and primed it, then the weather turned and its been sat there in primer since September looking like a dogs dinner. just wants the top coats now, tin of paint is in the porch', ['PAINTING'], [1.5, 4]),
  job('h15a-031', 'me mom\'s 84 and the radiator in her front room is stone cold at the top, it ay warm at all up there. could yow come and bleed it, she\'s lost the key and so have I', ['PLUMBING'], [0.5, 1]),
  job('h15a-032', 'Back door lock is knackered, the key just goes round and round and nothing happens. Its a wooden door on the farmhouse so one of them big old mortice locks', ['LOCKSMITH'], [0.5, 2]),
  job('h15a-033', 'We want a parcel post box putting up at the end of our drive, its a quarter mile from the house so the couriers can leave things without driving all the way up. Bought one that comes with its own post, just wants concreting in', ['EXTERIOR'], [1, 3]),
  job('h15a-034', 'put a shelf up in the alcove myself and its got a lean on it you could ski down 😂 everything rolls off the end. could someone take it down and put it back up level please', ['MOUNTING'], [0.5, 1.5]),
  job('h15a-035', 'I\'m wanting a cat flap in the back door of the cottage, its a wooden door. The old cat is a devil for yowling at 5 in the morning to be let out', ['CARPENTRY'], [1, 2.5]),
  job('h15a-036', 'The guttering along the front of the bungalow is full of moss off the roof and it pours over the top whenever it rains, right over the front door so you get a soaking coming in. Single storey', ['EXTERIOR'], [0.5, 2]),
  job('h15a-037', 'tried to fit a new shower head and hose from B&Q and now it leaks at the join worse than the old one did, I\'ve probably cross threaded it knowing me', ['PLUMBING'], [0.5, 1]),
  job('h15a-038', 'The wooden stile from our field onto the footpath has a broken step, the walkers keep moaning to the parish council about it. Could you put a new step on it?', ['EXTERIOR'], [0.5, 2]),
  job('h15a-039', 'Hiya, the grout between the big slate tiles on the kitchen floor has gone crumbly and black in a few places round the Aga, about a square metre worth', ['TILING'], [1, 3]),
  job('h15a-040', 'can you do summat about the back door of the farmhouse, the wind comes straight across the fields and under that door like a knife, theres a gap at the bottom you could post a letter through', ['GENERAL'], [0.5, 1.5]),
  job('h15a-041', 'Hello there, the Ikea Billy bookcase in the playroom needs fixing to the wall, my grandson climbs everything and I\'ve visions of it coming down on him', ['MOUNTING'], [0.5, 1]),
  job('h15a-042', 'I stripped the wallpaper off the dining room walls myself but a fair bit of plaster came off with it and now its all bumpy and patchy. Needs making good before I paint, small room maybe 3m by 3m', ['PLASTERING'], [2, 6]),
  job('h15a-043', 'the toilet at the cottage rocks side to side when you sit on it, and theres a damp patch coming on the lino round the bottom of it', ['PLUMBING'], [0.5, 2]),
  job('h15a-044', 'me rotary washing line in the paddock has snapped off at the bottom, the ground spike has rusted right through. Got a new one, wants putting in proper this time', ['EXTERIOR'], [1, 2.5]),
  job('h15a-045', 'hello my duck, our Ikea wardrobe doors have never hung right since my son-in-law put it together, one sticks out at the top and they dont meet in the middle. two door one', ['CARPENTRY'], [0.5, 1.5]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h15a-046', 'Right where do I start. Farmhouse outside Launceston, we do B&B in the summer so want it all shipshape before Easter. The bathroom tap in room 2 drips, the wardrobe door in room 3 has dropped and catches, and the gate at the end of the drive wont latch so the sheep get in the garden (long story, dont ask). No rush, dreckly is fine 😄', ['PLUMBING', 'CARPENTRY', 'EXTERIOR'], [1.5, 4.5]),
  job('h15a-047', 'I started doing the spare room up myself and got so far: wallpaper stripped, one wall painted. Still to do: the other 3 walls and the ceiling, a curtain pole up, and the bedside table from Dunelm building. Then I\'m giving up DIY for good', ['PAINTING', 'MOUNTING', 'ASSEMBLY'], [5, 10]),
  job('h15a-048', 'ay up, couple of jobs at me mam\'s bungalow in Ilkeston. she wants her telly up on the wall (32 inch) so she can see it from her chair, and the back door lock is that stiff she can hardly turn the key with her arthritis', ['MOUNTING', 'LOCKSMITH'], [1, 3]),
  job('h15a-049', 'Up at the stables: the ball valve in the water trough is stuck so it keeps overflowing and turning the gateway into soup, and two of the rails on the post and rail round the arena are snapped where a horse leant on them', ['PLUMBING', 'EXTERIOR'], [1.5, 4.5]),
  job('h15a-050', 'Hi, we\'ve just bought a little cottage in the Malverns as a holiday let and the last owners left it in a right state. Could you take the broken wardrobe in the back bedroom to the tip, put a curtain pole up in the lounge, fix the kitchen cupboard door that\'s hanging off, and reseal round the shower tray which has gone black', ['GENERAL', 'MOUNTING', 'CARPENTRY', 'TILING'], [2.5, 7]),
  job('h15a-051', 'Gutter over the back door is hanging down at one end and pours all down the wall. Oh and while you\'re here the kitchen drawer has come off its runner and wont go back in, I\'ve tried', ['EXTERIOR', 'CARPENTRY'], [1, 3]),
  job('h15a-052', 'Ive done the tiling round the bath myself (first go, not bad if I say so meself 😎) but I havent a clue about grouting or sealing it, and the towel rail needs putting back up on the new tiles', ['TILING', 'MOUNTING'], [2, 5]),
  job('h15a-053', 'Sorry this is long. Mum\'s cottage in the village, she\'s 88 and still wont move in with us. 1. grab rail by the back door, there\'s 2 steps down into the garden and she\'s had a tumble. 2. smoke alarm in the hall keeps chirping, its a battery one, she cant reach. 3. her kitchen tap is loose and spins round. 4. the little hedge out the front wants a trim, only waist high. Thank you so much', ['MOUNTING', 'ELECTRICAL', 'PLUMBING', 'GARDENING'], [2.5, 6]),
  job('h15a-054', 'couple of bits at the barn: the big sliding door wants a new guide at the bottom, it swings out in the wind and clatters, and the strip light in there has packed up, not the tube I\'ve tried a new one', ['EXTERIOR', 'ELECTRICAL'], [1, 3.5]),
  job('h15a-055', 'Me and the missus started redoing the downstairs loo, pulled the old lino up and bought new vinyl from Carpetright and that\'s where it\'s stalled. Also the cistern keeps running ever since I took the toilet off and put it back. Tiny loo, 1.5m by 1m', ['FLOORING', 'PLUMBING'], [1.5, 4.5]),
  job('h15a-056', 'Alright my bird, few bits at ours in Bedminster: loft hatch needs a new catch, it just drops open, the bathroom mirror wants hanging (been in the shed since we bought it), and two of the bricks along the top of the front garden wall are loose', ['CARPENTRY', 'MOUNTING', 'EXTERIOR'], [1.5, 4.5]),
  job('h15a-057', 'We want a bit of fencing round the oil tank so we dont have to look at the great green thing from the kitchen window, 3 panels would do it with new posts. And the gate into the veg garden has dropped, wants lifting', ['EXTERIOR', 'EXTERIOR'], [4, 8]),
  job('h15a-058', 'Jobs at the farm cottage we let out: tenant says the shower head is only dribbling and wants a new one, the handle has come off the bedroom door, and the back step is cracked and rocks when you stand on it', ['PLUMBING', 'CARPENTRY', 'EXTERIOR'], [1.5, 4.5]),
  job('h15a-059', 'Started putting together the polytunnel we got for our anniversary (romantic eh 😂), got the hoops up but the cover and the doors have beaten us. Also the water butt by the shed has cracked and wants swapping for the new one. Nr Ledbury', ['ASSEMBLY', 'EXTERIOR'], [2.5, 7]),
  job('h15a-060', 'the whole lot wants doing at our new place tbh, its a 1970s farm bungalow we bought for the land. we want every room painted walls and ceilings (3 beds, lounge, kitchen, hall), all 6 inside doors easing cos every one of them sticks, and the kitchen floor tiling, about 12 square metres, tiles bought', ['PAINTING', 'CARPENTRY', 'TILING'], [35, 80], [LARGE]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h15a-061', 'bout a dozen potholes down our drive, its a long un, gravel over hardcore, some of them a foot across and full of water. can you fill them? got 2 tonne of scalpings coming Tuesday', ['EXTERIOR'], [3, 8]),
  job('h15a-062', 'Could you hang 6 pictures and 2 mirrors in the hall and up the stairs at the farmhouse, the walls are stone under the plaster so theyre a pig to drill', ['MOUNTING'], [1, 4]),
  job('h15a-063', 'need 20 metres of post and rail fencing along the paddock, 3 rails high, posts and rails delivered and stacked by the gate', ['EXTERIOR'], [6, 14]),
  job('h15a-064', 'Two Ikea Pax wardrobes, the big 3 door ones. I built one frame myself and it took me all Saturday and near on ended my marriage. So one frame done with no doors on yet, and the other still in the boxes', ['ASSEMBLY'], [4, 9]),
  job('h15a-065', 'Tile the boot room floor please, its 2.5m by 2m, quarry tiles bought (a job lot from the reclamation yard at Bridgwater)', ['TILING'], [4, 9]),
  job('h15a-066', '4 of the fence panels along the back of the cottage garden have blown down in the wind and the wooden posts are rotten too so they want doing as well. new panels from Wickes', ['EXTERIOR'], [4, 9]),
  job('h15a-067', 'how much to paint the outside of our stables? its a block of 4, all timber, creosoted years ago. just wants a coat of the brown shed and fence paint all over', ['PAINTING'], [6, 16]),
  job('h15a-068', 'all 9 radiators in the farmhouse want bleeding before winter and a couple of them have got drippy valves', ['PLUMBING'], [1, 4]),
  job('h15a-069', 'Can you put up 5 shelves in the pantry, above the old slate ones which are staying. Boards already cut to length', ['MOUNTING'], [2, 4.5]),
  job('h15a-070', 'Got 24 square metres of laminate to go down across the lounge and dining room of the cottage. I did the first row and gave up when I saw none of the walls are straight 😂 all the packs bought plus underlay', ['FLOORING'], [8, 15]),
  job('h15a-071', 'We need our 4 bed farmhouse painted inside top to bottom before our daughters wedding in June, walls and ceilings every room, we\'ll shift the furniture ourselves', ['PAINTING'], [30, 70], [LARGE]),
  job('h15a-072', 'how much to build 3 flatpack chicken coops? we\'re expanding 🐔 theyre the cheap ones off Amazon so good luck with the instructions', ['ASSEMBLY'], [2.5, 6]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h15a-073', 'Our Rayburn runs off the gas bottles outside and the pilot light keeps going out, tis the third time this week', [GAS]),
  none('h15a-074', 'The oil boiler in the back kitchen lights up then cuts out after a few seconds and the red light comes on. Theres plenty in the tank, I dipped it with a stick', [GAS]),
  none('h15a-075', 'can you connect up our new cooker, its one that runs off the calor gas bottles, old one\'s going out to the caravan', [GAS]),
  none('h15a-076', 'We want electric running down to the stables so we can have a light and a kettle in the tack room, its about 50 yards from the house', [ELECTRICIAN]),
  none('h15a-077', 'every time it rains heavy the electric goes off and I have to go out in the dark with a torch to the box in the barn and push the switch back up', [ELECTRICIAN]),
  none('h15a-078', 'I was drilling to put a shelf up and went through a wire I think, now none of the sockets in the kitchen work and the switch in the cupboard wont stay up', [ELECTRICIAN]),
  none('h15a-079', 'how much to put one of them electric car chargers on the side of the house? the lead only just reaches from the porch at the moment', [ELECTRICIAN]),
  none('h15a-080', 'The thatch over the porch is getting thin and theres a bald patch where the birds have been pulling it out for their nests', [ROOFER]),
  none('h15a-081', 'The storm have had a load of slates off the back of the farmhouse, I can see the felt from the yard. Tis a tall old house, 2 floors and the attic', [ROOFER]),
  none('h15a-082', 'water dripping into the loft beside the chimney every time it rains, the bucket was full to the top this morning', [ROOFER]),
  none('h15a-083', 'the cob wall on the side of the cottage have got a bulge in it that wasnt there last year, and theres a crack running down from the bedroom window sill', [STRUCTURAL]),
  none('h15a-084', 'we want to knock the wall out between the kitchen and the old dairy to make one big kitchen, its about 2 foot thick stone', [STRUCTURAL]),
  none('h15a-085', 'the big oak beam over the inglenook has sagged in the middle and theres a crack in the plaster above it I can get my finger in', [STRUCTURAL]),
  none('h15a-086', 'the floor in the back bedroom has gone all bouncy and slopes down towards the window, like walking on a trampoline, and the door wont shut no more', [STRUCTURAL]),
  none('h15a-087', 'the old cattle shed has a grey corrugated roof, the cement type, and one of the sheets has cracked in half. we want the whole lot off and tin put on instead', [ASBESTOS]),
  none('h15a-088', 'under the carpet in the farmhouse lounge theres black tarry glue stuck all over the floorboards, we want it scraping off so we can sand the boards', [ASBESTOS]),
  none('h15a-089', 'the ceilings in the bungalow have all got that stippled pattern on, it was built in 1972, we want it all scraped off so theyre flat', [ASBESTOS]),
  none('h15a-090', 'we\'ve got planning through to turn the old stone barn into a holiday let, how much would you want to do the whole thing', [BUILDER]),
  none('h15a-091', 'We want a porch built on the front of the cottage, brick bottom with windows on top, somewhere to kick the muddy boots off before they get on the carpet', [BUILDER]),
  none('h15a-092', 'Looking to have the whole kitchen at the farmhouse ripped out and a new one put in, units, worktops, sink, the lot', [BUILDER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h15a-093', 'theres a brown damp patch on the landing ceiling right under where the thatch has gone thin, could you paint over it once its dried out. and the bathroom door sticks at the top', ['PAINTING', 'CARPENTRY'], [1.5, 5], [ROOFER]),
  job('h15a-094', 'could you put a shelf up in the tack room for the kettle and mugs, and run a plug socket out there so we can actually boil the thing', ['MOUNTING'], [0.5, 1.5], [ELECTRICIAN]),
  job('h15a-095', 'The calor gas fire in the lounge smells funny when its on, and the curtain pole over the window next to it is hanging off one bracket', ['MOUNTING'], [0.5, 1.5], [GAS]),
  job('h15a-096', 'started scraping the kitchen ceiling cos its that swirly stuff and my neighbour told me to stop right now cos it might be asbestos 😳 so I stopped. can someone sort that, and in the meantime finish painting the kitchen walls, they\'re half done and I\'ve run out of steam', ['PAINTING'], [1.5, 4], [ASBESTOS]),
  job('h15a-097', 'the crack in the end wall of the barn has got a lot wider since the summer, and while you\'re up there the barn door wants new hinges, the old ones are rusted through', ['EXTERIOR'], [1, 3], [STRUCTURAL]),
  job('h15a-098', 'We\'re after a quote for a conservatory on the back of the cottage, and in the meantime the toilet keeps running all night', ['PLUMBING'], [0.5, 1.5], [BUILDER]),
  job('h15a-099', 'the LPG boiler at the holiday cottage hasnt had a service in 3 years and the agent is on at me about it, plus the tenant says the bathroom light pull cord has snapped off', ['ELECTRICAL'], [0.5, 1], [GAS]),
  job('h15a-100', 'need 3 new fence panels along the lane side, and we want a light putting up on the barn wall, theres no electric out there at the moment', ['EXTERIOR'], [2.5, 5], [ELECTRICIAN]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h15a-101', 'Septic tank wants emptying, its been 3 years near enough, can you arrange the tanker to come out', [OUT]),
  none('h15a-102', 'our heating oil is getting low, do you deliver kerosene? need about 500 litres', [OUT]),
  none('h15a-103', 'can you sweep the chimney for the wood burner before we light it, we have it going most days from October', [OUT]),
  none('h15a-104', 'need a farrier for my mare, shes pulled a shoe off in the field', [OUT]),
  none('h15a-105', 'someone to muck out the stables twice a week while I\'m laid up after my hip op, 3 horses', [OUT]),
  none('h15a-106', 'me quad bike wont start, its been sat in the barn all winter, battery I spect', [OUT]),
  none('h15a-107', 'we\'ve got rats in the feed store, can you put some poison down for us', [OUT]),
  none('h15a-108', 'looking for someone to shear 12 sheep, theyre only pets really but theyre getting woolly', [OUT]),
  none('h15a-109', 'could you take a van load of old furniture from the barn to the auction rooms in Exeter? no rush', [OUT]),
  none('h15a-110', 'need an extra pair of hands with the lambing overnight for a fortnight in March, experience preferred', [OUT]),
  none('h15a-111', 'the broadband out here is shocking, can you put a booster on it or whatever it is you do', [OUT]),
  none('h15a-112', 'the water from our borehole has gone cloudy, can someone test it to see if its safe to drink', [OUT]),
  none('h15a-113', 'my Bosch fridge freezer in the utility is making a racket and the freezer part is defrosting, only had it a year', [OUT]),
  none('h15a-114', 'can someone feed the chickens and collect the eggs while we\'re in Spain for 10 days', [OUT]),
  none('h15a-115', 'I need a lift to Derriford every Tuesday for my physio, the bus only comes twice a day out here', [OUT]),
  none('h15a-116', 'carpets in the holiday cottage need a deep clean between guests, 2 bedrooms and the lounge', [OUT]),
  none('h15a-117', 'me iPad wont charge, do you do that sort of thing? the lad in town wants £80 just to look at it', [OUT]),
  none('h15a-118', 'can you get rid of a dead badger off the verge at the end of our drive, its been there a week and it dont half pong', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h15a-119', 'Alright my lover, got a few bits want doing up the farm, when be you about?', [MORE]),
  none('h15a-120', 'I started a job and made a right pigs ear of it, can you come and finish it off 🙈', [MORE]),
  none('h15a-121', 'do you come out as far as Hartland? we\'re right out in the sticks and most people wont', [MORE]),
  none('h15a-122', 'the thing at the bottom of the far field is broke again, same as before Christmas', [MORE]),
  none('h15a-123', 'ive got a barn full of jobs lol, summers coming, when can you pop over', [MORE]),
  none('h15a-124', 'our Dave started summat in the back bedroom in 2019 and never finished it, can you have a look and tell us what it needs', [MORE]),
  none('h15a-125', 'ay up duck, me neighbour Brenda said you were good, can you ring me back, I\'m no good with the texting', [MORE]),
  none('h15a-126', 'its round the back of the stables, easier if you come and see it', [MORE]),
  none('h15a-127', 'Do you work Saturdays? weekdays are no good, we\'re milking', [MORE]),
  none('h15a-128', 'quote please for the cottage, the agent has got the list', [MORE]),
  none('h15a-129', 'is this the chap who did the village hall? got some work for you 👍', [MORE]),
  none('h15a-130', 'hello can you come out', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h15a-131', 'HELP drilled through a pipe putting a shelf up in the bathroom and water is spraying everywhere, got a towel on it but I dont know where the stopcock is in this old house!!', ['PLUMBING'], [0.5, 2], [EMERGENCY]),
  job('h15a-132', 'pipe\'s split in the frost out in the outhouse where the washing machine is and theres water pouring out all over the floor, cant find a stopcock for it anywhere', ['PLUMBING'], [0.5, 2], [EMERGENCY]),
  none('h15a-133', 'oil boiler\'s packed up, no heating and no hot water, tis below freezing out here and my husband\'s only just out of hospital', [GAS, EMERGENCY]),
  job('h15a-134', 'locked out the farmhouse, keys are on the kitchen table I can see them through the window 😫 dogs are inside and I\'ve got to get the cows in by 4', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  job('h15a-135', 'the storm\'s blown the back door of the cottage in, the frame has split and it wont close at all, we cant lock up tonight', ['CARPENTRY'], [1, 4], [EMERGENCY]),
];

/** The fifteenth held-out batch, half A: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_15A_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
