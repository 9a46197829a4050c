import { ApiError } from '@nervus/api-client';
import { Button, Card, TextInput, useTranslation } from '@nervus/ui-kit';
import { useState } from 'react';
import { useRetrieveArticle } from '../queries.js';
import type { StepProps } from './step-props.js';
import '../../../i18n/create.en.js';

/** The article source: an address whose title, description and image the server reads. */
export function ArticleStep({ form, update }: StepProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(form.challenge.article?.url ?? '');
  const retrieve = useRetrieveArticle();
  const article = form.challenge.article;
  return (
    <>
      <TextInput
        label={t('create.articleUrl')}
        name="article_url"
        type="url"
        value={url}
        onChange={setUrl}
        error={
          retrieve.isError
            ? retrieve.error instanceof ApiError
              ? (retrieve.error.errors[0]?.error ?? t('create.articleFailed'))
              : t('create.articleFailed')
            : undefined
        }
      />
      <Button
        variant="secondary"
        disabled={!url || retrieve.isPending}
        onClick={() =>
          retrieve.mutate(url, {
            onSuccess: (found) =>
              update((f) => {
                f.challenge.article = found;
              }),
            onError: () =>
              update((f) => {
                f.challenge.article = null;
              }),
          })
        }
      >
        {retrieve.isPending ? t('create.retrieving') : t('create.retrieve')}
      </Button>
      {article ? (
        <Card padding="none" className="app-create-article">
          {article.image_url ? (
            <img src={article.image_url} alt="" width={600} height={400} loading="lazy" />
          ) : null}
          <div className="nv-stack" data-gap="sm">
            <strong className="nv-break">{article.title}</strong>
            {article.description ? (
              <p className="nv-flush nv-text-muted">{article.description}</p>
            ) : null}
          </div>
        </Card>
      ) : null}
    </>
  );
}
