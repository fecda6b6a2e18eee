import { TEXT_READER } from '#domain/job-analysis/text-model/second-opinion';
import { readChoiceLogOdds } from '#domain/job-analysis/text-model/naive-bayes';
import { hashFeature, listTextFeatures, listFeatureHashes, normaliseForModel } from '#domain/job-analysis/text-model/text-features';
import { SCOPE_CHOICES } from '#domain/job-analysis/text-model/train-text-model';
const m = TEXT_READER.model; const size = m.data.labels.length; const j = m.labelIndex.get('scope:out_of_scope')!; const v = m.labelIndex.get('scope:vague')!;
for (const t of ['Choose how soon you need it', 'conversions', 'step_start', 'Within a week', 'Delivered', 'set by the server', 'Before Change', 'chris at home']) {
  const s = readChoiceLogOdds(m, listFeatureHashes(normaliseForModel(t)), SCOPE_CHOICES);
  const contrib = listTextFeatures(t).map((f) => { const w = m.weights.get(hashFeature(f)); return [f, w ? w[size + j]! - w[size + v]! : NaN] as const; }).filter(([, x]) => !Number.isNaN(x)).sort((a, b) => b[1] - a[1]);
  console.log(JSON.stringify(t), s.map((x) => x.toFixed(1)).join(' '), contrib.slice(0, 6).map(([f, x]) => `${f}:${x.toFixed(1)}`).join(' '), 'n', contrib.length);
}
