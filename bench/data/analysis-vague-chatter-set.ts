import type { FlagCode } from '#domain/job-analysis/job-task';
import type { AnalysisEvalCase } from '#domain/job-analysis/score-analysis-eval';

// Tuning data: messages that name no work at all, the way customers also write in the job box
// (when they are free, who they are, where they live, questions about the firm, half a
// sentence). Written for the learned reader (docs/decisions/0021-learned-text-reader.md), which
// had seen too few of them to tell "nothing asked yet" from "not something we do". Each expects
// no task and needs_more_detail, like the vague items of the other sets. Never held out.

const MORE: FlagCode = 'needs_more_detail';
const vague = (id: string, description: string): AnalysisEvalCase => ({ id, description, expected: { serviceTypes: [], taskCount: 0, hours: [0, 0], flags: [MORE] } });

export const ANALYSIS_VAGUE_CHATTER_SET: readonly AnalysisEvalCase[] = [
  vague('vc-01', 'any day after 3pm is fine'),
  vague('vc-02', 'mornings are best for us'),
  vague('vc-03', 'not in a rush'),
  vague('vc-04', 'whenever suits you'),
  vague('vc-05', 'Ideally before the end of the month'),
  vague('vc-06', 'I am home all day Wednesday'),
  vague('vc-07', 'it is for my mum, she lives on her own'),
  vague('vc-08', 'my name is Dave, flat 4'),
  vague('vc-09', 'the house is the one with the blue door'),
  vague('vc-10', 'we live near the station'),
  vague('vc-11', 'ground floor flat, parking outside'),
  vague('vc-12', 'please text rather than call'),
  vague('vc-13', 'I sent photos earlier on whatsapp'),
  vague('vc-14', 'following up on my message from last week'),
  vague('vc-15', 'did you get my email'),
  vague('vc-16', 'is anyone there'),
  vague('vc-17', 'morning all, hope you are well'),
  vague('vc-18', 'cheers'),
  vague('vc-19', 'ok thank you'),
  vague('vc-20', 'yes please'),
  vague('vc-21', 'no'),
  vague('vc-22', 'same as last time'),
  vague('vc-23', 'the usual'),
  vague('vc-24', 'my landlord said to contact you'),
  vague('vc-25', 'my friend used you before and said you were good'),
  vague('vc-26', 'saw your van in our street'),
  vague('vc-27', 'Do you give free quotes?'),
  vague('vc-28', 'How soon could you come?'),
  vague('vc-29', 'Can you do evenings?'),
  vague('vc-30', 'Are you open on bank holidays'),
  vague('vc-31', 'do you do pensioner discounts'),
  vague('vc-32', 'Can I pay by card on the day?'),
  vague('vc-33', 'Do I need to be in?'),
  vague('vc-34', 'how long would it take'),
  vague('vc-35', 'is Halifax in your patch'),
  vague('vc-36', 'are you a limited company'),
  vague('vc-37', 'Will you need to turn the water off'),
  vague('vc-38', 'need an invoice for work'),
  vague('vc-39', 'Quote for my insurance claim please'),
  vague('vc-40', 'its a bit complicated to explain'),
  vague('vc-41', 'easier if you see it'),
  vague('vc-42', 'there are a few things'),
  vague('vc-43', 'lots of little bits'),
  vague('vc-44', 'as discussed on the phone'),
  vague('vc-45', 'see attached'),
  vague('vc-46', 'testing testing'),
  vague('vc-47', 'asdfgh'),
  vague('vc-48', '123'),
  vague('vc-49', 'hmm not sure'),
  vague('vc-50', 'n/a'),
  vague('vc-51', 'Within the next fortnight please'),
  vague('vc-52', 'next Tuesday or Thursday'),
  vague('vc-53', 'I work from home so any time'),
  vague('vc-54', 'Key is with the neighbour at number 12'),
  vague('vc-55', 'we have a dog but she is friendly'),
  vague('vc-56', 'can you confirm the price before you come'),
  vague('vc-57', 'budget is tight'),
  vague('vc-58', 'is the call out charge included'),
  vague('vc-59', 'do you need a deposit'),
  vague('vc-60', 'what time do you finish'),
  // Who is asking, with no job yet: landlords and agents, who in the tuning data often go on to
  // ask for gas checks, are not a referral by themselves.
  vague('vc-61', 'Hi, I own a couple of buy to let flats locally'),
  vague('vc-62', 'We are a small lettings agency with around forty properties'),
  vague('vc-63', 'landlord here, looking for someone reliable for my houses'),
];
