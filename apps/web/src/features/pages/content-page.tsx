import { Card, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { currentPlatformQueryOptions } from '../session/queries.js';
import { contentPageQueryOptions, markdownQueryOptions } from './queries.js';

/** A content page of the current platform (or the default one), from the API. */
export function ContentPage({ page }: { page: string }) {
  const { t } = useTranslation();
  const { data: platform } = useQuery(currentPlatformQueryOptions());
  const { data, isError } = useQuery({
    ...contentPageQueryOptions(platform?.id ?? '', page),
    enabled: Boolean(platform),
  });
  const markdown = useQuery(markdownQueryOptions());
  if (isError || markdown.isError) return <p role="alert">{t('notices.error')}</p>;
  // One loading state for both, so the text appears once, already rendered (no flash of raw
  // Markdown, no shift when it turns into HTML).
  if (!data || !markdown.data) return <p role="status">{t('notices.loading')}</p>;
  return (
    <Card as="article" padding="lg" aria-labelledby="page-title" className="nv-break">
      <h1 id="page-title" className="nv-flush-top">
        {data.title}
      </h1>
      {/* Sanitised by renderMarkdown: only the allowed tags and attributes survive. */}
      <div dangerouslySetInnerHTML={{ __html: markdown.data.renderMarkdown(data.body) }} />
    </Card>
  );
}
