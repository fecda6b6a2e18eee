import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The THIRTEENTH held-out batch, half B (docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md,
// docs/decisions/0021-learned-text-reader.md): new descriptions written by a different author from
// the earlier batches, before the engine was tuned on batch 12, labelled by hand from the
// calibration table (docs/product/analysis-calibration.md) without running the engine on them,
// and committed on their own. Never tuned on, never trained on. Half B is written as adult
// children writing on behalf of elderly parents (often from another town, arranging access through
// a neighbour or a sibling), small-business owners (a café, a hair salon, a corner shop, a small
// office) who want work done before opening or on the day they are closed, and students in shared
// flats dealing with a slow landlord or worried about their deposit; several writers' first
// language is Polish, Urdu, Romanian or Portuguese, with word-order, article and preposition slips
// and trade words translated literally or left in their own language ("battery" and "kran" for a
// tap, "fuga" for grout, "listwa" for skirting, "panels" for laminate, "podkład" for underlay,
// "commode", "washroom", "geyser", "switchboard", "do the needful", "calorifer",
// "sifon", "gresie", "priză", "laminated parquet", "autoclismo", "azulejo", "estore", "varão",
// "telhas", "kuchenka gazowa", "sufragerie"). Polite, sometimes long-winded, sometimes forwarding a message from someone else.
// Same conventions as the earlier batches: not handyman work at all is out_of_scope with no task;
// a message that also names handyman work prices it with no out_of_scope flag; referrals are
// expected from everyday words; vague text expects no task and needs_more_detail; large_job above
// 16 hours; emergencies as in batch 4.
// Labelling choices for this voice: a grab rail, a whiteboard, a menu board, a salon mirror, a
// shop sign bracket, a baby-changing table and a paper-towel dispenser are MOUNTING; a loose stair
// handrail, a door handle, skirting, a window that will not shut and a wardrobe shelf are
// CARPENTRY; filling holes in a wall is PLASTERING; a smoke alarm put back up and a like-for-like
// light fitting or extractor fan are ELECTRICAL; a new socket anywhere, a bathroom socket and an
// EICR are a registered electrician; a rain leak through a flat roof is a roofer; a full kitchen
// refit is a building contractor; a carpet burn patched is FLOORING.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h13b-001', 'Hello, I\'m writing on behalf of my dad who is 87 and doesn\'t do email. The cold tap in his kitchen has been dripping for weeks and he\'s got a tea towel folded under it to stop the noise. He lives in Kettering and I\'m up in Manchester so my sister would let you in. Could you text me a price? Many thanks, Claire', ['PLUMBING'], [0.5, 1.5]),
  job('h13b-002', 'Good morning, I write about the battery in my kitchen, it is leaking from under the handle all the time and the cupboard below is wet. I have bought new battery already in B&Q (mixer one). Can you change it please? Best regards, Tomasz', ['PLUMBING'], [1, 2.5]),
  job('h13b-003', 'Hi there, I run a little café on the high street. The tap on the hand wash basin in our back kitchen won\'t turn off properly, it keeps running in a thin stream, and the environmental health inspector is due next week. Any chance someone could come before we open? We open at 8.', ['PLUMBING'], [0.5, 2]),
  job('h13b-004', 'Hiya, the backwash basin in my salon (the one we wash the clients hair in) is draining sooo slowly, pretty sure its full of hair 🙈 we\'re closed Mondays so that would be ideal', ['PLUMBING'], [0.5, 1.5]),
  job('h13b-005', 'hi so im in a student house with 4 others and my bedroom door handle literally came off in my hand lol. the square bar thing is still in the door. landlord said get someone and he\'ll pay us back', ['CARPENTRY'], [0.5, 1.5]),
  job('h13b-006', 'Respected Sir, the commode in upstairs washroom is continuously running water after flushing and it is wasting too much water, also making noise in the night. Kindly do the needful at your earliest. Thanks and regards, Imran', ['PLUMBING'], [0.5, 1.5]),
  job('h13b-007', 'Hello, I have problem with the silicone of the bath, it is all black from mould and coming off in the corner. I want to remove the old one and put new one. Thank you, Andreea', ['TILING'], [0.5, 1.5]),
  job('h13b-008', 'Good afternoon, the autoclismo in my bathroom (sorry I don\'t know the word in english, it is the box with the water behind the toilet) is always filling and making a noise of water all the night. Can you repair it? Obrigado, João', ['PLUMBING'], [0.5, 1.5]),
  job('h13b-009', 'Alright mate, I\'ve got a corner shop in Walthamstow. One of the brackets holding up the shelf behind the till has pulled out the wall and the shelf is leaning with all the spirits on it, I\'ve had to take the bottles off. Need it put back up properly so it holds.', ['MOUNTING'], [0.5, 1.5]),
  job('h13b-010', 'Hello, we are a small accountancy practice (6 staff) above a shop in Chester. We would like a whiteboard put up in our meeting room, it is 180 x 120cm and we have it already. Could you let us know a price and whether you can come on a weekday afternoon?', ['MOUNTING'], [0.5, 1.5]),
  job('h13b-011', 'Hi, my mum (79) asked me to find someone to put the roller blind in her kitchen back up, it came off its brackets when she pulled it down on Sunday and she can\'t reach. She\'s in Swansea and I\'m in Bristol but her neighbour Glenys has a key. Thanks so much, Helen', ['MOUNTING'], [0.5, 1.5]),
  job('h13b-012', 'Hello, in my kitchen the listwa, I mean the wooden board on the bottom of the wall near the floor, it is coming off about 1 metre and it is moving when I touch with the foot. Can you fix it back? Thank you, Marek', ['CARPENTRY'], [0.5, 1.5]),
  job('h13b-013', 'our shower in the flat takes forever to drain, by the end you\'re stood in water up to your ankles 🤢 there\'s 4 of us girls so you can imagine the hair. the agency said they\'d send someone "in due course" which we all know means never', ['PLUMBING'], [0.5, 1.5]),
  job('h13b-014', 'Dear Sir, I want to fix one mirror in the washroom, it is big mirror without frame, approx 3 feet by 2 feet. The wall is having tiles. Kindly tell me the charges. Regards', ['MOUNTING'], [0.5, 1.5]),
  job('h13b-015', 'Hi, we\'ve had a new menu board made for behind the counter at the café, it\'s a chalkboard about 1.5m wide and pretty heavy. Need it hung on the wall (I think it\'s brick under the plaster). Could you do a Sunday afternoon when we\'re shut?', ['MOUNTING'], [0.5, 1.5]),
  job('h13b-016', 'Hello, I hope you don\'t mind me getting in touch on behalf of my father, Mr Dennis Oakley. He is 92 and still very independent, he still does his own shopping and won\'t hear of moving, but the key to his front door is getting harder and harder to turn in the lock and he\'s worried it will snap off one day and leave him stuck outside. Could the lock be replaced? It\'s a wooden door with a Yale type lock. I\'m in Leicester but can come over on a Saturday. Kind regards, Paul Oakley', ['LOCKSMITH'], [0.5, 1.5]),
  job('h13b-017', 'Hello, I am write about the door of the bedroom, it is not closing because the wood is swell, it touch the frame in the top corner. Can you cut a little from it? Thank you, Mihai', ['CARPENTRY'], [0.5, 2]),
  job('h13b-018', 'Hi, one of the big mirrors at the styling stations in my salon has come loose from the wall and wobbles, I\'ve taken it down before it lands on someone. It\'s about 1.2m tall. Can you put it back up securely? Mondays are best as we\'re closed x', ['MOUNTING'], [0.5, 1.5]),
  job('h13b-019', 'Hello, I want to put one estore in the window of the kitchen, the roller type, I bought in Ikea already with the screws. When you are available? Obrigada, Beatriz', ['MOUNTING'], [0.5, 1.5]),
  job('h13b-020', 'is it possible to fill the holes in my bedroom wall before we move out? maybe 10 little ones from pins and one bigger one where a shelf was ripped out. dont want to lose my deposit 😬 student house in Fallowfield', ['PLASTERING'], [0.5, 2]),
  job('h13b-021', 'Hi, I\'ve got a hanging sign for outside my shop (the kind that sticks out from the wall) and the bracket for it. Can you put it up? It would go just above the shop door, ground floor, easy from a ladder.', ['MOUNTING'], [0.5, 2]),
  job('h13b-022', 'Salam, I am writing for my parents. The tube light in their kitchen has been flickering for a while and now it won\'t come on at all. Abbu has already bought a new LED batten light from Screwfix, same size. Please can you swap it over for them, they are in Bradford. JazakAllah', ['ELECTRICAL'], [0.5, 1.5]),
  job('h13b-023', 'Hello, one of the vertical blinds in our office (small architects practice, 4 of us) has lost several slats and the chain is all tangled, the rest of the blinds are fine. Could you replace it with a new one the same size? It\'s 2m wide and we can order it.', ['MOUNTING'], [0.5, 1.5]),
  job('h13b-024', 'Hi, in the shower the fuga between the tiles is going black and some pieces are falling out already. I think it need to take out old and put new fuga (grout? sorry my english). Shower is the walk in type. Regards, Agnieszka', ['TILING'], [1.5, 4]),
  job('h13b-025', 'Could you put up a baby changing table in the customer toilet at my café? It\'s one of the fold down ones, we\'ve bought it. Had a few mums ask for one!', ['MOUNTING'], [0.5, 1.5]),
  job('h13b-026', 'Forwarding this from my mum as she can\'t work the attachments: "Sarah love can you ask that firm to come and see to the bathroom window, it won\'t shut right since the wind, the handle goes down but there\'s a gap at the top and it whistles all night". She\'s in Rhyl. Thanks, Sarah', ['CARPENTRY'], [0.5, 1.5]),
  job('h13b-027', 'Please you can change the valve of the calorifer in the bedroom? It is leaking little water on the floor every day, I put a cup under. Thank you very much, Ionut', ['PLUMBING'], [0.5, 2.5]),
  job('h13b-028', 'the shelf at the bottom of the built in wardrobe in my room has collapsed, the bit the rail sits on came away with it so all my clothes are on the floor 😭 landlord says its fine to get it fixed. its a student flat', ['CARPENTRY'], [0.5, 1.5]),
  job('h13b-029', 'Dear Sir, kindly fix the curtain rod in the drawing room, it is bent and one side is coming out of the wall. New rod is purchased from Dunelm, 2 metre. Please revert with your charges. Regards, Shahid', ['MOUNTING'], [0.5, 1.5]),
  job('h13b-030', 'Good morning, I need someone to paint my kitchen, only the walls, it is a small kitchen. I have the paint already, white colour. Thank you, Ana', ['PAINTING'], [2.5, 6]),
  job('h13b-031', 'Hi, in our office kitchenette one cupboard door has come off its hinge completely and the one next to it is hanging down. We\'re a small office in a converted house in Guildford.', ['CARPENTRY'], [0.5, 1.5]),
  job('h13b-032', 'My in-laws are both in their late 80s and the toilet seat in their bathroom is cracked and pinched my father-in-law yesterday (he was not amused). I\'ve ordered a new one off Amazon, standard size. Could somebody fit it? They\'re in Harrogate.', ['PLUMBING'], [0.5, 1]),
  job('h13b-033', 'Hi, the flat above my shop that I rent out, the tenant says the kitchen sink is blocked and water not going down. Can you unblock? I am in the shop downstairs all day so I can give you the key.', ['PLUMBING'], [0.5, 1.5]),
  job('h13b-034', 'Hello, I need to assembly one bed from Ikea, Malm, double size, with the drawers under. I don\'t have the tools and the instruction is only pictures 😅 Thank you, Kasia', ['ASSEMBLY'], [1, 3]),
  job('h13b-035', 'can someone put the smoke alarm back up in our hallway, it kept going off every time we made toast so one of the lads ripped it off the ceiling 🙃 its the battery one and still works. landlord visit next week', ['ELECTRICAL'], [0.5, 1]),
  job('h13b-036', 'Hello, the laminated parquet in the hall is lifting in one place near the door and make a bump, my mother almost fall. Can you fix it please? Thank you, Elena', ['FLOORING'], [0.5, 2]),
  job('h13b-037', 'The hinge on the door into our customer toilet has broken and now the door drops and scrapes the floor every time someone uses it. It\'s a heavy fire door. Café in Stroud, we close at 4.', ['CARPENTRY'], [0.5, 2]),
  job('h13b-038', 'Writing on behalf of my Ammi who lives on her own in Bradford. The latch on her garden gate is broken and the gate keeps blowing open in the wind, and her cat gets out onto the road. Could someone fix it? I can pay by bank transfer.', ['EXTERIOR'], [0.5, 1.5]),
  job('h13b-039', 'Hi, I\'d like a shelf for the retail products next to the reception desk in my salon, just one long glass shelf about 1.8m. I have the shelf and the brackets. Thanks, Jodie 💅', ['MOUNTING'], [0.5, 1.5]),
  job('h13b-040', 'Hello, one azulejo in the kitchen wall behind the cooker is cracked and the other next to it is loose. I have some spare ones from when they made the kitchen. Can you change them?', ['TILING'], [0.5, 2]),
  job('h13b-041', 'Our office is on the first floor and the handrail on the stairs up to it has come loose at the bottom, a client nearly went over yesterday. We\'d like it made secure as soon as possible please.', ['CARPENTRY'], [0.5, 1.5]),
  job('h13b-042', 'My mother\'s lawn hasn\'t been cut since my father died in June and it\'s knee high now. It\'s a small back garden in a terrace in Hull. Could you cut it and take the cuttings away? She gets upset looking at it. I will pay by transfer.', ['GARDENING'], [1, 3]),
  job('h13b-043', 'the window in our kitchen wont open at all, the handle is stuck solid and its getting so steamy in there with 6 of us cooking, black mould starting in the corners. uni flat, plastic windows', ['CARPENTRY'], [0.5, 1.5]),
  job('h13b-044', 'Good evening, I want to put the TV on the wall in the sufragerie (living room), the TV is 50 inch and the support I bought from Argos. I think the wall is from plasterboard, it sound empty when I knock. Multumesc, Cristina', ['MOUNTING'], [1, 2.5]),
  job('h13b-045', 'can you change the lock on the back door of my shop, a lad who used to work for me never gave the key back. wooden door, normal lock, nothing fancy', ['LOCKSMITH'], [0.5, 1.5]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h13b-046', 'Hi there, I visited my mum (84) at the weekend and made a list of the bits she needs doing:\n- bathroom basin tap dripping\n- the glass shade on the hall light is cracked and she\'s bought a new light fitting to go in its place\n- one of the kitchen drawers has a broken runner and drops out when she opens it\nShe\'s usually in, but please ring me first rather than her as she gets flustered. Thanks, Karen', ['PLUMBING', 'ELECTRICAL', 'CARPENTRY'], [2, 4.5]),
  job('h13b-047', 'Few bits for the café before we reopen after the refit: 3 floating shelves behind the counter for the cups, the new mirror hanging in the customer loo, and the grout on the loo floor tiles is filthy and cracking so needs redoing (it\'s a tiny room)', ['MOUNTING', 'MOUNTING', 'TILING'], [3.5, 7]),
  job('h13b-048', 'Hello, I have few things:\n1. the kran in bathroom is dripping\n2. I want to hang a shelf in the kitchen for the spices\n3. the door of wardrobe is fall down from the hinge\nThank you very much, Piotr', ['PLUMBING', 'MOUNTING', 'CARPENTRY'], [2, 4.5]),
  job('h13b-049', 'hi so a few things wrong in our flat (4 bed student flat in Selly Oak): the toilet seat is snapped, one of the kitchen cupboard doors is hanging off, and the fan in the bathroom makes a horrible grinding noise and doesnt suck any more, we\'ve got a new one the same. landlord has ok\'d up to £200', ['PLUMBING', 'CARPENTRY', 'ELECTRICAL'], [1.5, 4]),
  job('h13b-050', 'Hi! We\'re moving the salon into a new unit next week and need: the reception desk built (Ikea flat pack, the big one), our logo sign put up on the wall behind reception (big acrylic one with stand-offs) and a shelf in the staff room for the kettle', ['ASSEMBLY', 'MOUNTING', 'MOUNTING'], [2.5, 7]),
  job('h13b-051', 'Dear Sir, I need following works at my house: the pipe under the bathroom basin is leaking, the main door lock is not locking properly so need new lock, and two pictures to hang in the lounge. Kindly give me the estimate. Regards, Tariq', ['PLUMBING', 'LOCKSMITH', 'MOUNTING'], [1.5, 4]),
  job('h13b-052', 'My husband is writing this and I translate: he want to repair the fence, one panel is broken from the wind (the posts are good), and to paint the shed, the small one, with the brown paint for wood. He not have time because he is working nights. Thank you, Florina', ['EXTERIOR', 'PAINTING'], [2.5, 6]),
  job('h13b-053', 'Small office (8 of us) in Reading. Could you quote for: two flat-pack filing cabinets to build, a pin board up in the kitchen, and a new handle on the meeting room door, the lever has gone all droopy.', ['ASSEMBLY', 'MOUNTING', 'CARPENTRY'], [2.5, 5]),
  job('h13b-054', 'Hello, I move to new flat and I need: montar (assemble) a wardrobe with 2 doors from Ikea, put the varão for the curtain in the bedroom, and change the shower head because it is broken. Obrigada, Mariana', ['ASSEMBLY', 'MOUNTING', 'PLUMBING'], [3, 6.5]),
  job('h13b-055', 'Good evening. I\'m trying to get a few things sorted at my father\'s bungalow before the winter, as he had a fall in the spring and I worry about him. The radiators want bleeding (cold at the top, he says they "knock"), he needs a grab rail by the back door where there\'s a step down to the garden, and the gutter at the front overflows every time it rains and it\'s making the path slippery. It\'s a bungalow so nothing high up. I live in Norwich, he\'s in Lowestoft. Best wishes, Martin', ['PLUMBING', 'MOUNTING', 'EXTERIOR'], [2, 5]),
  job('h13b-056', 'The tap in the back of my shop drips all day, and the lino just inside the front door is ripped and curling up, customers keep tripping on it. Can you cut the ripped bit out and patch it? Only about a metre.', ['PLUMBING', 'FLOORING'], [1, 3.5]),
  job('h13b-057', 'moving out in 2 weeks 😭 need sorting before the inspection: a hole in my bedroom door where my ex punched it (the hollow kind of door, fist size hole), a burn on the carpet from my straighteners, and 3 holes in the wall where a shelf was', ['CARPENTRY', 'FLOORING', 'PLASTERING'], [2, 6]),
  job('h13b-058', 'Hello, I have small cafe (coffee and pastries). Need to do: the sifon under the sink in the kitchen is leaking, and the paper towel box in the toilet fell off the wall, need to put back. Thank you, Radu', ['PLUMBING', 'MOUNTING'], [1, 2.5]),
  job('h13b-059', 'Assalam-o-Alaikum. My parents\' house in Luton needs the living room painting, walls and ceiling, it\'s a medium size room, and the skirting board behind the sofa has come away from the wall. They would like it done before Eid if possible. Thanks, Bilal', ['PAINTING', 'CARPENTRY'], [5, 11]),
  job('h13b-060', 'We want the whole salon repainted, it\'s one big room about 8m x 5m plus a small staff room and a toilet, walls and ceilings and all the woodwork. Also new laminate in the staff room, 3m x 2.5m. We can only close for 2 days max so it might need a couple of people?', ['PAINTING', 'FLOORING'], [17, 34], [LARGE]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h13b-061', 'Hi, we\'ve just taken on a new office and have 6 flat pack desks (Ikea, the simple ones with 4 legs) and 6 office chairs still in boxes. Could someone put them all together for us one day next week?', ['ASSEMBLY', 'ASSEMBLY'], [4, 10]),
  job('h13b-062', 'How much to tile the wall behind the counter in my café? It\'s about 5 square metres, white metro tiles, already bought from Topps Tiles.', ['TILING'], [4.5, 9.5]),
  job('h13b-063', 'My parents are downsizing into a bungalow and have 14 pictures and photo frames to go up, mostly family photos and the grandchildren. Dad is insisting on being there to supervise every one so please be patient with him 😂', ['MOUNTING'], [1.5, 4]),
  job('h13b-064', 'hey, 3 of us in a student house and the landlord has said we can paint our bedrooms if we pay for it, so how much for 3 bedrooms, walls only, all white? normal size student rooms', ['PAINTING'], [8, 16]),
  job('h13b-065', 'Hello, I need to lay panels in the living room, it is 4.5 x 4 metre. The panels and the podkład (underlay) I have already from Wickes. Regards, Łukasz', ['FLOORING'], [6, 12]),
  job('h13b-066', 'Need 5 long shelves put up in the stockroom at the back of my shop, for heavy stuff like tins and cases of drinks. I have the uprights and the brackets, the twin slot kind.', ['MOUNTING'], [2.5, 5]),
  job('h13b-067', 'I want 4 mirrors put up at the stations in my salon, each one is 60 x 120cm and quite heavy. Walls are plasterboard.', ['MOUNTING'], [1.5, 4]),
  job('h13b-068', 'Hello, I need to put new gresie (tiles for floor) in the bathroom, it is 2 metre x 1.8 metre, the old ones I removed myself already. Thank you, Vasile', ['TILING'], [3, 7]),
  job('h13b-069', 'Could you quote for painting our office? It\'s one open plan room about 10m x 6m, walls only, plus the small kitchen. The ceilings are the suspended tile kind so not those.', ['PAINTING'], [8, 16]),
  job('h13b-070', 'My dad\'s back fence is falling apart, 6 panels need replacing, the concrete posts are fine. He\'s 90 and still insists on doing the garden himself so I\'d like it sorted before he has a go at it.', ['EXTERIOR'], [4.5, 10]),
  job('h13b-071', 'Dear Sir, kindly quote for changing 8 door handles in my house, new handles are purchased already (lever type). The old ones are very loose. Regards, Asif', ['CARPENTRY'], [2, 5]),
  job('h13b-072', 'hi, we want to change the carpet for vinyl in the kitchen of our student house, it is 3.5 x 3 metres. who puts carpet in a kitchen 🤮 the vinyl we buy ourself', ['FLOORING'], [2.5, 6.5]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h13b-073', 'Sir, the geyser in my house is not giving hot water since 2 days, it is the gas one on the wall in the kitchen and the flame is not coming when I press. Kindly send someone.', [GAS]),
  none('h13b-074', 'Hi, Mum\'s boiler is due its yearly service and the man who used to do it for years has retired. Is this something you could do? She\'s in Solihull.', [GAS]),
  none('h13b-075', 'One of the burners on the gas range in our café kitchen won\'t light at all and the others are burning with a big yellow flame instead of blue. Can someone look at it please?', [GAS]),
  none('h13b-076', 'our landlord still hasnt given us the gas safety certificate for this year and the agency says we can arrange it ourselves and take it off the rent?? can you do that', [GAS]),
  none('h13b-077', 'Hello, I want to move the kuchenka gazowa (gas cooker) to the other wall of the kitchen, about 2 metres. Is it possible? Thank you', [GAS]),
  none('h13b-078', 'Hello, in the bathroom I want to put one priză for the hair dryer and the electric razor, now I use the extension from the hall under the door.', [ELECTRICIAN]),
  none('h13b-079', 'The electrics in my salon keep tripping when all the hairdryers and the tongs are going at once, happens most Saturdays. The switch in the box goes down and we lose the whole back wall.', [ELECTRICIAN]),
  none('h13b-080', 'Our office landlord wants an up to date electrical certificate (EICR I think it\'s called) before he\'ll renew the lease, the old one ran out last year. Can you do one?', [ELECTRICIAN]),
  none('h13b-081', 'I want 3 more plug sockets behind the counter in my shop, for the lottery machine, the card machine and the vape display. At the moment everything is on extension leads plugged into each other.', [ELECTRICIAN]),
  none('h13b-082', 'Whenever I touch the switchboard in the kitchen I am feeling current, a small shock in the fingers. My wife also felt it. Please advise.', [ELECTRICIAN]),
  none('h13b-083', 'Hello, after the storm some telhas (the tiles of the roof) fell down in the garden in pieces. The house has 2 floors. Can you put new ones?', [ROOFER]),
  none('h13b-084', 'theres water dripping through the ceiling in my attic bedroom every time it rains, we\'re on the top floor of a converted house and the landlord is ignoring our emails. put a bucket under it for now', [ROOFER]),
  none('h13b-085', 'Bits of cement and a chunk of the chimney pot have been falling off my mother\'s chimney onto her front path. She\'s 83 and walks that way to the bus. It\'s a two storey semi.', [ROOFER]),
  none('h13b-086', 'There\'s a crack in the wall of the café running diagonally up from the corner of the door frame, and it\'s getting longer. I marked the end with a pencil last month and it\'s gone past the mark.', [STRUCTURAL]),
  none('h13b-087', 'Hello, I want to make one room from the kitchen and the living room, to take out the wall between. The wall is thick, from brick. How much it will cost? Regards, Dawid', [STRUCTURAL]),
  none('h13b-088', 'The floor in the bedroom is going down in the middle, like a bowl, and now the door of the wardrobe is not closing any more. The house is old. I am worry. Thank you, Gabriela', [STRUCTURAL]),
  none('h13b-089', 'We\'d like the ceiling tiles in our office taken down and replaced. The building is from the early 70s and they\'re some sort of grey fibrous board, a few are broken and crumbly at the edges.', [ASBESTOS]),
  none('h13b-090', 'Dad wants the old boxing round the pipes in his airing cupboard ripped out, it\'s a grey board stuff that\'s been there since the house was built in the 60s. The plumber who came last week wouldn\'t touch it.', [ASBESTOS]),
  none('h13b-091', 'Dear Sir, I want to convert the loft of my house into a bedroom with attached bathroom for my son, he is getting married. Kindly give the rough estimate and how much time it will take.', [BUILDER]),
  none('h13b-092', 'We\'re looking to turn mum\'s downstairs toilet and the utility next to it into one shower room for her, as she can\'t manage the stairs any more. New layout, new everything. Is that something you\'d quote for?', [BUILDER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h13b-093', 'Hi, my mum\'s boiler keeps losing pressure, she\'s had to top it up twice this week and she\'s not confident doing it. Also her kitchen cold tap is dripping. She\'s 80 and lives alone in Derby. Thanks, Joanne', ['PLUMBING'], [0.5, 1.5], [GAS]),
  job('h13b-094', 'We\'ve got a new coffee machine coming for the café and it needs its own socket, I\'m told that\'s an electrician thing? And while someone is here can you put two shelves up above it for the cups', ['MOUNTING'], [1, 2.5], [ELECTRICIAN]),
  job('h13b-095', 'the pull cord light in our bathroom gives you a tingle when you pull it 😬 and also the toilet roll holder has fallen off the wall. student flat, landlord says go ahead', ['MOUNTING'], [0.5, 1], [ELECTRICIAN]),
  job('h13b-096', 'Hello, I want to paint the bedroom, walls and ceiling. But first there is a crack on the ceiling that is bigger and bigger every month, and the ceiling is going down a little in the middle. What you think? Thank you, Ola', ['PAINTING'], [4, 10], [STRUCTURAL]),
  job('h13b-097', 'The flat roof over the back of the salon (the single storey bit) is leaking into the staff room whenever it rains. And the staff room door won\'t shut properly, it catches on the frame.', ['CARPENTRY'], [0.5, 2], [ROOFER]),
  job('h13b-098', 'Dear Sir, kindly fix the wash basin tap that is leaking, and also I want to shift the boiler from the kitchen to the loft. Please give separate quotation for both. Regards, Nadeem', ['PLUMBING'], [0.5, 1.5], [GAS]),
  job('h13b-099', 'Hello, the old black small square tiles on the floor of the hallway are cracked and I want them taken up, the house is very old, 1960. And also can you put the curtain pole in the bedroom please. Thank you, Sorin', ['MOUNTING'], [0.5, 1.5], [ASBESTOS]),
  job('h13b-100', 'Quote please for: ripping out our office kitchen and putting in a proper one with new units, sink moved to the other wall etc (full refit), and separately putting up a notice board in reception.', ['MOUNTING'], [0.5, 1], [BUILDER]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h13b-101', 'The coffee machine in the café keeps losing pressure and the steam wand only sputters. It\'s a two group La Spaziale. Can you service it?', [OUT]),
  none('h13b-102', 'One of the hydraulic chairs in my salon won\'t go up any more, it just sinks back down when you pump it. Do you repair those?', [OUT]),
  none('h13b-103', 'The drinks fridge in my shop isn\'t keeping cold, the cans are warm by the afternoon. It\'s the tall one with the glass door from the cash and carry.', [OUT]),
  none('h13b-104', 'We need someone to set up the wifi and the network in our new office, about 8 computers and a printer. Is that something you do?', [OUT]),
  none('h13b-105', 'inspection on friday and our kitchen is grim, oven especially 😷 can someone deep clean it? 5 bed student house', [OUT]),
  none('h13b-106', 'My mum is 88 and living alone and I\'m looking for someone to pop in each morning, check she\'s taken her tablets and do a bit of shopping. Is that a service you offer?', [OUT]),
  none('h13b-107', 'Hello, I got a letter from the council about the council tax and I don\'t understand it, can someone help me to read and answer it? Thank you', [OUT]),
  none('h13b-108', 'Sir, the AC in my car is not cooling, only hot air is coming. Kindly advise if you can repair.', [OUT]),
  none('h13b-109', 'Hello, the screen of my laptop is broken, it has lines and one corner is black. You can repair? Multumesc', [OUT]),
  none('h13b-110', 'Hello, I need to send a sofa to my sister in Leeds, do you do the transport with van? Obrigado', [OUT]),
  none('h13b-111', 'There\'s a wasps nest under the edge of the roof right above our outside tables and customers keep getting stung. Can you get rid of it?', [OUT]),
  none('h13b-112', 'the washing machine in our flat leaks all over the floor every time and the landlord says it\'s our problem because we "misused it". can you fix it?', [OUT]),
  none('h13b-113', 'Do you know anyone who could do the VAT return and the accounts for my salon? My bookkeeper has retired.', [OUT]),
  none('h13b-114', 'Mum is going into respite for a fortnight and her cat needs feeding twice a day and the litter tray doing. Could someone do that? She\'s in Kidderminster.', [OUT]),
  none('h13b-115', 'Respected Sir, I am looking for a home tutor for my son for GCSE maths and science, 2 evenings per week. Kindly let me know the fees.', [OUT]),
  none('h13b-116', 'The card machine in my shop keeps losing connection and customers walk out. Can you come and fix it today?', [OUT]),
  none('h13b-117', 'We have about 40 boxes of old client files that need shredding and taking away confidentially. Can you collect?', [OUT]),
  none('h13b-118', 'Good morning, I need someone to clean the windows of my flat from outside, it is the 3rd floor. How much it costs? Obrigada', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h13b-119', 'Hi, my mum needs a few jobs doing round her house, nothing major. Could someone give her a ring to arrange a time? She\'s 81 and a bit deaf so please speak up 😊', [MORE]),
  none('h13b-120', 'Do you do commercial premises? I have a café and there is always something needing doing.', [MORE]),
  none('h13b-121', 'Hello, I have some works in my flat, when you can come to see? Regards', [MORE]),
  none('h13b-122', 'Respected Sir, kindly send your rates and availability for the next week. Regards', [MORE]),
  none('h13b-123', 'do you do student discount lol', [MORE]),
  none('h13b-124', 'Hi hun, could you pop into the salon one day and I\'ll show you what needs doing 💇‍♀️', [MORE]),
  none('h13b-125', 'Hello, the thing in the bathroom is broken again, same like last time. Please come. Elena', [MORE]),
  none('h13b-126', 'We\'re moving into a new office next month and will need some handyman help getting set up. Can we book someone for a day?', [MORE]),
  none('h13b-127', 'Good morning, you do the works in Luton area? I need a quote please. Obrigado', [MORE]),
  none('h13b-128', 'Forwarded message from my dad: "tell them the usual". Sorry, I have no idea what the usual is either, could you check your records for Mr Ken Hibbert?', [MORE]),
  none('h13b-129', 'how much per hour mate', [MORE]),
  none('h13b-130', 'landlord says we need to get 3 quotes for the damage in our flat, can you send one over?', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h13b-131', 'URGENT please - mum just rang me in a panic, water is pouring out from under her kitchen sink and she can\'t find the stop tap. She\'s 86 and I\'m 40 miles away. Address is 14 Mill Lane. Please can someone go now', ['PLUMBING'], [0.5, 2], [EMERGENCY]),
  job('h13b-132', 'Someone tried to break in to the café overnight and the lock on the front door is smashed, the key won\'t go in at all now. I can\'t lock up tonight. Please help', ['LOCKSMITH'], [0.5, 2], [EMERGENCY]),
  none('h13b-133', 'No heating and no hot water since this morning, the boiler is showing a red light. It is very cold and my father is heart patient, 78 years. Kindly send someone today.', [GAS, EMERGENCY]),
  job('h13b-134', 'locked out of our flat, all 4 of us, keys are inside on the kitchen table 🤦 it\'s 11pm and raining', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  job('h13b-135', 'Please help, the pipe under my kitchen sink is burst and water is everywhere on the floor, I closed the main valve but it is still dripping and the floor is flooded. Regards, Bartek', ['PLUMBING'], [0.5, 2], [EMERGENCY]),
];

/** The thirteenth held-out batch, half B: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_13B_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
