import { useQuery } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Armchair, Droplets, Grid3x3, Hammer, Layers, PaintRoller, Sprout, Trees, Wrench } from 'lucide-react';
import type { AnalysedJob } from '#contracts/analysis.contract';
import type { Skill } from '#domain/job-analysis/job-task';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { FALLBACK_SKILLS, skillsQueryOptions } from '../api/home-api';

/** Each skill label with its icon (docs/product/home-flow.md#skills-required). */
const SKILL_ICONS: Readonly<Record<Skill, LucideIcon>> = {
  Plumbing: Droplets,
  Tiling: Grid3x3,
  Joinery: Hammer,
  Plastering: Layers,
  Decorating: PaintRoller,
  Gardening: Sprout,
  Landscaping: Trees,
  'Furniture assembling': Armchair,
  General: Wrench,
};

export type SkillsRequiredCardProps = {
  jobDescription: string;
  analysedJob: AnalysedJob | null;
};

/**
 * Skills Required: at most 4 skills, General when extraction fails
 * (docs/product/home-flow.md#skills-required).
 */
export function SkillsRequiredCard({ jobDescription, analysedJob }: SkillsRequiredCardProps) {
  const skills = useQuery(skillsQueryOptions(jobDescription, analysedJob));
  const shown: readonly Skill[] = skills.data ?? FALLBACK_SKILLS;

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Skills Required</CardTitle>
      </CardHeader>
      <CardContent>
        {skills.isPending && skills.fetchStatus !== 'idle' ? (
          <p role="status" className="flex min-h-11 items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            Analyzing job requirements...
          </p>
        ) : (
          <ul className="flex min-h-11 flex-wrap gap-2">
            {shown.map((skill) => {
              const Icon = SKILL_ICONS[skill];
              return (
                <li key={skill} className="inline-flex items-center gap-2 rounded-lg bg-secondary px-3 py-2 text-sm font-medium text-secondary-foreground">
                  <Icon aria-hidden="true" className="size-4" />
                  {skill}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
