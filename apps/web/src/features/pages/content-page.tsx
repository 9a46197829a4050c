import { useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { currentPlatformQueryOptions } from '../session/queries.js';
import { contentPageQueryOptions } from './queries.js';

/** The tags and attributes user-written HTML may keep (shell spec §5). */
export const SANITIZE = {
  ALLOWED_TAGS: [
    'br',
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'a',
    'blockquote',
    's',
    'b',
  ],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'class', 'title'],
};

/** Markdown to safe HTML. */
export function renderMarkdown(markdown: string): string {
  return DOMPurify.sanitize(marked.parse(markdown, { async: false }), SANITIZE);
}

/** A content page of the current platform (or the default one), from the API. */
export function ContentPage({ page }: { page: string }) {
  const { t } = useTranslation();
  const { data: platform } = useQuery(currentPlatformQueryOptions());
  const { data, isError } = useQuery({
    ...contentPageQueryOptions(platform?.id ?? '', page),
    enabled: Boolean(platform),
  });
  if (isError) return <p role="alert">{t('notices.error')}</p>;
  if (!data) return <p role="status">{t('notices.loading')}</p>;
  return (
    <article aria-labelledby="page-title">
      <h1 id="page-title">{data.title}</h1>
      {/* Sanitised above: only the allowed tags and attributes survive. */}
      <div dangerouslySetInnerHTML={{ __html: renderMarkdown(data.body) }} />
    </article>
  );
}
