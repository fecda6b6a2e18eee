import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';
import { job, none, GAS, ELECTRICIAN, ROOFER, STRUCTURAL, ASBESTOS, BUILDER, EMERGENCY, MORE, LARGE, OUT } from './eval-cases';

// The ELEVENTH held-out batch, half B: new descriptions written by a different author from the
// earlier batches, before the engine was tuned on batch 10, labelled by hand from the calibration
// table (docs/product/analysis-calibration.md) without running the engine on them, and committed
// on their own. Never tuned on, never trained on. The voice is young renters writing from phone
// apps (very short, slang, lower case, little punctuation, several emojis), voice-note
// transcripts full of filler words ("um so like the thing in the bathroom"), DIY attempts that
// went wrong after a YouTube or TikTok video, and bilingual families mixing English with a few
// words of Polish, Urdu, Punjabi or Spanish. Same conventions as the earlier batches
// (bench/data/analysis-eval-set.ts, docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md):
// not handyman work at all is out_of_scope with no task; a message that also names handyman work
// prices it with no out_of_scope flag; referrals are expected from everyday words; vague text
// expects no task and needs_more_detail; large_job above 16 hours; emergencies as in batch 4.
// Labelling choices for this voice: putting right a customer's own failed DIY is priced as the job
// it should have been (a TV re-hung, tiles taken off and relaid), not as an extra task; filling the
// holes left by a failed attempt is a separate PLASTERING task only when the customer asks for it.

const EVERYDAY_JOBS: AnalysisEvalCase[] = [
  job('h11b-001', 'bathroom tap wont stop dripping 😩💧 drip drip drip all night cant sleep', ['PLUMBING'], [0.5, 1.5]),
  job('h11b-002', 'um so like the thing in the bathroom the um the toilet yeah it keeps filling up n never stops like u can hear it hissing all night um yeah can someone come sort it', ['PLUMBING'], [0.5, 1.5]),
  job('h11b-003', 'watched a youtube vid n tried to put the tv up myself 💀 bracket is hanging off the wall now w 2 massive holes behind it. 55 inch can u do it properly', ['MOUNTING'], [1, 3.5]),
  job('h11b-004', 'tiktok said baking soda n vinegar unblocks sinks 🙃 it did not. kitchen sink still full of grey water n it stinks', ['PLUMBING'], [0.5, 1.5]),
  job('h11b-005', 'hola 👋 the shower in my flat barely comes out, is like a little drip. mi mamá says the head is full of cal (limescale?) we bought a new one from b&q', ['PLUMBING'], [0.5, 1]),
  job('h11b-006', 'ikea malm 6 drawer chest still in the box 📦 i physically cannot be bothered pls help', ['ASSEMBLY'], [1, 2.5]),
  job('h11b-007', 'um hi yeah so basically the wardrobe door, like the hinge thing at the top has come out of the wood and the door is just kind of hanging sideways, um is that something you do', ['CARPENTRY'], [0.5, 1.5]),
  job('h11b-008', 'curtain pole fell down 😭 took a chunk of wall with it lol. landlord says i gotta sort it before inspection, got a new pole', ['MOUNTING'], [0.5, 2]),
  job('h11b-009', 'cześć 🙂 zamek in my bedroom door is broken, key just goes round n round. landlord says i can change it myself but i dont know how', ['LOCKSMITH'], [0.5, 1.5]),
  job('h11b-010', 'silicone round the bath is black n mouldy 🤢 landlord wont do it how much to redo', ['TILING'], [0.5, 1.5]),
  job('h11b-011', 'tried to regrout the shower after watching a video n now its all lumpy n theres grout smeared all over the tiles 😂😭 can u fix my mess', ['TILING'], [1, 4]),
  job('h11b-012', 'veere the kitchen cupboard door fell off again 😤 mummy ji keeps pushing it back on but the screw holes r too big now', ['CARPENTRY'], [0.5, 1.5]),
  job('h11b-013', 'laminate in the hallway has a bit sticking up where it meets the kitchen 🦶 keep stubbing my toe on it', ['FLOORING'], [0.5, 2]),
  job('h11b-014', 'hiya um so yeah the light in the kitchen, not the bulb, the uh the fitting thing, its kind of hanging off the ceiling a bit and um i got a new one from ikea, can you swap it over', ['ELECTRICAL'], [0.5, 1.5]),
  job('h11b-015', 'bed frame from amazon 🛏️ instructions r in like 6 languages n none of them make sense', ['ASSEMBLY'], [1, 2.5]),
  job('h11b-016', 'assalam o alaikum, bathroom ka extractor fan kharab ho gaya, makes noise but dont spin. we buy same size new one, can u change', ['ELECTRICAL'], [0.5, 1.5]),
  job('h11b-017', 'door handle came off in my hand 💀 bedroom door, the inside bit just spins now', ['CARPENTRY'], [0.5, 1.5]),
  job('h11b-018', 'fence panel blew over lol its just lying on the grass now 🍃 posts look fine. landlord said get it sorted n send him the bill', ['EXTERIOR'], [0.5, 2]),
  job('h11b-019', 'garden is a literal jungle 🌿🌿 grass up to my knees. small back garden terraced house no mower sorry', ['GARDENING'], [1, 3]),
  job('h11b-020', 'um yeah hi so the uh the thing on the front door, the letterbox flap thing, its snapped off and its like really draughty now, um can you put a new one on', ['CARPENTRY'], [0.5, 1.5]),
  job('h11b-021', 'mirror door on the bathroom cabinet fell off its hinge 🪞 cabinet itself still on the wall', ['CARPENTRY'], [0.5, 1.5]),
  job('h11b-022', 'hola necesito help 🙏 the blind in my room, the roller one, se cayó (it fell down), the bracket is broken. i have new bracket', ['MOUNTING'], [0.5, 1.5]),
  job('h11b-023', 'toilet seat is loose af slides around every time u sit 😂', ['PLUMBING'], [0.5, 1]),
  job('h11b-024', 'u guys do sheds? small metal one from b&q still in the boxes, 6x4', ['ASSEMBLY'], [2, 5]),
  job('h11b-025', 'right so um the shower, the shower thing, the hose bit, its um leaking at the bottom where it goes into the um the tap bit, sprays everywhere. i bought a new hose i think its the right one', ['PLUMBING'], [0.5, 1]),
  job('h11b-026', 'can u put a shelf up for my plants 🪴 just one floating one above the radiator', ['MOUNTING'], [0.5, 1.5]),
  job('h11b-027', 'hello, kitchen tap very loose, moving all around when i use, and little leak under the sink. mąż (husband) working away 2 weeks', ['PLUMBING'], [0.5, 1.5]),
  job('h11b-028', 'the plug thing in the bathroom sink wont pop up anymore 🙄 water just sits there', ['PLUMBING'], [0.5, 1.5]),
  job('h11b-029', 'need my tv on the wall 📺 65 inch, stud wall i think?? bracket from argos', ['MOUNTING'], [1, 3]),
  job('h11b-030', 'ok um hello this is um jess from flat 4, um theres a hole in my bedroom ceiling where the old smoke alarm was, the landlord took it off ages ago, um can you fill it so i get my deposit back', ['PLASTERING'], [0.5, 1.5]),
  job('h11b-031', 'moving out next wk 😬 bedroom walls have blu tack marks n nail holes everywhere, need it painted to get my deposit back. small double, walls only, white', ['PAINTING'], [2.5, 6]),
  job('h11b-032', 'gate wont shut properly 🙄 have to lift it n kick it. latch doesnt line up anymore', ['EXTERIOR'], [0.5, 1.5]),
  job('h11b-033', 'stair carpet coming up at the edge on one step, keep tripping on it 😬', ['FLOORING'], [0.5, 1.5]),
  job('h11b-034', 'sat sri akal ji, bibi ji (my gran) needs a grab rail next to the toilet, shes 84 n keeps slipping. rail bought from amazon', ['MOUNTING'], [0.5, 1.5]),
  job('h11b-035', 'kitchen drawer wont close 🤬 the runner thing fell off inside', ['CARPENTRY'], [0.5, 1.5]),
  job('h11b-036', 'hey um so we had like a party and um someone leant on the bathroom door and its um come off the top hinge and it wont shut and the landlords coming friday so like yeah urgent-ish', ['CARPENTRY'], [0.5, 1.5]),
  job('h11b-037', 'youtube man made it look sooo easy 😭 changed the kitchen tap myself n now it leaks from underneath every time i turn it on. got the water off under the sink for now', ['PLUMBING'], [1, 2.5]),
  job('h11b-038', 'bike hook on the wall in the hallway pls 🚲 landlord said ok, brick wall', ['MOUNTING'], [0.5, 1.5]),
  job('h11b-039', 'buenas, the kitchen sink se tapó 😩 water not going down at all, already try with el desatascador (plunger)', ['PLUMBING'], [0.5, 1.5]),
  job('h11b-040', 'washing machine needs plumbing in 🧺 new flat, theres already a tap n the pipe thing for it, machines been delivered', ['PLUMBING'], [0.5, 1.5]),
  job('h11b-041', 'mould all over the bathroom ceiling 🤢 bleached it n it came back, needs painting with the anti mould paint', ['PAINTING'], [1.5, 4]),
  job('h11b-042', 'hedge out front is massive now 🌳 landlord says its tenants job ugh. like 5m long waist height', ['GARDENING'], [1, 3]),
  job('h11b-043', 'bedroom door squeaks sooo loud 🙉 every time i go loo at night it wakes my flatmate up', ['CARPENTRY'], [0.5, 1]),
  job('h11b-044', 'front door key keeps getting stuck in the lock n u have to jiggle it for ages 🔑 scared its gonna snap', ['LOCKSMITH'], [0.5, 1.5]),
  job('h11b-045', 'ok so i tried to hang my mirror w those sticky strips from tiktok 🫠 it fell n smashed, bought a new one, can u hang it w actual screws this time lol', ['MOUNTING'], [0.5, 1.5]),
];

const SEVERAL_JOBS: AnalysisEvalCase[] = [
  job('h11b-046', 'so my bf tried to hang a mirror n drilled in the wrong place, then another wrong place 🤦‍♀️ now theres 3 holes n still no mirror. can u fill the holes n put the mirror up', ['MOUNTING', 'PLASTERING'], [1, 3]),
  job('h11b-047', 'moving into new flat 🏠✨ need: tv on the wall (50"), 2 shelves in bedroom, n the ikea pax wardrobe built (2 doors, normal hinged ones)', ['MOUNTING', 'MOUNTING', 'ASSEMBLY'], [4, 9]),
  job('h11b-048', 'um okay so theres a few things, um the bathroom sink is leaking underneath like at the pipe bit, and the um the bedroom blind is broken it wont come down, and uh oh yeah the toilet seat is all wonky', ['PLUMBING', 'MOUNTING', 'PLUMBING'], [1.5, 4]),
  job('h11b-049', 'hi, we need help in our flat: 1. kitchen tap kapie (drip) 2. balcony door very hard to lock, must push hard 3. one tile in bathroom cracked, we have spare', ['PLUMBING', 'LOCKSMITH', 'TILING'], [1.5, 4.5]),
  job('h11b-050', 'ok so i did a feature wall from tiktok 🫠 peel n stick wallpaper. when i took it off it pulled the paint AND bits of plaster off so the wall is patchy n gross now. also the shelf i put up is wonky 😭 inspection in 3 wks', ['PLASTERING', 'PAINTING', 'MOUNTING'], [3, 8]),
  job('h11b-051', 'paaji few jobs at my mums: 2 fence panels broken at the back, outside tap dripping, n the shed door hinge snapped', ['EXTERIOR', 'PLUMBING', 'EXTERIOR'], [2.5, 6.5]),
  job('h11b-052', 'end of tenancy list from the agent 😤 fill holes in lounge wall, regrout shower, fix kitchen cupboard door that drops, paint the hallway (its a flat)', ['PLASTERING', 'TILING', 'CARPENTRY', 'PAINTING'], [5.5, 13]),
  job('h11b-053', 'new place 🥳 need an ikea bed n a desk built and a big mirror hung in the hall', ['ASSEMBLY', 'ASSEMBLY', 'MOUNTING'], [2.5, 6]),
  job('h11b-054', 'hola, en el piso we need: el grifo (tap) in kitchen drip drip, the curtain pole in bedroom fell, y la puerta del baño (bathroom door) doesnt close, it hits the frame', ['PLUMBING', 'MOUNTING', 'CARPENTRY'], [1.5, 4.5]),
  job('h11b-055', 'hi um its amir from um the flat above the chicken shop, um so a few bits, the window in my bedroom doesnt lock anymore the handle just goes all floppy, um the bathroom fan is like super loud so i bought a new one, and uh the toilet keeps running, um yeah i can send videos', ['LOCKSMITH', 'ELECTRICAL', 'PLUMBING'], [1.5, 4.5]),
  job('h11b-056', 'bhai, ghar mein 3 kaam hain: 1) ammi ka bed (dunelm, flat pack) 2) tv lounge wall pe lagana hai, 43 inch 3) bathroom tap tapak raha hai (dripping)', ['ASSEMBLY', 'MOUNTING', 'PLUMBING'], [3, 6]),
  job('h11b-057', 'got the keys 🔑🥳 before we move in pls: paint the lounge (walls n ceiling, normal size), put up 3 curtain poles, n change the front door lock cos who knows who has keys', ['PAINTING', 'MOUNTING', 'LOCKSMITH'], [7, 15]),
  job('h11b-058', 'lesson learned dont trust youtube 🙃 tried to change the toilet seat n snapped the bolt thing under the bowl, THEN tried bleeding the radiator n now the little valve wont tighten n it keeps hissing', ['PLUMBING', 'PLUMBING'], [1, 3]),
  job('h11b-059', 'landlord finally said yes 🙌 can u: lay vinyl in the bathroom (tiny, like 3m2), reseal the bath, n put up a towel rail', ['FLOORING', 'TILING', 'MOUNTING'], [2.5, 6]),
  job('h11b-060', 'so like um my nans place, she asked me to message you cos she doesnt do phones, um her smoke alarm keeps beeping and shes got a new one but cant reach the ceiling, and the um the kitchen tap drips, and she wants a grab rail by the back door step', ['ELECTRICAL', 'PLUMBING', 'MOUNTING'], [1.5, 4]),
];

const QUANTITIES: AnalysisEvalCase[] = [
  job('h11b-061', 'need like 6 frames up on the lounge wall in a grid 🖼️ saw it on pinterest, rented so dont wanna mess the wall up', ['MOUNTING'], [1, 2.5]),
  job('h11b-062', 'followed a tiktok to paint the kitchen cupboards without sanding 🙃 paint peeling off everywhere after 2 weeks. 10 doors, need stripping n doing properly', ['PAINTING'], [5, 14]),
  job('h11b-063', 'need 4 floating shelves in my room for my sneaker collection 👟🔥 plasterboard wall', ['MOUNTING'], [2, 4.5]),
  job('h11b-064', 'two ikea pax wardrobes to build, both 2 door hinged, me n my sister sharing a room lol 🙄', ['ASSEMBLY'], [3.5, 8]),
  job('h11b-065', 'laminate in my bedroom 3.5m x 3m, boards from b&q already here, landlord said yes dw', ['FLOORING'], [4, 8]),
  job('h11b-066', 'we need paint all the flat before we leave, 2 bedroom flat, walls n ceilings, everything white. landlord want like new', ['PAINTING'], [22, 42], [LARGE]),
  job('h11b-067', 'um hi so i need um like three blinds put up, the roller ones, um one in the bedroom and um two in the lounge yeah so three, got them all from dunelm', ['MOUNTING'], [1.5, 4]),
  job('h11b-068', 'tiled behind the sink n the bath myself from a youtube tutorial 😭 its all wonky n the lines dont match, about 4m2, need them off n redone', ['TILING'], [5, 11]),
  job('h11b-069', '5 fence panels down the side need replacing, landlord bought them, concrete posts', ['EXTERIOR'], [4, 8]),
  job('h11b-070', 'bhai new house mein 6 curtain poles lagane hain, har kamre mein, sab dunelm se le liye 👍', ['MOUNTING'], [2.5, 6]),
  job('h11b-071', 'hallway floor wants tiling, about 5 square metres, tiles from topps tiles n the old lino is already up', ['TILING'], [4, 8]),
  job('h11b-072', 'landlord wants 3 new internal doors hung 🚪🚪🚪 bedroom bathroom n kitchen, doors are in the hallway already', ['CARPENTRY'], [6, 11]),
];

const REFERRALS_EVERYDAY: AnalysisEvalCase[] = [
  none('h11b-073', 'boiler making a banging noise 😬 like a kettle about to explode. rented flat, landlord says get someone out', [GAS]),
  none('h11b-074', 'boiler pressure keeps dropping every couple days n i have to top it up w the little tap thing underneath 🙄', [GAS]),
  none('h11b-075', 'gas cooker ka ek burner jalta nahi, it just clicks n clicks. ammi cooking for eid next week', [GAS]),
  none('h11b-076', 'the gas fire in the lounge wont stay lit, the little flame goes out as soon as u let go of the button', [GAS]),
  none('h11b-077', 'want to move my gas cooker to the other wall, a tiktok guy did his himself but im not that brave lol 😅 can u extend the pipe', [GAS]),
  none('h11b-078', 'hallway light flickers n buzzes even w a brand new bulb 👻 kinda creepy ngl', [ELECTRICIAN]),
  none('h11b-079', 'tried to change a light switch following youtube 😬 flicked the switch in the cupboard back on, there was a bang n now the whole upstairs has no lights', [ELECTRICIAN]),
  none('h11b-080', 'can i get a plug socket put in the bathroom for my straighteners 💇‍♀️ landlord doesnt care', [ELECTRICIAN]),
  none('h11b-081', 'all the power goes off every time i use the kettle n the toaster together, have to go flick it back on in the cupboard', [ELECTRICIAN]),
  none('h11b-082', 'when i touch the metal bit of the oven i get a small shock (kopie prąd) is that normal??', [ELECTRICIAN]),
  none('h11b-083', 'need an extra double socket in my bedroom, only got one n im running 3 extension leads off it 🔌😬', [ELECTRICIAN]),
  none('h11b-084', 'um yeah so the socket in the kitchen, the one by the kettle, its got like um black marks round it and it smells like burning plastic sometimes', [ELECTRICIAN]),
  none('h11b-085', 'want to scrape off the bumpy swirly ceiling in my room, house is from the 70s. saw a tiktok where u just wet it n scrape it off, is that ok?', [ASBESTOS]),
  none('h11b-086', 'shed at the back has that old grey wavy roof sheet stuff on it, its cracked, want it taken off n got rid of', [ASBESTOS]),
  none('h11b-087', 'crack in my bedroom wall going diagonal from the corner of the window 😳 wasnt there when we moved in n now u can fit a 10p in it', [STRUCTURAL]),
  none('h11b-088', 'el techo (ceiling) in the kitchen is going down in the middle like a belly and it have cracks all over. landlord no answer', [STRUCTURAL]),
  none('h11b-089', 'me n my housemates want the wall between the kitchen n lounge knocked through for an open plan vibe 😍 its brick. how much roughly', [STRUCTURAL]),
  none('h11b-090', 'water comes thru the ceiling in the top bedroom every time it rains 🌧️ its the room right under the roof', [ROOFER]),
  none('h11b-091', 'storm ch roof ton kuch tiles dig gaye, 2 storey house, bits all over the drive', [ROOFER]),
  none('h11b-092', 'me n bf want to turn the garage into a home gym 🏋️ proper insulated n a window n everything', [BUILDER]),
];

const MIXED_REFERRALS: AnalysisEvalCase[] = [
  job('h11b-093', 'can u put my tv on the wall 📺 50 inch, n put a new plug socket behind it so no wires showing', ['MOUNTING'], [1, 2.5], [ELECTRICIAN]),
  job('h11b-094', 'boiler se bohat awaz aati hai (loud noise) when heating comes on, and also bathroom tap dripping', ['PLUMBING'], [0.5, 1.5], [GAS]),
  job('h11b-095', 'um so two things, the um the kitchen ceiling has this like big crack thats been getting bigger and its kind of dipping in the middle now, and also unrelated but um the bedroom door wont shut', ['CARPENTRY'], [0.5, 1.5], [STRUCTURAL]),
  job('h11b-096', 'started scraping the artex off the hall ceiling after a youtube video then read about asbestos 😨 stopped straight away. hall walls need painting after too, its a flat', ['PAINTING'], [2.5, 6], [ASBESTOS]),
  job('h11b-097', 'rain coming in thru the back bedroom ceiling 🌧️ its right under the roof. while ur here the wardrobe door needs rehanging, its dropped', ['CARPENTRY'], [0.5, 1.5], [ROOFER]),
  job('h11b-098', 'we want extension in back for bigger kitchen (maybe next year), now just need the fence fixed, 1 panel, and the gate is not closing', ['EXTERIOR', 'EXTERIOR'], [1.5, 3.5], [BUILDER]),
  job('h11b-099', 'shower trips the electrics every time i turn it on ⚡ also the silicone round the shower tray is all black n leaky', ['TILING'], [0.5, 1.5], [ELECTRICIAN]),
  job('h11b-100', 'necesito mover la cocina de gas (gas hob) about 20cm to the left, and put back the 2 kitchen shelves that fell down', ['MOUNTING'], [1, 2.5], [GAS]),
];

const OUT_OF_SCOPE: AnalysisEvalCase[] = [
  none('h11b-101', 'do u clean ovens 🤢 mine is disgusting n inspection is next week', [OUT]),
  none('h11b-102', 'end of tenancy clean needed asap 1 bed flat, need my deposit back 🙏', [OUT]),
  none('h11b-103', 'phone screen cracked do u fix iphones', [OUT]),
  none('h11b-104', 'mice in the kitchen 🐭🐭 can hear them in the walls at night n landlord is ignoring me', [OUT]),
  none('h11b-105', 'need someone to drive bibi ji to the gurdwara on sundays, she cant drive no more', [OUT]),
  none('h11b-106', 'um hi so my laptop um it wont turn on, the little light comes on but the screens just black, um is that something you guys look at', [OUT]),
  none('h11b-107', 'can u help me move my stuff to my new place saturday, got a sofa n a bed n like 20 boxes, no van', [OUT]),
  none('h11b-108', 'washing machine ka drum nahi ghoomta, makes noise but no spin. samsung, 2 years old', [OUT]),
  none('h11b-109', 'bed bugs 😭😭 bites everywhere need someone asap', [OUT]),
  none('h11b-110', 'can someone do knotless braids this weekend lol', [OUT]),
  none('h11b-111', 'I need someone to teach my son maths for GCSE, 2 times a week, he is in year 11', [OUT]),
  none('h11b-112', 'car wont start 🚗 think its the battery, can u jump it', [OUT]),
  none('h11b-113', 'dishwasher leaking from the door, its a bosch still under warranty', [OUT]),
  none('h11b-114', 'fridge freezer stopped freezing 🧊 all my food has melted', [OUT]),
  none('h11b-115', 'need a dog walker mon-fri lunchtimes 🐶 hes a frenchie, very friendly', [OUT]),
  none('h11b-116', 'hola necesito someone to clean the windows outside, 2nd floor flat, they r so dirty', [OUT]),
  none('h11b-117', 'can u help me fight my landlord for my deposit 😤 he wants £400 for one scratch on the floor', [OUT]),
  none('h11b-118', 'xbox hdmi port snapped do u fix consoles', [OUT]),
];

const VAGUE: AnalysisEvalCase[] = [
  none('h11b-119', 'hi r u free this week', [MORE]),
  none('h11b-120', 'how much u charge per hour', [MORE]),
  none('h11b-121', 'um hi yeah so theres a few things in the flat that need doing um i guess ill send pics', [MORE]),
  none('h11b-122', 'my landlord gave me ur number 👍 hes paying apparently', [MORE]),
  none('h11b-123', 'ugh its gone again 😩 same as last time', [MORE]),
  none('h11b-124', 'hello, I need fachowiec (handyman) for some jobs in the house, when you can come?', [MORE]),
  none('h11b-125', 'ur the guys off tiktok right?? can u come do some stuff at mine', [MORE]),
  none('h11b-126', 'i messed up 😭 tried to fix it myself n made it way worse can someone come look', [MORE]),
  none('h11b-127', 'do u do weekends', [MORE]),
  none('h11b-128', 'bhai ghar mein kuch kaam hai, rate kya hai', [MORE]),
  none('h11b-129', 'moving out soon need to make the flat look decent again lol whats the damage 💸', [MORE]),
  none('h11b-130', 'um so basically um yeah its the thing um ill just show you when you get here', [MORE]),
];

const EMERGENCIES: AnalysisEvalCase[] = [
  job('h11b-131', 'tried fixing a squeaky floorboard from a video n put a nail thru something 😱 water dripping thru the kitchen ceiling now!!', ['PLUMBING'], [1, 3], [EMERGENCY]),
  job('h11b-132', 'LOCKED OUT 😭😭 keys inside, its a yale, im sat on the step in my pyjamas', ['LOCKSMITH'], [0.5, 1.5], [EMERGENCY]),
  job('h11b-133', 'ayuda!! pipe under the kitchen sink broke, agua everywhere, i dont know where to turn it off', ['PLUMBING'], [0.5, 2], [EMERGENCY]),
  none('h11b-134', 'no heating n its freezing 🥶🥶 boiler just has a flashing red light, theres a baby in the flat', [GAS, EMERGENCY]),
  job('h11b-135', 'oh my god um hi um the um washing machine hose thing has like popped off the back and theres water all over the kitchen floor its going under the cupboards', ['PLUMBING'], [0.5, 2], [EMERGENCY]),
  none('h11b-136', 'kitchen ch gas di smell aa rahi hai, very strong, what do i do', [GAS, EMERGENCY]),
];

/** The eleventh held-out batch, half B: never tuned or trained on. */
export const ANALYSIS_HELD_OUT_11B_SET: readonly AnalysisEvalCase[] = [
  ...EVERYDAY_JOBS,
  ...SEVERAL_JOBS,
  ...QUANTITIES,
  ...REFERRALS_EVERYDAY,
  ...MIXED_REFERRALS,
  ...OUT_OF_SCOPE,
  ...VAGUE,
  ...EMERGENCIES,
];
