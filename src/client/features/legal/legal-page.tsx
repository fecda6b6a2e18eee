import { Link } from 'wouter';
import { splitLegalText } from '#domain/settings/split-legal-text';
import { usePublicSettings } from '#client/resources/app-settings/app-settings-api';
import { paths } from '#client/lib/paths';

export type LegalPageKind = 'privacy' | 'terms';

const TITLES: Readonly<Record<LegalPageKind, string>> = {
  privacy: 'Privacy notice',
  terms: 'Terms',
};

export type LegalPageProps = { kind: LegalPageKind };

/**
 * /privacy and /terms: the texts the firm edits in App Settings, shown as plain paragraphs
 * (docs/product/shared-behaviour.md#legal-pages).
 */
export function LegalPage({ kind }: LegalPageProps) {
  const settings = usePublicSettings();
  const text = kind === 'privacy' ? settings.privacyNotice : settings.termsText;
  const sections = splitLegalText(text);
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{TITLES[kind]}</h1>
        <p className="text-muted-foreground">{settings.businessName}</p>
      </header>
      {sections.map((section, index) => (
        <section key={index} className="flex flex-col gap-2">
          {section.heading ? <h2 className="text-lg font-semibold">{section.heading}</h2> : null}
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p>
        <Link href={paths.home} className="underline underline-offset-4">
          Back to the home page
        </Link>
      </p>
    </article>
  );
}
