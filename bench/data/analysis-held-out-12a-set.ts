import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The TWELFTH held-out batch, half A (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md,
// docs/decisions/0021-learned-text-reader.md): new descriptions written by a different author from
// the earlier batches, before the engine was tuned on batch 11, labelled by hand from the
// calibration table (docs/product/analysis-calibration.md) without running the engine on them,
// and committed on their own. Never tuned on, never trained on. Half A is written in the voice of
// parents of young families in a hurry (messages typed one-handed with a baby asleep on them,
// half-finished sentences, children's things: cots, cot beds, stair gates, bunk beds, anti-tip
// straps, climbing frames, trampolines, playhouses), people getting a house ready for a new baby
// or for an elderly relative moving in (grab rails, second banisters, lever taps, a downstairs
// bedroom, carers and key safes), and shift workers asking for specific times (nights, earlies,
// 4 on 4 off, "nothing noisy before 3"). Same conventions as the earlier batches: not handyman
// work at all is out_of_scope with no task; a message that also names handyman work prices it with
// no out_of_scope flag; referrals are expected from everyday words; vague text expects no task and
// needs_more_detail; large_job above 16 hours; emergencies as in batch 4. Who the job is for and
// when it can be done do not change the job: a grab rail for a parent is a mounting task.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h12a-001', 'hi cot from ikea needs building, the sundvik one. baby due in 3 wks and my back is gone 🙃 any eve after 6?', ['ASSEMBLY'], [0.5, 2]),
  job('h12a-002', 'stair gate at the top of the stairs pls, the screw in type not pressure, got it from mothercare. the bannister end is a round post so not sure if it', ['MOUNTING'], [0.5, 1.5]),
  job('h12a-003', 'On nights Mon-Thu so can only do Fri or Sat mornings. Hot tap in the bathroom drips constantly, sounds like a clock at 3am when im trying to get the baby back down', ['PLUMBING'], [0.5, 1.5]),
  job('h12a-004', 'can u put a grab rail by the front door step? my dad is moving in with us next wk and he wobbles every time he comes in. brick wall outside', ['MOUNTING'], [0.5, 1.5]),
  job('h12a-005', 'bunk beds. argos. 2 boxes. kids already fighting over who gets the top 😩 saturday?', ['ASSEMBLY'], [1.5, 4]),
  job('h12a-006', 'can u put a blackout blind up in the nursery, roller one from dunelm, normal size window. baby up at 5am every day cos of the light', ['MOUNTING'], [0.5, 1.5]),
  job('h12a-007', 'wooden climbing frame with slide and swing arm from smyths, about 9 boxes 😳 garden is flat grass. husband says he will do it, he wont', ['ASSEMBLY'], [3, 9]),
  job('h12a-008', 'Hi there, I work 12 hour shifts at the hospital (7 til 7) so it would have to be a Wednesday as that\'s my day off. The toilet keeps running after you flush, water just trickles into the bowl all the time', ['PLUMBING'], [0.5, 1.5]),
  job('h12a-009', 'hello can you make the hand rail on our stairs secure again? its coming away at the bottom bracket and moves when you lean on it. my father in law comes to live with us in june and he really needs it', ['CARPENTRY'], [0.5, 2]),
  job('h12a-010', '12ft trampoline needs putting up with the safety net, from very. any time sat or sun', ['ASSEMBLY'], [1.5, 4]),
  job('h12a-011', 'kids pulled the towel rail off the bathroom wall (swinging on it obvs) and now theres big holes where the plugs were', ['MOUNTING'], [0.5, 1.5]),
  job('h12a-012', 'Need the nursery painted before baby arrives in August. Small box room, walls only, paint bought (sage green). I cant do it myself, pregnant and the smell makes me sick', ['PAINTING'], [3, 7]),
  job('h12a-013', 'need the hemnes 8 drawer chest building + the changing top that goes on it. evening after 7 if poss as partner is on lates', ['ASSEMBLY'], [1, 3]),
  job('h12a-014', 'living room door came off the hinges when the kids were hanging off the handle, the wood in the frame where the hinge screws go has split. can it be put back', ['CARPENTRY'], [0.5, 2]),
  job('h12a-015', 'can u fix the wardrobe and 2 chest of drawers to the wall? toddler climbs EVERYTHING. got the anti tip straps already', ['MOUNTING'], [0.5, 2]),
  job('h12a-016', 'sorry typing w baby asleep on me. kitchen sink drains really slow and smells, tried the plunger and the stuff from', ['PLUMBING'], [0.5, 1.5]),
  job('h12a-017', 'Wooden playhouse for the garden still in its packs (the Waltons one with the little veranda). Want it on the slabs at the back. Is that a day job?', ['ASSEMBLY'], [3, 7]),
  job('h12a-018', 'i sleep 8am-3pm (nights) so nothing noisy before 3 pls!! handle on my bedroom door falls off every time i shut it and i need that door shut to sleep lol', ['CARPENTRY'], [0.5, 1]),
  job('h12a-019', 'hiya could u fix our garden gate so it actually shuts + latches, toddler keeps getting out onto the drive and it terrifies me. wooden gate, latch doesnt line up anymore', ['EXTERIOR'], [0.5, 1.5]),
  job('h12a-020', 'metal swing set from argos needs putting up and the legs pegging down. husband works away til the 20th and the kids keep asking every single day', ['ASSEMBLY'], [1.5, 4]),
  job('h12a-021', 'need a raised toilet seat with the arms fitting for my nan, shes moving in after her hip op on the 9th. got it from the pharmacy', ['PLUMBING'], [0.5, 1]),
  job('h12a-022', 'the kitchen tap is the old twisty kind and mum cant turn it with her arthritis. can you change it for a lever one? we\'ll buy whatever you tell us to', ['PLUMBING'], [1, 2.5]),
  job('h12a-023', 'bath needs resealing, the silicone is black and mouldy and i bath the baby in it every night 🤢', ['TILING'], [0.5, 1.5]),
  job('h12a-024', 'baby monitor camera on the wall above the cot pls and the wire run along tidy so she cant grab it', ['MOUNTING'], [0.5, 1.5]),
  job('h12a-025', 'Cot bed needs turning into a toddler bed - sides off and the base dropped. Think its the Mamas & Papas one. Only Sat after 2 (work earlies)', ['ASSEMBLY'], [0.5, 1.5]),
  job('h12a-026', 'fence panel blown out and now the dog AND the 3 yr old can get through the gap 😬 posts are fine, new panel is in the garage', ['EXTERIOR'], [0.5, 2]),
  job('h12a-027', 'one floorboard on the landing creaks so loud it wakes the baby every time i tiptoe past 😭 can it be fixed', ['CARPENTRY'], [0.5, 2]),
  job('h12a-028', 'outside tap please on the back wall for the paddling pool and washing the bikes. kitchen sink is just the other side of that wall', ['PLUMBING'], [1, 3]),
  job('h12a-029', 'Can you put a hand rail on the other side of our stairs? Theres only one and my dad needs both sides to hold now. A plain wooden one is fine, we\'ll paint it', ['CARPENTRY'], [1, 3]),
  job('h12a-030', 'light in the kids room, want the dangly bulb swapped for a flush fitting, bought one from b&q. after 4pm or weekends', ['ELECTRICAL'], [0.5, 1.5]),
  job('h12a-031', 'kids bedroom door has a hole kicked in the bottom (long story 🙄) its a hollow one. patch or new door, whats cheapest', ['CARPENTRY'], [0.5, 3]),
  job('h12a-032', 'patio door handle just spins now and the door wont lock. I work nights and the wife is on her own with the kids so really want it sorted this week', ['LOCKSMITH'], [0.5, 2]),
  job('h12a-033', 'bathroom extractor fan stopped working and the ceiling is going mouldy. need done before my mother in law moves in on the 1st, new fan bought same size', ['ELECTRICAL'], [0.5, 1.5]),
  job('h12a-034', 'wooden sandpit with the lid that turns into a bench, B&Q kit, takes me forever with the kids round my feet x', ['ASSEMBLY'], [0.5, 2]),
  job('h12a-035', 'hi hi can u put the telly on the wall in the playroom so the toddler stops pulling it off the unit 🙈 43", bracket here', ['MOUNTING'], [1, 2.5]),
  job('h12a-036', 'basketball hoop on the garage wall? it came with its own bracket, about 2.5m up. my son is 9 and obsessed', ['MOUNTING'], [0.5, 1.5]),
  job('h12a-037', 'curtain pole in the nursery has come away at one end and is hanging diagonally, the plugs just spin in the', ['MOUNTING'], [0.5, 1.5]),
  job('h12a-038', 'Hello, my english not perfect. My wife have baby next month. I want you paint the ceiling only in small bedroom, there is yellow stain from old leak (leak is fixed already). Weekend is good, I work in factory in the week', ['PAINTING'], [1.5, 4]),
  job('h12a-039', 'shed door is falling off, the hinge has rusted through. the pushchair and bikes live in there so it needs to lock', ['EXTERIOR'], [0.5, 1.5]),
  job('h12a-040', 'the 2 doors on the kids fitted wardrobe have dropped and catch on each other when you close them, can u adjust them or whatever', ['CARPENTRY'], [0.5, 1.5]),
  job('h12a-041', 'can you box in the pipes behind the toilet? they run along the bottom of the wall, about 1.5m, and the toddler keeps grabbing them', ['CARPENTRY'], [1, 3]),
  job('h12a-042', 'Key safe by the front door for my mums carers please. Shes moving in with us and they need to get in while we\'re both at work. Got the police approved one from Screwfix', ['LOCKSMITH'], [0.5, 1.5]),
  job('h12a-043', 'new toilet seat pls, ours cracked and pinched my sons leg 😢 standard white soft close', ['PLUMBING'], [0.5, 1]),
  job('h12a-044', 'on nights til fri. can someone regrout the shower, the grout is black with mould, just the tiled bit round the shower about 2m2. any day from sat after 12', ['TILING'], [1.5, 4]),
  job('h12a-045', 'want a loft ladder fitted so i can get all the baby stuff up there out the way. normal size hatch, ladder from wickes', ['CARPENTRY'], [1.5, 4]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h12a-046', 'bits before baby comes 🤰 cot to build, a shelf above the changing table and the nursery door squeaks like mad (will wake her!!)', ['ASSEMBLY', 'MOUNTING', 'CARPENTRY'], [1.5, 4]),
  job('h12a-047', 'mum moving in w us end of month so need - grab rail in the shower - bath taps swapped for lever ones - a 2nd bannister up the stairs', ['MOUNTING', 'PLUMBING', 'CARPENTRY'], [2.5, 6]),
  job('h12a-048', 'On nights all next week, can only do 8-10am before I sleep. 1) kitchen tap dripping 2) bedroom roller blind cord snapped 3) hall radiator cold at the top needs bleeding', ['PLUMBING', 'MOUNTING', 'PLUMBING'], [1.5, 3.5]),
  job('h12a-049', 'garden for the kids: big wooden climbing frame to build and 2 of the fence panels at the back need replacing cos they\'ll be climbing all over it', ['ASSEMBLY', 'EXTERIOR'], [5, 11]),
  job('h12a-050', 'So we\'re turning the dining room into a downstairs bedroom for my dad (he can\'t do stairs since his stroke). Need: the bed putting together (from Dreams, not flat pack but comes in bits), a curtain pole up (bought), the bolt on the downstairs loo door swapping for a lock that can be opened from outside in case he falls, and a grab rail by the loo. He comes home from hospital on the 14th. I work weekends at Tesco so weekdays best, sorry for the essay', ['ASSEMBLY', 'MOUNTING', 'LOCKSMITH', 'MOUNTING'], [2, 5.5]),
  job('h12a-051', 'twins turning 3 so goodbye cots 😭 2 toddler beds to build, the 2 cots taking apart for the loft, and a shelf up for their books', ['ASSEMBLY', 'ASSEMBLY', 'MOUNTING'], [2.5, 5.5]),
  job('h12a-052', 'quick list x paint the hallway (walls only, scuffed to death by scooters), the stair carpet is loose on the top step, new silicone round the bath', ['PAINTING', 'FLOORING', 'TILING'], [4.5, 11]),
  job('h12a-053', 'I do 4 on 4 off so check with me before booking. cold tap in the bathroom wont turn off properly, the pull cord for the bathroom light snapped, and a drawer in the kitchen has come off its runner', ['PLUMBING', 'ELECTRICAL', 'CARPENTRY'], [1.5, 4]),
  job('h12a-054', 'baby proofing!! stair gates top and bottom, tv on the wall, and theres a fist sized hole in the plasterboard by the sofa (dont ask)', ['MOUNTING', 'MOUNTING', 'PLASTERING'], [2.5, 6]),
  job('h12a-055', 'Moving my mother into the annexe (its already built, just tired). Could you paint the bedroom (walls and ceiling, medium sized), put up a mirror and 4 of her pictures, and change the kitchenette tap to a lever one?', ['PAINTING', 'MOUNTING', 'PLUMBING'], [7, 13]),
  job('h12a-056', 'bunk bed wobbles like mad, the bolts keep working loose, and the kids have drawn on the landing wall in permanent marker 😑 needs painting over. sunday ok?', ['ASSEMBLY', 'PAINTING'], [2, 6]),
  job('h12a-057', 'nurse, nights thu/fri/sat. need blackout blinds on 2 bedroom windows (I sleep in the day!!) and the bedroom door doesnt catch so it swings open and bangs', ['MOUNTING', 'CARPENTRY'], [1.5, 4]),
  job('h12a-058', 'trampoline needs taking down and moving to the other side of the garden, and the lawn cutting while ur here (small garden)', ['ASSEMBLY', 'GARDENING'], [2, 5.5]),
  job('h12a-059', 'new baby + MIL moving in = chaos 😅 pls can you build a pax wardrobe in the spare room (2 doors), a cot in our room, and sort the front room door that sticks', ['ASSEMBLY', 'ASSEMBLY', 'CARPENTRY'], [3.5, 8]),
  job('h12a-060', 'after 5 only (earlies at the depot). outside light by the back door not working, not the bulb. and the side gate needs a bolt at the top so the kids cant reach it', ['ELECTRICAL', 'EXTERIOR'], [1, 3]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h12a-061', '3 stair gates - top of stairs, bottom of stairs and the kitchen doorway. all the screw fit lindam ones', ['MOUNTING'], [1.5, 3.5]),
  job('h12a-062', 'TWINS!! 2 cots + 2 chest of drawers to build, all ikea, boxes blocking the hall. tues or wed eve 6-9ish', ['ASSEMBLY', 'ASSEMBLY'], [3, 7]),
  job('h12a-063', 'grab rails x4 for my dad - 2 by the toilet, 1 in the shower, 1 by the front door. got them from argos', ['MOUNTING'], [1.5, 4]),
  job('h12a-064', 'Could you put up 6 shelves in the playroom for toys and books? Shelves and brackets bought, walls are plasterboard 🙂', ['MOUNTING'], [2.5, 5]),
  job('h12a-065', 'vinyl in the nursery please, 3m x 2.5m, over the floorboards. bought it from carpetright. shes crawling soon', ['FLOORING'], [1.5, 4.5]),
  job('h12a-066', 'whole house repaint before my parents move in with us, 3 bed semi, walls and ceilings everywhere. its empty at the moment so easy to get at. how many days roughly?', ['PAINTING'], [28, 70], [LARGE]),
  job('h12a-067', '2 bunk beds (one for each of the boys rooms), the white metal ones from argos. weekend only', ['ASSEMBLY'], [3, 7]),
  job('h12a-068', 'kids have wrecked the back fence 🙈 5 panels need replacing, concrete posts are fine, panels bought from wickes', ['EXTERIOR'], [3.5, 8]),
  job('h12a-069', 'we have 10 pictures and a big mirror to hang in the new house, been 6 months and the kids keep asking when', ['MOUNTING'], [1.5, 4]),
  job('h12a-070', '8 of those magnetic cupboard locks on the kitchen cupboards and 2 on the bathroom cabinet pls, baby opened the bleach cupboard yesterday 😱', ['GENERAL'], [1, 3]),
  job('h12a-071', 'Floor tiles for my mums new en suite, just the floor, about 4m2, tiles from Topps Tiles. She moves in on the 3rd', ['TILING'], [3.5, 7]),
  job('h12a-072', 'laminate in 2 kids bedrooms - 3.2 x 3m and 2.6 x 2.4m, boards and underlay already in the garage', ['FLOORING'], [5, 11]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h12a-073', 'boiler keeps cutting out and baby due any day!! display says F28 and then it comes back on for a bit', [GAS]),
  none('h12a-074', 'need a socket in the nursery by where the cot goes, for the monitor and night light. only one socket in there and its by the door', [ELECTRICIAN]),
  none('h12a-075', 'theres an old gas fire in the front room, mum will be sleeping in there when she moves in and I dont trust it. can it be taken out and capped off', [GAS]),
  none('h12a-076', 'my dad is getting a stairlift and the fitters say there needs to be a plug socket at the top of the stairs first, there isnt one', [ELECTRICIAN]),
  none('h12a-077', 'lights in the kids room keep flickering and there is a burning smell from the switch sometimes', [ELECTRICIAN]),
  none('h12a-078', 'crack above the nursery window has opened right up again since we filled and painted it in spring, wider at the top', [STRUCTURAL]),
  none('h12a-079', 'want the wall between kitchen and dining room knocked down so I can see the kids while I cook. 1930s semi, no idea if its load bearing', [STRUCTURAL]),
  none('h12a-080', 'Artex ceiling in the nursery, want it scraped off and made smooth before the baby. house built 1972', [ASBESTOS]),
  none('h12a-081', 'pulled the carpet up in the playroom and theres little black tiles stuck down under it, some are broken. 1960s bungalow. can you get them all up so we can lay laminate', [ASBESTOS]),
  none('h12a-082', 'few tiles slid off the roof and landed on the trampoline!! 2 storey house, kids could have been on it', [ROOFER]),
  none('h12a-083', 'water drips thru the ceiling in my sons room when it rains heavy, its the attic room right under the roof', [ROOFER]),
  none('h12a-084', 'flat roof over the kitchen has a puddle on it that never goes and now theres a brown stain on the ceiling underneath', [ROOFER]),
  none('h12a-085', 'want the garage converting into a bedroom and wet room for my mum so she can live downstairs with us', [BUILDER]),
  none('h12a-086', 'how much for a loft conversion? need another bedroom, baby number 3 on the way 😅', [BUILDER]),
  none('h12a-087', 'Do you build granny annexes? single storey on the back of the house, planning is approved', [BUILDER]),
  none('h12a-088', 'trip switch goes every morning when the kettle and the bottle steriliser are on together 🙄 then half the house has no power', [ELECTRICIAN]),
  none('h12a-089', 'no hot water since tuesday, heating works fine tho. worcester combi', [GAS]),
  none('h12a-090', 'one ring on the gas hob burns yellow and leaves black soot on the pans, worried with the kids around', [GAS]),
  none('h12a-091', 'electrician mate says our fuse box is ancient and half the sockets arent earthed, baby on the way so want the whole house sorted properly', [ELECTRICIAN]),
  none('h12a-092', 'bathroom for my elderly mum - bath ripped out, walk in shower, new toilet and basin, the whole room really', [BUILDER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h12a-093', 'cot to build please and also the boiler makes a horrible banging when the heating comes on', ['ASSEMBLY'], [0.5, 2], [GAS]),
  job('h12a-094', 'nursery: paint the walls (small room) and want a light with a dimmer put in the ceiling, theres no ceiling light in there at all', ['PAINTING'], [3, 7], [ELECTRICIAN]),
  job('h12a-095', 'climbing frame to build (the medium smyths one) and a few slates came off the garage roof in the wind, its pitched and too high for me', ['ASSEMBLY'], [2.5, 6], [ROOFER]),
  job('h12a-096', 'grab rail in the bathroom for my dad and a double socket by his bed for the hospital bed and the air mattress pump, none on that wall', ['MOUNTING'], [0.5, 1.5], [ELECTRICIAN]),
  job('h12a-097', 'bunk beds to build, and the ceiling in the boys room has a long crack and is sagging down a bit in the middle 😬', ['ASSEMBLY'], [1.5, 4], [STRUCTURAL]),
  job('h12a-098', 'put 2 shelves up in the nursery, and the old swirly artex on the nursery ceiling wants scraping off, house is 1970s', ['MOUNTING'], [1, 2.5], [ASBESTOS]),
  job('h12a-099', 'lay laminate in the new playroom (about 14m2) and knock the wall through to the dining room so its open plan and i can see them', ['FLOORING'], [4.5, 10], [STRUCTURAL]),
  job('h12a-100', 'mum moving in: want the downstairs loo made into a shower room (shower, drain, tiling, everything) and a lever tap on the kitchen sink', ['PLUMBING'], [1, 2.5], [BUILDER]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h12a-101', 'do you fit car seats? isofix one, cant get it to click in properly', [OUT]),
  none('h12a-102', 'need a night nanny for 2 weeks when baby comes, any recommendations?', [OUT]),
  none('h12a-103', 'looking for a babysitter sat nights, im on shift til 2am', [OUT]),
  none('h12a-104', 'pram wheel has come off, its a bugaboo, do you repair them', [OUT]),
  none('h12a-105', 'mice in the kitchen 🤮 found droppings right by the high chair, need someone asap', [OUT]),
  none('h12a-106', 'deep clean of the whole house before baby comes home, oven, skirtings, the lot', [OUT]),
  none('h12a-107', 'washing machine leaking from the door seal, bosch, 3 years old. we do 2 loads a day with a newborn 😩', [OUT]),
  none('h12a-108', 'can you help move my mums stuff from her flat in Swindon to ours? 1 bed flat, no big furniture', [OUT]),
  none('h12a-109', 'need a carer to pop in to mum at lunchtimes while we are at work', [OUT]),
  none('h12a-110', 'wifi doesnt reach the nursery so the baby monitor keeps dropping out, can u sort', [OUT]),
  none('h12a-111', 'tumble dryer stopped heating, beko, out of warranty, need it back asap with a newborn', [OUT]),
  none('h12a-112', 'carpet needs shampooing, toddler has been sick on it twice this week', [OUT]),
  none('h12a-113', 'who does swimming lessons for a 4 year old near Reading?', [OUT]),
  none('h12a-114', 'need someone to do the school run tues and thurs, I start at 6am', [OUT]),
  none('h12a-115', 'my mums mobility scooter wont charge anymore', [OUT]),
  none('h12a-116', 'newborn photo shoot at home, do you know anyone?', [OUT]),
  none('h12a-117', 'dog walker needed mon-fri while im sleeping off nights', [OUT]),
  none('h12a-118', 'can you steam clean the sofa, kids got felt tip all over it', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h12a-119', 'hi can someone ring me after 6, got a few bits', [MORE]),
  none('h12a-120', 'baby due in 6 wks and the house isnt ready lol where do we even start', [MORE]),
  none('h12a-121', 'My mum is moving in with us and we need to make the house safer for her, could someone come round and advise?', [MORE]),
  none('h12a-122', 'do you work weekends? im on nights mon-fri', [MORE]),
  none('h12a-123', 'how much per hour', [MORE]),
  none('h12a-124', 'need some things done in the nursery', [MORE]),
  none('h12a-125', 'can u come sat? same as the job u did for my sister in law on Elm Rd', [MORE]),
  none('h12a-126', 'Is it possible to book someone for a whole day of little jobs? Will send a list later', [MORE]),
  none('h12a-127', 'hi sorry is this the handyman? my friend Jo gave me ur number', [MORE]),
  none('h12a-128', 'toddler proofing the house, what do you do?', [MORE]),
  none('h12a-129', 'something wrong in the bathroom again 😩', [MORE]),
  none('h12a-130', 'are your guys DBS checked? there will be kids in the house', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h12a-131', 'LOCKED OUT baby is inside asleep in her cot, keys on the side, door is upvc. PLEASE', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  none('h12a-132', 'carbon monoxide alarm going off in the kitchen and wont stop, weve got the kids out in the garden', [GAS, EMERGENCY]),
  job('h12a-133', 'water pouring thru the kitchen ceiling from the bathroom, think its the pipe to the toilet upstairs, cant find the stop tap!!! 2 under 3s here help', ['PLUMBING'], [0.5, 2.5], [EMERGENCY]),
  job('h12a-134', 'my 4yo has locked himself in the bathroom and cant undo the lock, hes crying, can someone come now', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  none('h12a-135', 'boiler is dead, no heating at all and its snowing. my dad is 88 and only just moved in with us', [GAS, EMERGENCY]),
];

/** The twelfth held-out batch, half A: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_12A_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
