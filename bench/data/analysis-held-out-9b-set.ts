import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The NINTH held-out batch, half B: new descriptions written by a different author from the
// earlier batches, before the engine was tuned on batch 8, and committed on their own. Never
// tuned on, never trained on. The voice is customers comparing quotes or haggling ("another
// bloke said £80, can you beat it"), seasonal jobs (Christmas lights and decorations, getting
// the house ready for winter, summer decking and garden furniture), pet owners (cat flaps, dog
// gates, chewed skirting, scratched doors, fish tanks and hutches), and very long multi-paragraph
// renovation wish lists that mix small jobs with big ones. Same conventions as the earlier batches
// (bench/data/analysis-eval-set.ts): not handyman work at all is out_of_scope with no task; a
// message that also names handyman work prices it with no out_of_scope flag; referrals are
// expected from everyday words; vague text expects no task and needs_more_detail; large_job
// above 16 hours; emergencies as in batch 4. Hours ranges follow
// docs/product/analysis-calibration.md.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h9b-001', 'how much for a cat flap in the back door? its a wooden door, got the flap already from pets at home (the microchip one)', ['CARPENTRY'], [1, 2.5]),
  job('h9b-002', 'Got 2 quotes already for fitting a kitchen mixer tap, one was £85 the other £110. If you can do it for £70 its yours. Tap is from Screwfix, old one is still on', ['PLUMBING'], [1, 2.5]),
  job('h9b-003', 'our staffy has chewed the skirting board in the hall to bits while we were at work 🙈 about 1.5m of it needs replacing, its the plain rounded type', ['CARPENTRY'], [1, 3]),
  job('h9b-004', 'Dog has scratched the bottom half of the kitchen door right down to the bare wood 🐕 it needs filling and painting. White painted door, just the one side', ['PAINTING'], [1, 3]),
  job('h9b-005', 'Could you fit a dog gate at the bottom of the stairs? its one of the screw to the wall ones not the pressure fit, got it off amazon. the puppy keeps going up and weeing on the landing', ['MOUNTING'], [0.5, 1.5]),
  job('h9b-006', 'need a shelf strong enough to take a 60 litre fish tank in the alcove, thinking solid wood on big brackets. what would u charge for that', ['MOUNTING'], [0.5, 2.5]),
  job('h9b-007', 'Rabbit hutch from Pets at Home still in the box, the 2 tier one with the run underneath. My husband has tried twice and given up 😂', ['ASSEMBLY'], [1, 3]),
  job('h9b-008', 'The flap on our cat door has cracked and next doors ginger tom keeps coming in and eating our cats food 😾 can you swap it for a new one the same size? its in the upvc back door', ['CARPENTRY'], [0.5, 1.5]),
  job('h9b-009', 'Hi, looking for someone to put the christmas lights up along the front of the house, hanging off the gutter, theyre the plug in icicle ones. Last year my husband fell off the ladder doing it so never again!', ['GENERAL'], [1, 3]),
  job('h9b-010', 'can someone come and take down the outside christmas lights and the big light up reindeer and put it all back up in the loft for me. im 79 and dont do ladders anymore', ['GENERAL'], [1, 2.5]),
  job('h9b-011', 'The outside tap needs a frost cover and the pipe lagging before it freezes again, last winter it split and cost me a fortune to get replaced', ['PLUMBING'], [0.5, 1.5]),
  job('h9b-012', 'Please could you lag the pipes and the cold water tank in the loft before winter? The loft is boarded and has a ladder so its easy to get about up there', ['PLUMBING'], [1, 3]),
  job('h9b-013', 'back door lets a right draught in round the edges, need proper draught strip putting on before winter. wooden door', ['GENERAL'], [0.5, 1.5]),
  job('h9b-014', 'another bloke said £80 to rehang our wardrobe door thats dropped, can u beat it? its just the one door on a fitted wardrobe', ['CARPENTRY'], [0.5, 1.5]),
  job('h9b-015', 'decking out the back has 3 boards gone soft by the back door, one has a hole in it where the dogs leg went through 🐕 can they be swapped? new boards bought from B&Q', ['EXTERIOR'], [1, 3]),
  job('h9b-016', 'how much to oil our decking before summer? its about 4m x 3m, just the top of it, we have the Ronseal decking oil', ['PAINTING'], [1.5, 5]),
  job('h9b-017', 'We bought a rattan corner sofa set for the garden from Dunelm and it came in 6 boxes 😳 any chance of putting it together this weekend, its meant to be nice', ['ASSEMBLY'], [1.5, 4]),
  job('h9b-018', 'metal hardtop gazebo from costco, 3x4m, needs building and bolting down to the patio. its heavy so might need 2 of you', ['ASSEMBLY'], [3, 8]),
  job('h9b-019', 'Our cat has shredded the wallpaper at the bottom of the stairs, about a metre up from the floor. Can you strip that bit off and paint it? Not bothered about papering again, just a cream to match', ['PAINTING'], [1.5, 5]),
  job('h9b-020', 'lawn needs its first cut of the year, its gone a bit wild. medium size back garden, you can use our mower its in the shed', ['GARDENING'], [1, 2.5]),
  job('h9b-021', 'could u fit a dog flap in the internal door from the utility to the back room so he can get out to the garden? its a hollow door, its a big flap (labrador)', ['CARPENTRY'], [1, 2.5]),
  job('h9b-022', 'mate quoted me 120 to put a telly on the wall which seems steep?? 43 inch, plasterboard wall, bracket included. whats ur price', ['MOUNTING'], [1, 2.5]),
  job('h9b-023', 'The sliding wardrobe door has come off its track at the bottom, I think the cat got behind it and knocked it. Its a fitted one with mirror doors', ['CARPENTRY'], [0.5, 1.5]),
  job('h9b-024', 'Hi, after a price for putting together a chicken coop for us, its the Omlet one, all the bits are here in boxes', ['ASSEMBLY'], [1, 2.5]),
  job('h9b-025', 'Aquarium cabinet (Fluval Roma 200 stand) is flat pack and needs building before the tank gets delivered Thursday, so wednesday latest please', ['ASSEMBLY'], [1, 2.5]),
  job('h9b-026', 'Before winter can someone bleed all the radiators, 8 of them, and see why the one in the back bedroom stays stone cold', ['PLUMBING'], [1, 2.5]),
  job('h9b-027', 'Dining room door has dog claw marks all down the inside from when we shut him in. Its oak veneer. Honestly think it needs a new door rather than fixing, we\'ll buy a similar one from Wickes if you can hang it', ['CARPENTRY'], [2, 4]),
  job('h9b-028', 'ur competitor wants £60 just to turn up 🙄 i need a new toilet seat fitting, the soft close type, what do u charge', ['PLUMBING'], [0.5, 1]),
  job('h9b-029', 'fence panel blew down in the gales last night and the dog can get out onto the road now so sooner the better pls. posts are fine and ive got a new panel', ['EXTERIOR'], [0.5, 2]),
  job('h9b-030', 'can you put up a big mirror for me in the hall, its from The Range and its heavy, about 120 x 80. Want it up before the family come for Christmas', ['MOUNTING'], [0.5, 1.5]),
  job('h9b-031', 'hedge wants its autumn cut before winter sets in, its the leylandii along the side, about 10m long and 2m high, can reach most of it from the ground', ['GARDENING'], [2, 5]),
  job('h9b-032', 'our jack russell goes mental at the post and has shredded two lots of bills. can u fit one of those letter cages on the back of the front door', ['CARPENTRY'], [0.5, 1.5]),
  job('h9b-033', 'hinge has gone on the cupboard under the sink and the door is hanging off, the dog has been nosing it open to get at the bin 🙄 can you fix it and make it so he cant open it', ['CARPENTRY'], [0.5, 1.5]),
  job('h9b-034', 'gutters are full of leaves again, 3 bed semi, front and back. someone on facebook does it for £40 but never turns up lol', ['EXTERIOR'], [1, 2.5]),
  job('h9b-035', 'winter job - front door sticks really bad every time it gets damp, have to shoulder barge it open. its a wooden painted one', ['CARPENTRY'], [0.5, 2]),
  job('h9b-036', 'Our shed door has swollen up and wont shut, the bolt doesnt line up any more. Its a Forest shed about 5 years old', ['EXTERIOR'], [0.5, 1.5]),
  job('h9b-037', 'I need a small glass shelf put up in the bathroom for my shaving things, I\'ve bought it. What would that cost roughly, ta', ['MOUNTING'], [0.5, 1]),
  job('h9b-038', 'Hello, my english not so good. The door of my rabbit house in the garden is broken, the hinge come off and the wood is soft. Maybe need new small door in wood. You can do?', ['CARPENTRY'], [0.5, 2]),
  job('h9b-039', 'The radiator in the lounge needs taking off the wall so we can decorate behind it and then putting back. Just the one, a double panel', ['PLUMBING'], [1, 2.5]),
  job('h9b-040', 'wobbly banister, the whole rail moves when you grab it and its getting worse. nan is coming for christmas and she needs it to hold on to going up', ['CARPENTRY'], [0.5, 2]),
  job('h9b-041', 'one of the roller blinds in the conservatory has come off the wall completely, the cat was swinging on the cord 😹 need it back up', ['MOUNTING'], [0.5, 1.5]),
  job('h9b-042', 'Vinyl in the downstairs loo is stained where the old dogs bed used to be. New vinyl bought, tiny room maybe 1.5m2. Another firm quoted £140 which seems a lot for such a tiny floor?', ['FLOORING'], [1, 2.5]),
  job('h9b-043', 'Can you put a hook in the hall ceiling to hang the big christmas garland from, and a couple of hooks round the front door frame for the wreath and lights', ['MOUNTING'], [0.5, 1.5]),
  job('h9b-044', 'can you sort out our rotary washing line? the concrete round the post has cracked and it leans right over when theres washing on it', ['EXTERIOR'], [1, 2.5]),
  job('h9b-045', 'what would you charge to swap the kitchen light for a new one I got from B&Q? its a bar with 3 spotlights, normal height ceiling. be honest, not trying to pay £100 for 20 mins', ['ELECTRICAL'], [0.5, 1.5]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h9b-046', 'Few bits before the in laws come for christmas: new seat on the downstairs loo, the spare room curtain pole has come down, and the back door wont lock unless you lift the handle right up and really force it', ['PLUMBING', 'MOUNTING', 'LOCKSMITH'], [1.5, 4]),
  job('h9b-047', 'getting the garden ready for summer 🌞 need the decking jet washed, 2 broken boards on it replaced, and the new garden table and chairs set from B&Q put together', ['EXTERIOR', 'EXTERIOR', 'ASSEMBLY'], [3.5, 8]),
  job('h9b-048', 'The new puppy has been busy 🙃 he has chewed the corner off the kitchen cupboard plinth, dug under the fence so theres a gap at the bottom the size of a football, and pulled the hall carpet up at the doorway. Could one person sort all 3?', ['CARPENTRY', 'EXTERIOR', 'FLOORING'], [1.5, 5]),
  job('h9b-049', 'Had 2 quotes for these, cheapest was £220, beat it and youve got the job: 1) paint the downstairs loo 2) new basin tap in there (bought) 3) put up a towel ring and loo roll holder', ['PAINTING', 'PLUMBING', 'MOUNTING'], [4.5, 9]),
  job('h9b-050', 'Hi there, we\'ve just bought a 1970s bungalow and there is a LOT we want doing, so bear with me!\n\nLounge: walls and ceiling need painting, its about 5m x 4m and currently nicotine yellow. We also want the TV on the wall above where the old fireplace was.\n\nKitchen: the cupboard doors are fine but we want all the handles changed (22 of them, bought) and the tap drips.\n\nBedrooms: both need laminate, 3.5m x 3m and 3m x 2.7m, we\'ve got the boards. The second bedroom also needs an Ikea Pax wardrobe building (hinged doors).\n\nOutside: lawn needs a cut and the side gate needs a new latch.\n\nWe know its a lot! Would you do it in stages? Budget isnt unlimited so happy to hear where we could save.', ['PAINTING', 'MOUNTING', 'CARPENTRY', 'PLUMBING', 'FLOORING', 'ASSEMBLY', 'GARDENING', 'EXTERIOR'], [20, 40], [LARGE]),
  job('h9b-051', 'getting the house ready for winter, can you: clear the gutters, fit a brush strip on the bottom of the front door for the draught, bleed the radiators upstairs and lag the pipe to the outside tap', ['EXTERIOR', 'GENERAL', 'PLUMBING', 'PLUMBING'], [2.5, 6]),
  job('h9b-052', 'Moving into a rental with our 2 cats and the landlord has said yes to a cat flap in the back door (wooden) as long as its done properly. We also want 4 of those cat climbing shelves on the lounge wall, and a stair gate at the top to keep them out of the nursery', ['CARPENTRY', 'MOUNTING', 'MOUNTING'], [3, 7]),
  job('h9b-053', 'Before Christmas if poss!! 🎄 Ikea bunk bed for the spare room (the Mydal), the plug in lights along the front fence (theres an outside socket already), and the loft ladder needs replacing, the folding one snapped', ['ASSEMBLY', 'GENERAL', 'CARPENTRY'], [4, 8.5]),
  job('h9b-054', 'Jobs list, please give me your best price as I\'m getting 3 quotes: hang 2 internal doors (bought), replace the bathroom extractor fan like for like, and fill the cracks in the hall ceiling so I can paint it myself', ['CARPENTRY', 'ELECTRICAL', 'PLASTERING'], [6, 11]),
  job('h9b-055', 'summer jobs: paint the shed and the fence (fence is 6 panels along one side), and build the new swing set for the grandkids, its from Smyths', ['PAINTING', 'PAINTING', 'ASSEMBLY'], [5, 13]),
  job('h9b-056', 'Hiya, the dog has wrecked the garden and the hallway 🐶 1) new turf where he dug the lawn up, maybe 10m2 2) fence panel at the bottom has snapped 3) hall walls covered in muddy scrape marks need repainting, hall only not the stairs', ['GARDENING', 'EXTERIOR', 'PAINTING'], [6, 13]),
  job('h9b-057', 'Me and the wife are retired now so finally getting round to everything. In no particular order: the bathroom mirror has been leaning against the wall for 2 years and needs putting up, the kitchen sink is slow to empty, theres a crack in the plaster above the living room door (hairline, been there forever, just looks scruffy), I\'d love 3 long shelves in the garage for my tools, and the hose reel needs fixing to the wall outside.', ['MOUNTING', 'PLUMBING', 'PLASTERING', 'MOUNTING', 'MOUNTING'], [4, 8.5]),
  job('h9b-058', 'I own 3 flats on the same street so if you do all of this I\'d expect a discount: flat A kitchen tap drips, flat B bedroom blind is broken, flat C bath needs resealing', ['PLUMBING', 'MOUNTING', 'TILING'], [2, 5]),
  job('h9b-059', 'Autumn jobs please: cut back the overgrown hedge at the front, rake up the leaves and give the lawn a last cut, and refix the trellis on the back wall thats come loose', ['GARDENING', 'GARDENING', 'EXTERIOR'], [3, 7]),
  job('h9b-060', 'Right, here\'s the list 😅 We\'re hosting Christmas for the first time in the new house.\n- Dining room: paint walls and ceiling (3.5 x 3.5m), put up a curtain pole\n- Hall, stairs and landing: paint walls only, normal 3 bed semi\n- Front room: hang 8 picture frames and a big mirror, TV on the wall (55")\n- Spare room: build an Ikea sofa bed and a Malm chest of drawers\n- Downstairs loo: cistern keeps running\nIs this doable in the next 3 weeks? Other firm said £1,600 for the lot, just so you know 👀', ['PAINTING', 'MOUNTING', 'PAINTING', 'MOUNTING', 'MOUNTING', 'ASSEMBLY', 'ASSEMBLY', 'PLUMBING'], [20, 40], [LARGE]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h9b-061', 'stain the fence before summer, 8 panels each side of the garden so 16 panels altogether, 6ft high. the Cuprinol is in the shed', ['PAINTING'], [5, 12]),
  job('h9b-062', 'can u put up 5 floating shelves for my plants 🪴 in the lounge, got the shelves, its a brick wall', ['MOUNTING'], [2, 5]),
  job('h9b-063', 'two rabbit hutches to build (the big Pets at Home ones) and a run for them to share, 3 boxes in total', ['ASSEMBLY', 'ASSEMBLY'], [3, 7]),
  job('h9b-064', 'Want quotes for laminate in the lounge and the hall, lounge is 4.5m x 3.8m and the hall about 5m2. Another company said 2 days, is that right?', ['FLOORING'], [7, 14]),
  job('h9b-065', '4 bed house, want every room painted before we sell, walls only, the ceilings are fine. Thats the 4 bedrooms, hall stairs and landing, lounge, dining room and kitchen', ['PAINTING'], [24, 60], [LARGE]),
  job('h9b-066', '6 fence panels down the side where the dogs keep pushing through, want them swapped for the heavier closeboard ones. Concrete posts and gravel boards are fine', ['EXTERIOR'], [4, 9]),
  job('h9b-067', 'got 3 cat flaps to fit, one in the back door, one in the door through to the garage and one in the utility room door. all wooden doors', ['CARPENTRY'], [3, 6]),
  job('h9b-068', 'christmas: about 12 metres of festoon lights along the pergola and the fence, and 6 sets of lights round the front windows. all plug in. how much?', ['GENERAL'], [2, 5]),
  job('h9b-069', 'Bathroom walls need tiling, the end by the bath and behind the basin, about 5m2 altogether. Had a quote for £450 labour which seems high?', ['TILING'], [4.5, 9]),
  job('h9b-070', '3 radiators need taking off and putting back on for the decorators, 2 singles and 1 double', ['PLUMBING'], [2.5, 6]),
  job('h9b-071', 'two garden sheds to paint (8x6 and 6x4) and the summerhouse, all the same colour, paint bought', ['PAINTING'], [4, 10]),
  job('h9b-072', 'Dog chewed the skirting in 3 rooms 🙄 about 12 metres altogether needs replacing, torus style, we\'ll paint it ourselves', ['CARPENTRY'], [3, 8]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h9b-073', 'Boiler needs its service before the cold sets in. British Gas want £110, can you do it any cheaper?', [GAS]),
  none('h9b-074', 'the hob clicks but wont light on two of the rings, its gas. weve got 11 coming for christmas dinner on thursday!!', [GAS]),
  none('h9b-075', 'we want the old gas fire in the front room taking out and the pipe capping off so we can put an electric one in', [GAS]),
  none('h9b-076', 'put the heating on for the first time since spring and the boiler keeps going to a red light with F22 on it, and the pipes make a whooshing noise', [GAS]),
  none('h9b-077', 'Need an outside socket on the front of the house for the christmas lights, at the moment I run an extension lead out through the letterbox 🙈', [ELECTRICIAN]),
  none('h9b-078', 'We\'re getting a hot tub for the summer and apparently it needs its own 32 amp supply from the house. Is that something you can do?', [ELECTRICIAN]),
  none('h9b-079', 'every time i plug the outside christmas lights in all the sockets downstairs go off and i have to flick the switch back up in the cupboard', [ELECTRICIAN]),
  none('h9b-080', 'the cat has chewed through the wire coming out of the wall behind the telly, the one that goes into the socket on the skirting?? theres copper showing', [ELECTRICIAN]),
  none('h9b-081', 'Can I get a price for running power down to the garden office at the bottom of the garden, lights and 4 double sockets', [ELECTRICIAN]),
  none('h9b-082', 'garage roof is that corrugated grey cement stuff and its cracked in places, I want it off and something proper on before winter', [ASBESTOS]),
  none('h9b-083', 'Dog dug up the carpet in the back room and under it theres black square tiles, a few are cracked and bits have broken off. House was built in 1968. Can you lift them all?', [ASBESTOS]),
  none('h9b-084', 'want the swirly plaster on the lounge ceiling scraped off and made smooth, its an ex council house built 1975', [ASBESTOS]),
  none('h9b-085', 'we want to knock the kitchen and dining room into one big room for christmas parties 🥂 the wall between them is brick, roughly how much', [STRUCTURAL]),
  none('h9b-086', 'crack above the patio doors has gone from a hairline to about 5mm since last winter, and the doors have started sticking', [STRUCTURAL]),
  none('h9b-087', 'the wall at the end of our garden that holds the neighbours garden up is bulging out and leaning over towards us', [STRUCTURAL]),
  none('h9b-088', 'couple of the tiles off the very top of the roof blew off in the storm and smashed on the drive, its a 2 storey house', [ROOFER]),
  none('h9b-089', 'water drips through the ceiling of the back bedroom whenever it rains hard, its the room right under the roof, got a bucket down for now', [ROOFER]),
  none('h9b-090', 'chimney pot looks loose after the wind, you can see it rock, and bits of mortar keep landing in the garden where the dog goes', [ROOFER]),
  none('h9b-091', 'how much for a conservatory on the back? about 4m x 3m, its for the dogs really and for sitting in in summer', [BUILDER]),
  none('h9b-092', 'want our garage turning into a dog grooming room for my business, needs water, a window, insulating, the lot', [BUILDER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h9b-093', 'Hello! Long email sorry. We\'ve bought a 1930s semi that needs a lot of love and we\'re trying to work out who does what.\n\nThe big stuff: we want the kitchen completely ripped out and a new one fitted, and we\'d love an extension on the back eventually (single storey, maybe 4m out).\n\nThe small stuff: the front room needs painting (walls and ceiling, about 4m x 4m), theres a wobbly spindle on the stairs, the loo seat is broken, and we need a dog gate at the kitchen door for our spaniel. Oh and the fence panel by the shed is rotten.\n\nCan you do the small stuff now and point us at someone for the big stuff? Thanks, Emma', ['PAINTING', 'CARPENTRY', 'PLUMBING', 'MOUNTING', 'EXTERIOR'], [8, 15], [BUILDER]),
  job('h9b-094', 'Can you fit a cat flap in our back door (wooden), and also the boiler has been banging ever since we put the heating back on', ['CARPENTRY'], [1, 2.5], [GAS]),
  job('h9b-095', 'best price for putting the christmas lights up on the front of the house? and can you put an outside socket in for them while youre up there', ['GENERAL'], [1, 3], [ELECTRICIAN]),
  job('h9b-096', 'the dogs have scratched the back door to bits, it needs sanding down and repainting. also theres a crack going diagonally from the top of that door frame up to the ceiling that keeps getting wider', ['PAINTING'], [1.5, 4], [STRUCTURAL]),
  job('h9b-097', 'summer list: jet wash the patio (about 25m2) and a few roof tiles have slipped on the garage, its a pitched roof so too high for me', ['EXTERIOR'], [1.5, 4], [ROOFER]),
  job('h9b-098', 'Retired couple here, long list sorry 😊 We want the old bathroom taken out and a walk in shower put in as my knees are bad now. While you\'re with us the garden gate sticks, we\'d like a shelf over the radiator in the hall, and the bedroom door won\'t stay shut.', ['EXTERIOR', 'MOUNTING', 'CARPENTRY'], [1.5, 4.5], [BUILDER]),
  job('h9b-099', 'paint the hall stairs and landing and while youre at it can u scrape the artex off the landing ceiling, house is 1970s', ['PAINTING'], [8, 16], [ASBESTOS]),
  job('h9b-100', 'lag the loft pipes and the water tank before winter please, and while youre up there the loft light switch sparks every time you flick it and the light doesnt come on', ['PLUMBING'], [1, 3], [ELECTRICIAN]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h9b-101', 'do you do dog grooming? cockapoo needs a full groom before christmas, shes like a bear', [OUT]),
  none('h9b-102', 'we need someone to feed the cats and do the litter trays over christmas, 23rd to the 28th', [OUT]),
  none('h9b-103', 'fish tank needs a proper clean out and the filter changing, 200 litre tropical, I hate doing it', [OUT]),
  none('h9b-104', 'the pump in my garden pond has stopped, do u fix pond pumps?', [OUT]),
  none('h9b-105', 'fleas in all the carpets after the cat brought them in 🤢 need the whole house treating', [OUT]),
  none('h9b-106', 'can you take my dog to the vets on tuesday morning, I don\'t drive', [OUT]),
  none('h9b-107', 'hot tub wont heat up, its a lay-z-spa, showing E02', [OUT]),
  none('h9b-108', 'looking for someone to service my lawnmower before summer, its a petrol Mountfield', [OUT]),
  none('h9b-109', 'inflatable santa in the front garden wont blow up anymore, the fan seems dead. can u fix it', [OUT]),
  none('h9b-110', 'can someone valet my car and get all the dog hair out before we drive to my mums for christmas', [OUT]),
  none('h9b-111', 'carpets need shampooing, two dogs and a cream carpet, what was I thinking 😂', [OUT]),
  none('h9b-112', 'my rabbits need looking after for a week in august while were in spain, do you do that or know anyone', [OUT]),
  none('h9b-113', 'wasps nest under the decking, every time we sit out there someone gets stung', [OUT]),
  none('h9b-114', 'tumble dryer squeals really loud when its going, its a Hotpoint, can someone look at it before all the winter washing', [OUT]),
  none('h9b-115', 'do you do dog training? our rescue greyhound pulls on the lead something terrible', [OUT]),
  none('h9b-116', 'Need a removal van to move us from Chester to Wrexham in January, 3 bed house, and we have a piano', [OUT]),
  none('h9b-117', 'could you wrap and drop off christmas presents to my grandkids in Leeds, I\'m in Bradford and can\'t get about now', [OUT]),
  none('h9b-118', 'cleaner needed the morning after our christmas party, the lounge and kitchen will be a state 😬', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h9b-119', 'another bloke said £80, can you beat it?', [MORE]),
  none('h9b-120', 'Whats your day rate? and do you do a discount if we book you for a whole week in January', [MORE]),
  none('h9b-121', 'got a list of jobs to get done before christmas, when can u come and price it all up', [MORE]),
  none('h9b-122', 'dog has wrecked half the house while we were at work, where do i even start 😭', [MORE]),
  none('h9b-123', 'Do you do cash jobs, cheaper that way?', [MORE]),
  none('h9b-124', 'I have three quotes already, just want a fourth to compare. Its for the stuff we spoke about on the phone', [MORE]),
  none('h9b-125', 'getting the house ready for winter, what sort of things should I be getting done?', [MORE]),
  none('h9b-126', 'hi is it the same fella as last summer that did our decking? want him again', [MORE]),
  none('h9b-127', 'how far out do you travel? we\'re just outside Kendal', [MORE]),
  none('h9b-128', 'can u match checkatrade prices', [MORE]),
  none('h9b-129', 'Few jobs outside for the summer, nothing major, can you send someone round', [MORE]),
  none('h9b-130', 'Are your lads ok with dogs? we have 3 and they bark at everyone but theyre soft really', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h9b-131', 'HELP the dog has chewed through the pipe under the sink and water is spraying everywhere, cant find where to turn it off!!', ['PLUMBING'], [0.5, 2.5], [EMERGENCY]),
  job('h9b-132', 'Locked out on christmas eve with the turkey in the oven 😱 keys are on the kitchen table, front door is a yale', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  job('h9b-133', 'pipe in the loft froze and split in the cold snap, water is coming through the landing ceiling now, ive turned the stopcock off', ['PLUMBING'], [1, 3], [EMERGENCY]),
  none('h9b-134', 'No heating or hot water, its -4 out and we\'ve got a newborn. The boiler just won\'t come on at all', [GAS, EMERGENCY]),
  job('h9b-135', 'the little tap for the washing machine has snapped off in my hand and water is pouring out all over the kitchen floor', ['PLUMBING'], [0.5, 2], [EMERGENCY]),
];

/** The ninth held-out batch, half B: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_9B_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
