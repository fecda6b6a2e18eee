import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The FIFTEENTH held-out batch, half B (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md,
// docs/decisions/0021-learned-text-reader.md): new descriptions written by a different author from
// the earlier batches, before the engine was tuned on batch 14, labelled by hand from the
// calibration table (docs/product/analysis-calibration.md) without running the engine on them,
// and committed on their own. Never tuned on, never trained on. Half B is written in the voice of
// customers replying in a web chat or to a missed-call text ("hi you called me back?", "re: your
// quote", "sorry missed your call"), people comparing quotes or asking for prices inside the
// message ("what's your hourly rate", "cheaper than £80?", "other quote was £600"), households with
// pets and young children (chewed skirting, cat flaps, stair gates, cot beds, scratched doors,
// toddlers locked in), and people moving house (before completion or exchange, after the buyer's
// survey, the seller's handover list, selling and getting the house ready for viewings). Long
// rambling messages sit beside one-liners. Same conventions as the earlier batches: not handyman
// work at all is out_of_scope with no task; a message that also names handyman work prices it with
// no out_of_scope flag; referrals are expected from everyday words (including a surveyor's report
// quoted by the customer); vague text (a price or rate question, a reply or a follow-up that names
// no work) expects no task and needs_more_detail; large_job above 16 hours; emergencies as in
// batch 4. A price named in the message changes nothing: the job is labelled by its hours.
// Labelling choices for this voice: a stair gate, a hearth gate, a camera bracket and blinds are
// MOUNTING; a cat or dog flap in a wooden door, child locks on cupboard doors, a bathroom door lock
// and a letterbox cage are CARPENTRY; chewed or scratched paintwork needing sanding and painting is
// PAINTING; a patched strip of wallpaper is PAINTING; a cot bed and a changing unit bought together
// are one ASSEMBLY task; resealing a bath or shower is TILING; a buyer's survey, a house survey,
// conveyancing and storage are out of scope; an EICR for a sale is an electrician referral; a
// carbon monoxide alarm going off is a Gas Safe emergency; a toddler locked in a room is a
// LOCKSMITH emergency.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h15b-001', 'hi you called me back? sorry was in the shower 😅 its about the kitchen tap, it drips all night, its a mixer and I\'ve got a new one from B&Q already', ['PLUMBING'], [1, 2.5]),
  job('h15b-002', 'Re: your quote - sorry I forgot to say what it was for lol. It\'s the TV on the wall in the lounge, 55 inch, bracket bought, brick wall', ['MOUNTING'], [1, 3]),
  job('h15b-003', 'whats your hourly rate for putting a curtain pole up? just the one, bedroom window, pole is from dunelm', ['MOUNTING'], [0.5, 1.5]),
  job('h15b-004', 'Got a quote for £80 from another firm to hang one internal door, can you do it cheaper than £80? The door is bought, standard size, just needs hanging', ['CARPENTRY'], [2, 4.5]),
  job('h15b-005', 'dog has chewed the bottom of the skirting board in the hall, about a metre of it is wrecked 🐶 hes still a puppy so it might happen again lol, can you replace that bit', ['CARPENTRY'], [1, 3]),
  job('h15b-006', 'Could you fit a cat flap in our back door? It\'s a solid wooden door, we\'ve bought the flap (the Sureflap microchip one)', ['CARPENTRY'], [1, 2.5]),
  job('h15b-007', 'stair gate needed at the top of the stairs asap, 9 month old has started crawling 😬 its a screw fit one from argos', ['MOUNTING'], [0.5, 1.5]),
  job('h15b-008', 'Moving in Friday. The sellers have taken the bathroom mirror with them and left the wall plugs in the tiles, we have a mirrored cabinet to go up there instead', ['MOUNTING'], [0.5, 1.5]),
  job('h15b-009', 'hiya sorry I missed your call! yes its still the toilet, it keeps running after you flush and the water trickles into the bowl constantly', ['PLUMBING'], [0.5, 1.5]),
  job('h15b-010', 'how much to build a cot? cot bed from mamas and papas, still in the box, wife is 37 weeks 😅', ['ASSEMBLY'], [1, 2.5]),
  job('h15b-011', 'our cat has shredded the wallpaper at the bottom of the stairs, a strip about a metre wide up to waist height. we kept a spare roll of the same paper, can you patch it in?', ['PAINTING'], [1, 3]),
  job('h15b-012', 'Are you cheaper than the other lot? they wanted £95 call out just to LOOK at my kitchen sink, it\'s blocked and it smells awful', ['PLUMBING'], [0.5, 1.5]),
  job('h15b-013', 'The seller left us a note saying "back door lock is stiff, use WD40". Well it\'s more than stiff now, the key won\'t turn at all from the outside. uPVC door. We completed yesterday', ['LOCKSMITH'], [0.5, 1.5]),
  job('h15b-014', 'toddler keeps opening the cupboard under the sink where the bleach is 🙈 can you fit child locks on the kitchen cupboards? got the magnetic ones off amazon, 3 doors', ['CARPENTRY'], [0.5, 1.5]),
  job('h15b-015', 'Evening, the chat bot said to type the job here. I need a new toilet seat fitting, the soft close one has broken hinges and it slams down and scares the dog 😂', ['PLUMBING'], [0.5, 1]),
  job('h15b-016', 'Loose floorboard on the landing, found it the week we moved in, it bounces and squeaks under the carpet. Only the one board', ['FLOORING'], [0.5, 1.5]),
  job('h15b-017', 'hello i want price for fix the shower, water come out of the pipe where it join to the head. I have buy new pipe already', ['PLUMBING'], [0.5, 1]),
  job('h15b-018', 'The dog jumped up at the back door so many times the bottom half is scratched to bits. It\'s a painted wooden door, can it be sanded and repainted? Just the inside face', ['PAINTING'], [1, 3]),
  job('h15b-019', 'Hi there, replying to your text. The job is the sealant round the bath, it\'s gone black and peeling off, I\'d like it all redone. Tuesday works for me', ['TILING'], [0.5, 1.5]),
  job('h15b-020', 'what would you charge to put up one shelf? above the changing table in the nursery, needs to be really secure so nothing can fall on the baby', ['MOUNTING'], [0.5, 1.5]),
  job('h15b-021', 'our buyers survey mentioned the gutter at the back leaks at a joint and drips onto the conservatory roof. can you fix before we move in? completion is the 12th', ['EXTERIOR'], [0.5, 2]),
  job('h15b-022', 'there\'s a gap under our fence where the gravel board has rotted and the dog keeps squeezing under into next doors garden 🙈 can you put a new gravel board in? its about 1.8m', ['EXTERIOR'], [0.5, 2]),
  job('h15b-023', 'How much do you charge for wardrobe assembly? It\'s one double wardrobe from Ikea, 2 doors', ['ASSEMBLY'], [1.5, 4]),
  job('h15b-024', 'is £60 about right to get a mirror hung?? thats what my mate reckons. its a big heavy one for the hallway', ['MOUNTING'], [0.5, 1.5]),
  job('h15b-025', 'Hi, I\'ve had a missed call from this number? If it\'s about the fence, yes one panel is still down, the new panel is in the garage waiting', ['EXTERIOR'], [1, 2]),
  job('h15b-026', 'bathroom door lock is broken and my 3 year old keeps locking herself in 🙈 can you swap it for one that opens from outside with a coin', ['CARPENTRY'], [0.5, 1.5]),
  job('h15b-027', 'Need the grass cutting at the house we\'re selling, viewings start Saturday and it\'s knee high. Small back garden', ['GARDENING'], [1, 2.5]),
  job('h15b-028', 'radiator in the babys room isnt getting warm at the top, needs bleeding I think but no idea how', ['PLUMBING'], [0.5, 1]),
  job('h15b-029', 'Hello. Your price for the same job was £45 last year, is it still that? Outside tap dripping again, same tap.', ['PLUMBING'], [0.5, 1.5]),
  job('h15b-030', 'Can you paint our front door before the house goes on the market? it\'s looking very tired. Outside only, I\'ll get the paint', ['PAINTING'], [1.5, 4]),
  job('h15b-031', 'The kids pulled the curtain pole down in their bedroom swinging on the curtains 🙄 plaster came out with the brackets. Need it back up solid, bigger fixings or whatever', ['MOUNTING'], [0.5, 2]),
  job('h15b-032', 'hedge trim price? privet at the front, waist high, 8m ish', ['GARDENING'], [1, 3]),
  job('h15b-033', 'Kitchen cupboard door hanging off its hinge. We exchange next week and the buyer\'s solicitor has asked for it to be fixed before completion', ['CARPENTRY'], [0.5, 1]),
  job('h15b-034', 'Hi! Messaging from your website. Could someone put a baby monitor camera bracket on the wall above the cot? We have the bracket and the screws', ['MOUNTING'], [0.5, 1]),
  job('h15b-035', 'Checkatrade guy quoted £150 to plumb the washing machine in at the new house, seems a lot?? its just connecting it, the pipes and waste are already there', ['PLUMBING'], [0.5, 1.5]),
  job('h15b-036', 'The puppy has chewed through the bottom of two of the wooden spindles on the stairs, they\'re nearly snapped. Could you replace them?', ['CARPENTRY'], [1, 3]),
  job('h15b-037', 'whats your rate for laminate repair? a join has lifted by the patio doors after the dogs water bowl leaked on it', ['FLOORING'], [0.5, 2]),
  job('h15b-038', 'hi replying to the missed call text - its the garden gate, the latch has fallen off and the dog got out twice this week 😩 need it shutting properly', ['EXTERIOR'], [0.5, 1.5]),
  job('h15b-039', 'hello, we move to new flat. the light in the hall is broken, the glass shade is crack and hanging from the ceiling. i have new light the same one', ['ELECTRICAL'], [0.5, 1.5]),
  job('h15b-040', 'Could you fix a hearth gate to the wall round our log burner? Toddler is walking now. It\'s the type that has to be screwed into the wall both sides', ['MOUNTING'], [0.5, 1.5]),
  job('h15b-041', 'sliding wardrobe door in the kids room has come off the track, they were playing hide and seek in it 🙈', ['CARPENTRY'], [0.5, 1.5]),
  job('h15b-042', 'roughly what would it cost to fit a letterbox cage? our dog attacks the post every morning and the postie has complained 😂 wooden front door', ['CARPENTRY'], [0.5, 1]),
  job('h15b-043', 'Hi, not sure if you remember me, you quoted for a bathroom tap in March. I never went ahead but now the basin tap is leaking from the base so I\'d like to book it in. The tap is still in its box', ['PLUMBING'], [1, 2.5]),
  job('h15b-044', 'new house, the rotary washing line the seller left is leaning right over, the post needs concreting back in properly', ['EXTERIOR'], [1, 2.5]),
  job('h15b-045', 'how much to swap a pull cord light switch in the bathroom? string\'s snapped off inside and we can\'t turn the light on. kids obviously', ['ELECTRICAL'], [0.5, 1]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h15b-046', 'Moving into our new place on the 3rd, could you come the weekend after and put up 3 curtain poles, build the kids bunk bed (Ikea) and fix the dripping bath tap? What\'s your day rate?', ['MOUNTING', 'ASSEMBLY', 'PLUMBING'], [4, 8]),
  job('h15b-047', 'handover list from the sellers says: "bath tap drips, loft ladder sticks, garden gate needs new hinge". can you do all 3? we complete friday', ['PLUMBING', 'CARPENTRY', 'EXTERIOR'], [2, 4.5]),
  job('h15b-048', 'Hi you rang earlier - yes it\'s a few things: the bedroom door doesn\'t shut, the kitchen sink is slow to drain, and there\'s a hole in the lounge wall where the old telly bracket was', ['CARPENTRY', 'PLUMBING', 'PLASTERING'], [2, 5]),
  job('h15b-049', 'dog damage before we move out 🐕 he chewed the corner of the kitchen door frame and scratched up the back door. need both sorted to get our deposit back, landlord wants the back door painted after', ['CARPENTRY', 'PAINTING'], [2, 5]),
  job('h15b-050', 'Hiya whats your hourly? Need a cot bed and a changing unit building and blackout blinds up in the nursery window. due in 3 weeks 😬', ['ASSEMBLY', 'MOUNTING'], [2.5, 5]),
  job('h15b-051', 'Just got the survey back 🙄 says dripping overflow pipe outside, rotten fence post at the back, and the loft hatch doesn\'t close. Sellers won\'t fix so we need someone after completion', ['PLUMBING', 'EXTERIOR', 'CARPENTRY'], [2.5, 6]),
  job('h15b-052', 'got 3 quotes already all over £300 for this so hoping ur cheaper 🤞 repaint the hall (walls only, its a small hall) and hang 4 pictures up the stairs', ['PAINTING', 'MOUNTING'], [4, 8]),
  job('h15b-053', 'Two bits: the seal round the shower tray is leaking onto the bathroom floor, and the bathroom door sticks in the frame when it\'s steamy', ['TILING', 'CARPENTRY'], [1, 3.5]),
  job('h15b-054', 'Ok so long story but we bought this house at auction and the last owners had 4 dogs and honestly the place is a state. The two bedroom doors have deep claw marks all down them and need filling and painting, the back fence has 2 panels with holes chewed through, and the carpet in the back bedroom is beyond saving so we want it pulled up and laminate put down, room is about 3m x 3m', ['PAINTING', 'EXTERIOR', 'FLOORING'], [8, 15]),
  job('h15b-055', 'Hi I spoke to someone on your chat yesterday. Confirming the jobs: swap the kitchen tap (tap bought) and new handles on 2 of the bedroom doors. Can you confirm the price before Thursday', ['PLUMBING', 'CARPENTRY'], [1.5, 4]),
  job('h15b-056', 'moving out of our rented house and the landlord\'s list is: repaint the living room back to magnolia (we painted it dark navy 😬) and put the original curtain rail back up in the bedroom', ['PAINTING', 'MOUNTING'], [4.5, 11]),
  job('h15b-057', 'hello do you still do small jobs? 1 shelf in kitchen, change the bulb on the stairs (ceiling very high, I can not reach), and the tap in bathroom sink is drip', ['MOUNTING', 'ELECTRICAL', 'PLUMBING'], [1.5, 4]),
  job('h15b-058', 'Before the baby arrives 👶 1) cot bed to build 2) stair gate at the top 3) the nursery door squeaks and slams shut on its own, can it be adjusted', ['ASSEMBLY', 'MOUNTING', 'CARPENTRY'], [2, 5]),
  job('h15b-059', 'Re your quote for the fence - can you add trimming the conifer hedge along that same side while you\'re there? The fence is the 3 panels we talked about', ['EXTERIOR', 'GARDENING'], [4.5, 9]),
  job('h15b-060', 'Completion Tuesday!! 🎉 keys at 2pm. Want the locks changed on the front and back doors the same day, and the washing machine plumbing in', ['LOCKSMITH', 'PLUMBING'], [1.5, 4.5]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h15b-061', 'How much to hang 4 internal doors? other quote was £600 which seems steep. doors already bought (oak, from Wickes), new build so the frames are square', ['CARPENTRY'], [6.5, 14]),
  job('h15b-062', '3 floating shelves in the nursery please, need them really solid as the toddler grabs everything. shelves from Ikea', ['MOUNTING'], [1.5, 3.5]),
  job('h15b-063', '2 wardrobes and a chest of drawers to build at the new house, all from Dunelm, we move in on the 20th. price?', ['ASSEMBLY'], [4.5, 9]),
  job('h15b-064', 'Whats your price per panel? need 5 fence panels replaced, the dog keeps barging through the old ones. concrete posts are fine', ['EXTERIOR'], [3.5, 8]),
  job('h15b-065', 'Could you lay vinyl in the kitchen? Room is 3m x 4m and we\'ve bought the vinyl. Need it done before the baby comes because the old lino is ripped and the dog\'s water bowl slops through it', ['FLOORING'], [2.5, 7]),
  job('h15b-066', 'Hi I\'m a landlord, 2 bed flat between tenants, last lot had a dog and the walls are grubby everywhere. All rooms, walls only, white. Can you quote? I\'m comparing 3 quotes', ['PAINTING'], [15, 36], [LARGE]),
  job('h15b-067', 'need 12 pictures hung, mostly the kids\' artwork in small frames, going up the stairs and along the landing', ['MOUNTING'], [1.5, 4]),
  job('h15b-068', 'Bathroom floor needs tiling, roughly 4m2, old lino is already up, tiles from Topps. how much per m2 do you charge?', ['TILING'], [3.5, 7]),
  job('h15b-069', 'We\'re selling our 3 bed semi and the estate agent says repaint everything neutral before the photos. Every room walls and ceilings, plus hall stairs and landing. Can you do it cheaper than £3000?', ['PAINTING'], [30, 65], [LARGE]),
  job('h15b-070', 'can you bleed all the rads? 7 of them. new house, heatings never been on since we moved in and theyre all cold at the top', ['PLUMBING'], [0.5, 2.5]),
  job('h15b-071', 'Fit 4 baby gates? We have twins and the house is all stairs and open doorways 😵 gates bought, all the screw in type', ['MOUNTING'], [1.5, 5]),
  job('h15b-072', 'laminate for the through lounge, its 7m x 3.5m. dog has wrecked the carpet so thats all coming up too. whats your price per metre?', ['FLOORING'], [8, 16]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h15b-073', 'Hi sorry missed your call - it\'s the boiler, it keeps showing F28 and I have to reset it a few times a day', [GAS]),
  none('h15b-074', 'How much for a gas safety certificate? I\'m renting my flat out once we\'ve moved into the new house', [GAS]),
  none('h15b-075', 'moving into a new build and want our gas cooker connecting, it\'s the freestanding one coming from our old house', [GAS]),
  none('h15b-076', 'survey came back: "consumer unit is dated, no RCD protection, recommend upgrade by a qualified electrician". ballpark price?', [ELECTRICIAN]),
  none('h15b-077', 'we need an EICR for the sale, the buyers solicitor has asked for one', [ELECTRICIAN]),
  none('h15b-078', 'the plug behind the fish tank sparked with a bang and now half the sockets downstairs are dead 😬', [ELECTRICIAN]),
  none('h15b-079', 'want a socket outside for the dogs heated kennel, the nearest plug is in the garage', [ELECTRICIAN]),
  none('h15b-080', 'we want spotlights putting in the kitchen ceiling, about 8, at the moment it\'s just one pendant in the middle', [ELECTRICIAN]),
  none('h15b-081', 'The survey says a few slates have slipped and the ridge tiles need re-bedding. Completion is in 3 weeks, can you get up there before then?', [ROOFER]),
  none('h15b-082', 'damp patch on the kids bedroom ceiling since the storm and it actually drips when it rains hard. bungalow', [ROOFER]),
  none('h15b-083', 'the felt on the flat garage roof has a hole in it and now the rain comes in right onto the dogs bed 😢', [ROOFER]),
  none('h15b-084', 'Surveyor noted stepped cracking in the back wall and recommended a structural engineer 😟 is that something you can look at?', [STRUCTURAL]),
  none('h15b-085', 'we want the kitchen and dining room knocked into one so I can see the kids while I\'m cooking. the wall goes right up to the ceiling, no idea if its load bearing. how much to take it out', [STRUCTURAL]),
  none('h15b-086', 'the living room ceiling has a bow in it and a crack right across the middle, the kids bedroom is above and it\'s got worse in the last month', [STRUCTURAL]),
  none('h15b-087', 'The seller told us the textured ceiling in the lounge might have asbestos in it. We want it gone before we move the kids in', [ASBESTOS]),
  none('h15b-088', 'found some old white lagging round the pipes in the loft of our new house and it\'s crumbly, the toddler\'s room is right underneath', [ASBESTOS]),
  none('h15b-089', 'old garage roof is those grey corrugated sheets, a broken bit fell off and the dog\'s been chewing it 😬 want the whole roof off', [ASBESTOS]),
  none('h15b-090', 'Quote for turning our garage into a bedroom for my mum? she\'s moving in with us', [BUILDER]),
  none('h15b-091', 'how much roughly for a single storey extension on the back? need a playroom, the kids have taken over the lounge lol', [BUILDER]),
  none('h15b-092', 'we want the whole bathroom ripped out and a family bathroom put in, new layout, just comparing a few quotes for now', [BUILDER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h15b-093', 'Hiya replying to your text. Two things: a shelf above the cot, and the boiler pressure keeps dropping, can you look at both?', ['MOUNTING'], [0.5, 1.5], [GAS]),
  job('h15b-094', 'Before we move in: paint the kids bedroom (walls + ceiling, smallish room) and the surveyor said the fuse box needs replacing', ['PAINTING'], [3.5, 8], [ELECTRICIAN]),
  job('h15b-095', 'dog has chewed the bottom of the back door so it needs a kick plate or something, and there\'s a crack in the wall above the patio doors thats got much wider since we moved in', ['CARPENTRY'], [0.5, 1.5], [STRUCTURAL]),
  job('h15b-096', 'Can you give me a price for building the kids\' trampoline (12ft, still boxed) and also putting an outdoor socket in for the hot tub?', ['ASSEMBLY'], [1.5, 4], [ELECTRICIAN]),
  job('h15b-097', 'landlord here, tenant has a new baby and says the gas fire in the lounge won\'t light, also the bathroom tap drips. cheapest option please', ['PLUMBING'], [0.5, 1.5], [GAS]),
  job('h15b-098', 'From the handover list: lounge ceiling is artex (1970s house) and the garden gate latch is broken. Can you do the gate and advise on the ceiling?', ['EXTERIOR'], [0.5, 1.5], [ASBESTOS]),
  job('h15b-099', 'need 2 fence panels replaced that the dog knocked flat, and we want the loft turning into a bedroom next year so might want a quote for that too', ['EXTERIOR'], [2, 4], [BUILDER]),
  job('h15b-100', 'what\'s your price for swapping a light fitting? living room, fitting bought. also want 2 extra double sockets in the nursery, there\'s only one in there', ['ELECTRICAL'], [0.5, 1.5], [ELECTRICIAN]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h15b-101', 'do you do removals? moving from a 2 bed flat to a house on the 14th, just need a van and 2 people', [OUT]),
  none('h15b-102', 'looking for a dog groomer who comes to the house, our springer hates the car', [OUT]),
  none('h15b-103', 'we\'ve got fleas 😩 came in with the new kitten, need the whole house treated', [OUT]),
  none('h15b-104', 'End of tenancy clean needed for our flat, the agent says it has to be a professional clean with a receipt', [OUT]),
  none('h15b-105', 'can someone sit with my kids for 2 hours on saturday evening? they\'re 4 and 7', [OUT]),
  none('h15b-106', 'our fridge freezer stopped working the day after we moved in, I think it got knocked in the van', [OUT]),
  none('h15b-107', 'how much is a house survey? we\'re buying a 1930s semi and the mortgage lender wants one', [OUT]),
  none('h15b-108', 'carpet in the lounge needs a deep clean, the puppy has had a few accidents 🙈', [OUT]),
  none('h15b-109', 'Can you set up the wifi and the smart speakers at our new house? Nothing connects and the kids are going mad', [OUT]),
  none('h15b-110', 'do you do conveyancing or know someone who does? our solicitor has gone quiet and we\'re meant to complete next week', [OUT]),
  none('h15b-111', 'our dog needs a vet to come to the house, he\'s too anxious to travel, do you know anyone?', [OUT]),
  none('h15b-112', 'the oven door glass has come loose and the fan is making a racket, it\'s a Bosch, 2 years old', [OUT]),
  none('h15b-113', 'storage unit for 3 months while we\'re between houses?? how much', [OUT]),
  none('h15b-114', 'need someone with a van to collect a cot and a pram from my sister in Reading and bring them to mine', [OUT]),
  none('h15b-115', 'My son\'s bike has a puncture and the gears keep slipping, can you fix bikes?', [OUT]),
  none('h15b-116', 'need someone to do my mums hair at home, she can\'t get out since her fall', [OUT]),
  none('h15b-117', 'can you help me with the mortgage papers? I am not good with the forms and english is my second language', [OUT]),
  none('h15b-118', 'does anyone there do ironing? new baby and I\'m drowning in it 😂', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h15b-119', 'hi you called me back?', [MORE]),
  none('h15b-120', 're: your quote', [MORE]),
  none('h15b-121', 'what\'s your hourly rate', [MORE]),
  none('h15b-122', 'cheaper than £80?', [MORE]),
  none('h15b-123', 'Hi, you left me a voicemail yesterday but it cut off half way. Can you ring again after 5', [MORE]),
  none('h15b-124', 'do you charge for quotes or are they free? we\'ve just moved and there\'s loads to do', [MORE]),
  none('h15b-125', 'Hello, I\'m comparing a few companies, what is your call out charge and your minimum charge?', [MORE]),
  none('h15b-126', 'we complete on friday and the sellers have left us a list of things, can you come and have a look at it all', [MORE]),
  none('h15b-127', 'are you ok with dogs? we\'ve got 2 big ones and they get very excited at visitors lol', [MORE]),
  none('h15b-128', 'Can I book in the job we discussed on the phone? Any day next week', [MORE]),
  none('h15b-129', '👍 yes thats fine, when can you come', [MORE]),
  none('h15b-130', 'hi is this still the right number for the handyman? got a couple of bits at the new house', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h15b-131', 'HELP my toddler has locked himself in the bathroom and can\'t work the lock to get out, he\'s crying 😭 please can someone come now', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  job('h15b-132', 'water pouring through the kitchen ceiling from the bathroom, think the pipe under the bath has gone, dog going mental and I can\'t find the stopcock in this new house 😱', ['PLUMBING'], [1, 3], [EMERGENCY]),
  none('h15b-133', 'the carbon monoxide alarm keeps going off in the kitchen next to the boiler, I\'ve opened the windows and got the kids out', [GAS, EMERGENCY]),
  job('h15b-134', 'just moved in and the key has snapped in the front door lock, we\'re stuck outside with the baby and everything is inside 😩', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  job('h15b-135', 'toilet overflowing and won\'t stop, water going everywhere across the bathroom floor and the dog keeps trying to drink it 🤢', ['PLUMBING'], [0.5, 1.5], [EMERGENCY]),
];

/** The fifteenth held-out batch, half B: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_15B_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
