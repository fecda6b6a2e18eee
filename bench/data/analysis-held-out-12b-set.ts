import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The TWELFTH held-out batch, half B (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md,
// docs/decisions/0021-learned-text-reader.md): new descriptions written by a different author from
// the earlier batches, before the engine was tuned on batch 11, labelled by hand from the
// calibration table (docs/product/analysis-calibration.md) without running the engine on them,
// and committed on their own. Never tuned on, never trained on. Half B is written in the voice of
// keen gardeners and allotment holders (greenhouses, sheds on the plot, raised beds, water butts,
// compost bins, hedges, plot numbers and gate codes), owners of old period houses (sash windows
// and their cords, lath and plaster, cast-iron radiators, original floorboards, quarry tiles,
// shutters, listed buildings and conservation officers), people who describe a job by comparing
// it with something they saw ("like the one next door", "same as last time", "what you did for my
// sister"), and customers who send long, exact measurements and product codes. Same conventions
// as the earlier batches: not handyman work at all is out_of_scope with no task; a message that
// also names handyman work prices it with no out_of_scope flag; referrals are expected from
// everyday words; vague text (including a comparison that names no work) expects no task and
// needs_more_detail; large_job above 16 hours; emergencies as in batch 4. An old or listed house
// does not change the job: a snapped sash cord is a carpentry task, a weeping cast-iron radiator
// valve a plumbing one; a bulging or dropped lath-and-plaster ceiling is a structural referral.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h12b-001', 'The sash cord has snapped on the bottom half of our bay window (the middle one of the three) so it just crashes down if you let go of it. Victorian terrace, I think the weight is still in there somewhere. Could you re-cord it? Happy to buy the cord if you tell me what to get', ['CARPENTRY'], [1.5, 4]),
  job('h12b-002', 'Allotment shed door has come off its top hinge in the wind and is hanging by the bottom one. Plot 14b at Moor Lane allotments, gate code is on the noticeboard, I can meet you there Saturday morning', ['EXTERIOR'], [0.5, 1.5]),
  job('h12b-003', 'Can you put a picture rail up in our front room like the one next door has? About 4.2m along the chimney wall and 3.8m on the wall opposite the window, just those two walls. Moulding is from Wickes (product code 112346), 2.4m lengths, I\'ll paint it myself', ['CARPENTRY'], [2, 5]),
  job('h12b-004', 'cast iron radiator in the hall is stone cold at the top and warm at the bottom, its one of the big old column ones. think it just wants bleeding but the key we have doesnt fit, the little valve looks ancient', ['PLUMBING'], [0.5, 1.5]),
  job('h12b-005', 'Please could you put up a greenhouse for me. It is a Halls Popular 6ft x 8ft aluminium one, still in the boxes in the garage, and the base is already laid with paving slabs. I am 81 and my son was going to do it but he has moved to Aberdeen with his work.', ['ASSEMBLY'], [3, 9]),
  job('h12b-006', 'The floorboard at the top of our stairs creaks so loud it wakes the baby every single time 😩 original pine boards, 1890s house. can it be screwed down without wrecking it?', ['FLOORING'], [0.5, 1.5]),
  job('h12b-007', 'hi same as last time please - the kitchen tap is dripping again (you did the bathroom one in march). its the mixer by the window', ['PLUMBING'], [0.5, 1.5]),
  job('h12b-008', 'water butt needs fitting to the downpipe on the greenhouse side of the house, its the 210 litre one from B&Q with the diverter kit. stand is already built and level', ['EXTERIOR'], [0.5, 1.5]),
  job('h12b-009', 'The top sash on our bedroom window has been painted shut by the previous owners and we can\'t open it at all, there must be six coats of gloss on it. Could you free it up so it opens again before summer?', ['CARPENTRY'], [1, 3]),
  job('h12b-010', 'Wanting a fence panel replaced exactly like the one my neighbour at no.12 had done, the 6x5 waney edge. Old one snapped at the bottom in the storm, posts are wooden but seem sound enough', ['EXTERIOR'], [1, 2.5]),
  job('h12b-011', 'Would you be able to hang a heavy gilt mirror above the fireplace? It is about 120 x 90 cm and weighs a ton. The wall is lath and plaster I believe (the house is 1880s) so my husband is nervous about it coming down in the night', ['MOUNTING'], [0.5, 2]),
  job('h12b-012', 'need the privet at the front cutting back, approx 14m long and just over 5ft tall, plus the bit that turns the corner along the path (another 3m or so). same as you did last autumn', ['GARDENING'], [2, 5]),
  job('h12b-013', 'Our letterbox on the front door (Victorian 4 panel) has a spring gone and it flaps in the wind all night. Got a new brass one, Screwfix 26815, same size as the old one, 250 x 65mm', ['CARPENTRY'], [0.5, 1.5]),
  job('h12b-014', 'fine crack right along the ceiling in the back bedroom, been there years, house is 1900 so its the old lath and plaster. just want it filled and made good so I can paint over it. its not sagging or anything just looks tatty', ['PLASTERING'], [0.5, 2]),
  job('h12b-015', 'radiator valve on the old cast iron rad in the dining room is weeping, theres a brown ring on the floorboards under it now. only a slow drip but its getting worse', ['PLUMBING'], [0.5, 2]),
  job('h12b-016', 'do u do shed felt? my allotment shed roof is letting in and all the seeds I had on the shelf are ruined 😭 its only a small apex shed, 6x4', ['EXTERIOR'], [1, 3]),
  job('h12b-017', 'Hello, I would like a blind fitted in the kitchen the same as the one you fitted in the lounge. It is a Roman blind from Dunelm, to go inside the window recess, 92cm wide', ['MOUNTING'], [0.5, 1.5]),
  job('h12b-018', 'Gate to the back garden has dropped so it drags on the path and I have to lift it to shut it. Old wooden one, hinges all rusty. I just want it to shut like it used to', ['EXTERIOR'], [0.5, 1.5]),
  job('h12b-019', 'The bottom sash in the kitchen rattles every time a lorry goes past and you can feel the draught round it. We\'re in a conservation area so the windows have to stay. Can the beads be refitted tighter or whatever it is you do to stop it?', ['CARPENTRY'], [1, 3]),
  job('h12b-020', 'Front door key is really stiff in the lock, have to wiggle it for ages to get in. It\'s an old mortice lock in a listed building so I don\'t want the door touching, just the lock sorting or replacing like for like', ['LOCKSMITH'], [0.5, 1.5]),
  job('h12b-021', 'Can you put a small telly on the wall of my summerhouse? 32 inch, bracket bought, the walls are tongue and groove timber. Theres a plug in there already', ['MOUNTING'], [0.5, 2]),
  job('h12b-022', 'Please may I have a price to paint the front door. It\'s the original Edwardian door, the current paint is a chipped dark green and it will need a light sand. Outside face only, Farrow & Ball Railings exterior eggshell (I have the tin)', ['PAINTING'], [2, 5]),
  job('h12b-023', 'the overflow pipe from the loo is dripping outside onto the path, been doing it a week now. same thing happened at my mums and her man said it was the float thing in the tank', ['PLUMBING'], [0.5, 1.5]),
  job('h12b-024', 'Could you fit a new toilet seat? The old wooden one has split. It\'s an old high level cistern with the chain and the pan is the original Victorian one with the blue pattern inside, so please be gentle with it!', ['PLUMBING'], [0.5, 1]),
  job('h12b-025', 'I need some trellis putting up along the top of my back wall for the clematis, about 5 metres, panels already bought (3 of the 180 x 60cm ones from Wickes)', ['EXTERIOR'], [1, 3]),
  job('h12b-026', 'shelf for the potting shed pls, one long plank across the back wall under the window for my seed trays. have the wood + brackets', ['MOUNTING'], [0.5, 1.5]),
  job('h12b-027', 'The plaster has come away from the wall behind where the old wardrobe was, a patch about the size of a dinner plate, you can see the thin wooden strips behind it. 1880s house. Can that be patched up?', ['PLASTERING'], [1, 3]),
  job('h12b-028', 'outside tap by the veg beds drips all day even when its turned off hard. its the one I fill the watering cans from so I need it working', ['PLUMBING'], [0.5, 1.5]),
  job('h12b-029', 'hi im looking to get a curtain pole put up in my bay, the same as the one in the front room at number 7 (they said you did theirs). its a 3 sided bay and the pole is a bendy one from John Lewis', ['MOUNTING'], [1, 2.5]),
  job('h12b-030', 'Doors in our house are the original 4 panel pine ones and the one to the back bedroom has swelled and catches on the frame so it wont latch. Just needs a shave off I think', ['CARPENTRY'], [0.5, 2]),
  job('h12b-031', 'Would like the back lawn cut and the edges done, its about 15m long. The mower is in the shed but it pulls to the left a bit so you may prefer your own', ['GARDENING'], [1, 2.5]),
  job('h12b-032', 'Morning, the bathroom extractor fan has packed up completely, not even a hum. Want one the same, it\'s a Manrose 100mm, I\'ve already bought the replacement (Screwfix 74912)', ['ELECTRICAL'], [0.5, 1.5]),
  job('h12b-033', 'The old brass door knobs on the bathroom door keep coming off, the spindle slides out and I\'ve been shut in twice now 😂 like the one you did downstairs for us please', ['CARPENTRY'], [0.5, 1]),
  job('h12b-034', 'Want a bird box and a bat box putting up high on the back of the house, about 4m up on the brickwork under the eaves. I have both boxes and a ladder if you need it', ['MOUNTING'], [0.5, 2]),
  job('h12b-035', 'Quarry tiles in the back kitchen, a few have cracked and come loose by the back door. Original red ones, 6 inch square, I found 4 spares down the cellar', ['TILING'], [1, 3]),
  job('h12b-036', 'The door down to the cellar swelled up over winter and sticks at the top corner, can you plane it so it shuts?', ['CARPENTRY'], [0.5, 2]),
  job('h12b-037', 'chain on the old high level loo has snapped, the pull handle came off in my hand. can you reconnect it or put a new chain on? the cistern is about 7ft up', ['PLUMBING'], [0.5, 1]),
  job('h12b-038', 'Need a new lock on my allotment shed, someone broke in last night and took my strimmer. A proper heavy hasp and padlock or whatever you\'d recommend', ['LOCKSMITH'], [0.5, 1.5]),
  job('h12b-039', 'Can you hang the wallpaper in our downstairs loo? Tiny room, walls only, paper bought (Morris & Co Strawberry Thief, 3 rolls). The lining paper is already up', ['PAINTING'], [2.5, 6]),
  job('h12b-040', 'Please can you refix the cast iron boot scraper by my front step, it has come loose in the stone and rocks about. The house is Grade II so nothing that will damage the step if possible', ['EXTERIOR'], [0.5, 1.5]),
  job('h12b-041', 'The shutters on the inside of our sitting room windows (the folding Georgian type that fold back into the boxes each side) - one leaf has dropped on its hinges and won\'t fold back in any more', ['CARPENTRY'], [0.5, 2]),
  job('h12b-042', 'hiya can you do the same thing you did for my sister on Albert Rd, where the sealant round the bath has gone all black? mines exactly the same, just along the wall side of the bath', ['TILING'], [0.5, 1.5]),
  job('h12b-043', 'The wisteria has pulled the support wires off the front of the house. Can you put new vine eyes and wires up across the front at first floor level, about 6m across? I\'ll tie the plant back in myself', ['EXTERIOR'], [1, 3]),
  job('h12b-044', 'kitchen sink is draining slow like it did last year, same fix as then please (you took the U bend bit off and cleaned it out)', ['PLUMBING'], [0.5, 1.5]),
  job('h12b-045', 'Rotary washing line needs putting in the back lawn, the Brabantia one. I want the concrete-in sleeve this time not just the spike because the last one blew over. Same spot as the old one by the apple tree', ['EXTERIOR'], [1, 2.5]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h12b-046', 'Jobs list for the cottage (1760s, Grade II listed, so nothing modern please!):\n1. sash cord gone on the landing window\n2. the latch on the plank door into the dining room doesn\'t catch\n3. kitchen tap drips\nWe\'re only there at weekends', ['CARPENTRY', 'CARPENTRY', 'PLUMBING'], [2.5, 6.5]),
  job('h12b-047', 'at the allotment - the sliding door on my greenhouse has come off its runner and wont shut, and can you strim the grass paths round my plot, theyre knee high. plot 6, ask for Dennis', ['EXTERIOR', 'GARDENING'], [1.5, 4]),
  job('h12b-048', 'Same as last time please: gutters front and back, and the outside of the front windows want a paint, they\'re the sashes, 3 of them, peeling badly. Oh and bleed the rads before the cold comes', ['EXTERIOR', 'PAINTING', 'PLUMBING'], [5, 12]),
  job('h12b-049', 'Hello, measurements as promised:\n- Bathroom floor 2.35m x 1.80m, sheet vinyl (Tarkett from Carpetright, code TK-4471 Oak Natural), old lino already up\n- Splashback behind the basin, tiled area 600 x 450mm, white metro 75 x 150\n- Towel rail (not heated) to go up at 1200 from the floor\nPlease send a price for labour only, all materials being delivered Thursday', ['FLOORING', 'TILING', 'MOUNTING'], [3, 6.5]),
  job('h12b-050', 'My late husband used to do all of this. The garden tap washer needs changing, the bird table has fallen over and wants setting back in the ground firmly, and the kitchen clock and two pictures need hanging again where the nails have come out. I am in every day except Tuesday (chiropodist).', ['PLUMBING', 'EXTERIOR', 'MOUNTING'], [1.5, 3.5]),
  job('h12b-051', 'we\'d like a trellis topper along the side fence like next door have, 4 panels long. Also a log store building (flatpack one from Forest Garden, code FGLS1.5) and a shelf in the alcove by the fireplace', ['EXTERIOR', 'ASSEMBLY', 'MOUNTING'], [3.5, 8]),
  job('h12b-052', 'Victorian terrace, couple of bits - the picture rail in the hall has come away from the wall at one end (about a metre of it is hanging off), and a floorboard in the bay lifts up when you step on it', ['CARPENTRY', 'FLOORING'], [1, 3.5]),
  job('h12b-053', 'hi m8 got a plot at the allotments, need 1) old shed took down n taken to the tip 2) the slab base relevelled, its all wonky 3) new shed put up on it, 8x6 overlap from wickes', ['EXTERIOR', 'EXTERIOR', 'ASSEMBLY'], [6, 13]),
  job('h12b-054', 'Could you quote for three jobs in my flat please (2nd floor of a Georgian building): rehang the bathroom door, which has been leaning in the hall since the plumber took it off, hang two pictures and a mirror in the sitting room, and reseal round the basin', ['CARPENTRY', 'MOUNTING', 'TILING'], [2, 5]),
  job('h12b-055', 'Right I\'ll try and keep this short!! We\'ve moved into an old farmhouse and the garden is a jungle. Could you cut the lawn - no sorry scratch that, hubby\'s got a ride-on so he will do the lawn. What we need is the laurel hedge along the lane cut back hard (about 25m long, 8ft high) and the rotten old pergola taken down and got rid of. And while you\'re here the kitchen door handle keeps falling off', ['GARDENING', 'EXTERIOR', 'CARPENTRY'], [6.5, 13]),
  job('h12b-056', 'hi it\'s Mrs Okafor from Linden Grove, you did my fence last spring. This time the bathroom basin tap is loose and wobbles about, and the wardrobe in the spare room (the one you built for me!) has a door that has dropped. Thank you dear', ['PLUMBING', 'CARPENTRY'], [1, 3]),
  job('h12b-057', 'We\'re in a Grade II listed townhouse and the conservation officer is happy with like-for-like repairs. Could you 1) re-putty the outside of 2 sash windows where it\'s cracked and falling out, 2) paint the same 2 windows outside (white linseed paint supplied), 3) ease the front door which drags on the flagstones', ['CARPENTRY', 'PAINTING', 'CARPENTRY'], [5.5, 12]),
  job('h12b-058', 'Hello, I have new house, very old, 1900. Please: kitchen floor boards make big noise when walk, 3 or 4 boards. Also in bedroom the window (the one go up and down) not stay up, it fall down. Also my 2 bookshelf Ikea Billy already build, only need fix to wall because children climbing', ['FLOORING', 'CARPENTRY', 'MOUNTING'], [3, 8]),
  job('h12b-059', 'Same as next door\'s back garden please 😂 they\'ve got a lovely new fence. We want the 3 rotten panels on the left swapped for new, and the patio jet washed (about 20m2). Garden\'s small so shouldn\'t take you long', ['EXTERIOR', 'EXTERIOR'], [4, 8]),
  job('h12b-060', 'Greenhouse and garden bits before tomato season 🍅 - the aluminium staging for the greenhouse needs building (2 units, flatpack), the outside tap next to the greenhouse drips, and the gate to the veg garden needs a new latch', ['ASSEMBLY', 'PLUMBING', 'EXTERIOR'], [1.5, 4.5]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h12b-061', 'Could someone build me 2 raised beds on the allotment? I have the sleepers already (treated, 2.4m x 200 x 100mm), want them 2 sleepers high, each bed 2.4 x 1.2m. Just screwing together and levelling really', ['EXTERIOR'], [2, 5]),
  job('h12b-062', 'two of the slatted wooden compost bins from the allotment society shop, still flat in their packs. need putting together at the plot, plot 22', ['ASSEMBLY'], [1, 3]),
  job('h12b-063', 'The Victorian rope-top edging tiles along both sides of the front path have all come loose, roughly 8m each side. They need bedding back in properly, I\'ve kept all the tiles', ['EXTERIOR'], [2, 7]),
  job('h12b-064', 'All 7 sash windows in the house need new cords, both sashes on each one. House is 1870s, windows are in decent nick otherwise. Can you give me a price per window and for the lot?', ['CARPENTRY'], [15, 32], [LARGE]),
  job('h12b-065', 'Original pine floorboards in the front room, 4.1m x 3.6m, want them sanded and varnished, 2 coats (Bona satin I think). Some gaps between the boards but we don\'t need them filling', ['FLOORING'], [6, 14]),
  job('h12b-066', '12 pictures to go up the staircase like a gallery wall, I\'ve laid them out on the floor and taken a photo so you can copy it. Walls up there are lath and plaster', ['MOUNTING'], [1.5, 4]),
  job('h12b-067', 'Cast iron radiators x3 need taking off so we can strip the wallpaper and paint behind, then putting back afterwards. They\'re heavy, two are the 4 column ones about 1m long and one is a small one in the loo', ['PLUMBING'], [3, 8]),
  job('h12b-068', 'fence - 8 panels, 6ft x 6ft closeboard, the posts are staying. Exactly the same as what you did for Mr Hussain at no 23', ['EXTERIOR'], [6, 12]),
  job('h12b-069', 'Please price for laying laminate in the back bedroom and landing. Bedroom 3.42 x 2.95m, landing approx 1.1 x 3.6m plus the small square at the top of the stairs. Boards are Wickes Style Oak 8mm (code 184736), 7 packs ordered, underlay too', ['FLOORING'], [4.5, 10]),
  job('h12b-070', 'Need my 4 bed Victorian house painted inside before we sell, walls only, every room. That\'s 4 bedrooms, front room, back room, kitchen, and the hall stairs and landing (tall, 3 storeys)', ['PAINTING'], [28, 60], [LARGE]),
  job('h12b-071', 'half a dozen hanging basket brackets round the front and back of the house please, the black wrought iron ones, I have them. Brick walls', ['MOUNTING'], [1, 3]),
  job('h12b-072', 'Wall tiles in the kitchen between the worktop and wall cupboards, 3 runs: 2.4m, 1.6m and 0.9m, all 450mm high. Tiles are Topps Tiles Victorian green crackle glaze 75x300, already bought', ['TILING'], [2.5, 7]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h12b-073', 'The ceiling in the back bedroom is bulging down in the middle, you can see it if you shine a torch along it. It\'s the old lath and plaster. Can you push it back up and fix it?', [STRUCTURAL]),
  none('h12b-074', 'our house still has the original cloth covered wiring and round pin sockets in two of the bedrooms, the surveyor said it all needs doing', [ELECTRICIAN]),
  none('h12b-075', 'there\'s a gas fire in the sitting room, an old Baxi with the back boiler behind it, and it has started to smell funny when it\'s on. want someone to look at it', [GAS]),
  none('h12b-076', 'Several slates have slipped on the back of the house and there\'s a gap near the top. 3 storey Victorian so no way I\'m going up there', [ROOFER]),
  none('h12b-077', 'We want to take out the wall between the front and back parlour to make one big room like next door have done. It goes right up to the ceiling and the floorboards upstairs run across it', [STRUCTURAL]),
  none('h12b-078', 'Crack above the bay window on the outside has opened right up since the dry summer, it zigzags up through the mortar and I can get my fingernail in it now', [STRUCTURAL]),
  none('h12b-079', 'Old black tiles under the lino in the scullery, small squares maybe 9 inch, they look tarry. Want them all lifted before we put a new floor down', [ASBESTOS]),
  none('h12b-080', 'Could you get power to my allotment shed? Want a couple of sockets and a light for my propagator, there\'s a cable that comes to the plot next door', [ELECTRICIAN]),
  none('h12b-081', 'The lights keep flickering all over the house and the fuse box is the old brown one with the wire fuses you pull out. My brother says it\'s not safe', [ELECTRICIAN]),
  none('h12b-082', 'Aga in the kitchen (the gas one) needs its service, it\'s overdue. Same as last year please', [GAS]),
  none('h12b-083', 'Our boiler is down in the cellar and hasn\'t been touched in about 10 years, now it keeps cutting out', [GAS]),
  none('h12b-084', 'We want to turn the attic into a proper bedroom like number 42 did last year. There\'s already a little window in the gable end', [BUILDER]),
  none('h12b-085', 'Looking to build an orangery on the back of our Georgian house, it\'s listed so we\'d need all the permissions sorting too', [BUILDER]),
  none('h12b-086', 'lead round the chimney stack has lifted and water comes in down the chimney breast in the top bedroom whenever there\'s a storm', [ROOFER]),
  none('h12b-087', 'the old communal shed at the allotments has one of those grey wavy cement roofs, its cracked and some of the committee want to just pull it off and burn it. Can you take it down properly?', [ASBESTOS]),
  none('h12b-088', 'New outside light and a socket on the patio for the pond pump please, there\'s nothing out there at the moment', [ELECTRICIAN]),
  none('h12b-089', 'gas hob wont light on the big ring, the others are fine, it clicks away but nothing', [GAS]),
  none('h12b-090', 'Chimney breast in the kitchen, want it taking out to make room for the American fridge like they\'ve done next door', [STRUCTURAL]),
  none('h12b-091', 'Swirly textured ceiling in the hall (the house had a makeover in the 70s), want it scraped off and skimmed smooth', [ASBESTOS]),
  none('h12b-092', 'water stain on the top landing ceiling keeps growing every time it rains, right below where the valley in the roof is', [ROOFER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h12b-093', 'Could you put up a shelf in the pantry, and while you\'re here have a look at the old lath and plaster ceiling in the spare room, it\'s got a big crack and one side has dropped about an inch', ['MOUNTING'], [0.5, 1.5], [STRUCTURAL]),
  job('h12b-094', 'garden jobs - cut the beech hedge (about 12m) and the wall at the bottom of the garden that holds up the neighbours lawn is leaning over more every year', ['GARDENING'], [2, 5], [STRUCTURAL]),
  job('h12b-095', 'Sash cord has gone on the kitchen window, and the back boiler behind the gas fire needs a service, it\'s the old Baxi', ['CARPENTRY'], [1.5, 4], [GAS]),
  job('h12b-096', 'Can you paint the back bedroom (walls and ceiling, about 3.5 x 3m) and put a double socket in by the bed, there\'s only one in the whole room', ['PAINTING'], [4, 9], [ELECTRICIAN]),
  job('h12b-097', 'please build my cold frame (Haxnicks, still boxed) and there\'s an old grey corrugated sheet roof on the lean-to at my plot that\'s crumbling and needs to come off', ['ASSEMBLY'], [0.5, 2], [ASBESTOS]),
  job('h12b-098', 'Paint the hall, stairs and landing please (Victorian terrace, walls only, 2 storeys). Also a slate has slipped on the little roof over the bay and there\'s a damp patch on the bay ceiling now', ['PAINTING'], [6, 14], [ROOFER]),
  job('h12b-099', 'hi need 2 fence panels replaced and the lights in the kitchen keep tripping the electrics whenever it rains', ['EXTERIOR'], [2, 4], [ELECTRICIAN]),
  job('h12b-100', 'want a quote for a side return extension like the one at no 18, and in the meantime could you fix the dripping bath tap', ['PLUMBING'], [0.5, 1.5], [BUILDER]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h12b-101', 'chimney needs sweeping before we light the first fire of the winter, it\'s an open fire in the front room', [OUT]),
  none('h12b-102', 'do you service lawnmowers? my Hayter won\'t start after the winter', [OUT]),
  none('h12b-103', 'moles have wrecked my lawn, 20+ hills this week, need someone to trap them', [OUT]),
  none('h12b-104', 'rats in the compost bins at the allotment 🐀 can you deal with them', [OUT]),
  none('h12b-105', 'Our grandfather clock stopped and now won\'t keep time, it was my grandmother\'s. Do you repair clocks?', [OUT]),
  none('h12b-106', 'Looking for someone to water my greenhouse for 2 weeks in August while we\'re in Cornwall, the tomatoes need doing every day', [OUT]),
  none('h12b-107', 'need a full building survey on a listed cottage we\'re buying, the mortgage company want one', [OUT]),
  none('h12b-108', 'Can you help us fill in the listed building consent application for new windows? The council form is baffling', [OUT]),
  none('h12b-109', 'window cleaner needed for the big sash windows, inside and out, 3 storey house', [OUT]),
  none('h12b-110', 'do you reupholster chairs? I\'ve got 6 Victorian dining chairs with the horsehair coming through the seats', [OUT]),
  none('h12b-111', 'piano needs tuning, it\'s an old upright that\'s been in the family for years', [OUT]),
  none('h12b-112', 'the oven in our electric Aga has stopped getting hot, think the element has gone', [OUT]),
  none('h12b-113', 'my ride on mower has a flat tyre and the battery is dead, can someone come out to it', [OUT]),
  none('h12b-114', 'Swarm of bees hanging in the old apple tree, what do we do?? grandkids are here for the week', [OUT]),
  none('h12b-115', 'Can you deliver 10 bags of well rotted horse manure to my plot? Plot 31, Elm Lane allotments', [OUT]),
  none('h12b-116', 'stair and landing carpets need a good steam clean before the house goes on the market', [OUT]),
  none('h12b-117', 'need my new tablet setting up so I can video call the grandchildren, my son usually does it but he\'s away', [OUT]),
  none('h12b-118', 'want the sofa and the piano moving from our flat in Bath to the new cottage in Frome', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h12b-119', 'Could you do what you did for us last year again? You\'ll have it on your system I expect', [MORE]),
  none('h12b-120', 'I want my house to look like the one next door, how much?', [MORE]),
  none('h12b-121', 'Do you have experience with listed buildings? We have a few jobs but need someone who understands old houses', [MORE]),
  none('h12b-122', 'allotment needs sorting before spring, can u help', [MORE]),
  none('h12b-123', 'hi, just bought a Victorian terrace, loads to do 🙈 when can you come round?', [MORE]),
  none('h12b-124', 'My neighbour Pat gave me your number, she said you were very good. Could you pop round one afternoon?', [MORE]),
  none('h12b-125', 'whats ur hourly rate for garden work', [MORE]),
  none('h12b-126', 'Do you use lime plaster or just the modern gypsum stuff?', [MORE]),
  none('h12b-127', 'the thing in the garden has broken again', [MORE]),
  none('h12b-128', 'Are you insured for working on a listed property? The conservation officer wants to see it', [MORE]),
  none('h12b-129', 'measurements attached as requested (see photos) - ref 2291', [MORE]),
  none('h12b-130', 'Few odd jobs at the cottage and a couple at my mum\'s, whenever suits 😊', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h12b-131', 'Water pouring through the dining room ceiling from the bathroom above, it\'s dripping all over the table!! I\'ve turned the stop tap off under the sink but it\'s still coming', ['PLUMBING'], [1, 3], [EMERGENCY]),
  job('h12b-132', 'the valve on the old cast iron radiator in the hall has come apart when I tried to turn it and water is squirting out all over the floorboards!! please come now', ['PLUMBING'], [0.5, 2.5], [EMERGENCY]),
  job('h12b-133', 'Locked out!! Key snapped in the old mortice on the front door. It\'s a Grade II house so please don\'t drill the door if you can help it, I\'m sat on the step with the shopping', ['LOCKSMITH'], [0.5, 2], [EMERGENCY]),
  none('h12b-134', 'Boiler stopped in the night, no heating or hot water, it\'s frosty out and my mother is 92 and lives with us', [GAS, EMERGENCY]),
  job('h12b-135', 'the pipe to the outside tap at the allotments has split in the frost and water is gushing out across the paths, none of the committee know where the stopcock is', ['PLUMBING'], [0.5, 2], [EMERGENCY]),
];

/** The twelfth held-out batch, half B: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_12B_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
