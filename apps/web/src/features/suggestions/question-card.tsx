/**
 * One question of a suggestion box with its answer: the owner answers an unanswered one here
 * (once, final), the asker rates the answer once on the mentoring scale. Everything users wrote
 * is rendered as text.
 */
import type { Suggestion } from '@nervus/contracts';
import { Badge, Card, useTranslation } from '@nervus/ui-kit';
import type { ReactNode } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import '../../i18n/mentoring.en.js';
import '../../i18n/suggestions.en.js';
import './suggestions.css';

// The answer and rating forms (with the form machinery and the writes) show only to the box's
// owner under a waiting question and to the asker under an answer not rated yet: most readers
// of a box see neither. The loaders of the pages that show questions start them for the
// questions they load (`loadQuestionForms`); a question shown later (another page of a list,
// inside a transition) keeps the list on screen until its form is in.
const AnswerForm = lazyPart(() => import('./answer-forms.js').then((m) => m.AnswerForm));
const RateAnswer = lazyPart(() => import('./answer-forms.js').then((m) => m.RateAnswer));

const answersHere = (suggestion: Suggestion, viewerId: string | null) =>
  !suggestion.answer && viewerId === suggestion.box.owner.id;
const ratesHere = (suggestion: Suggestion) =>
  !!suggestion.answer && suggestion.answer.rating === null && suggestion.mine;

/** Loads the code of the forms that `QuestionCard` shows this viewer under these questions. */
export function loadQuestionForms(
  suggestions: readonly Suggestion[],
  viewerId: string | null,
): Promise<unknown> {
  return Promise.all([
    suggestions.some((s) => answersHere(s, viewerId)) ? AnswerForm.load() : null,
    suggestions.some(ratesHere) ? RateAnswer.load() : null,
  ]);
}

type Heading = 'h1' | 'h2' | 'h3';
const BELOW: Record<Heading, 'h2' | 'h3' | 'h4'> = { h1: 'h2', h2: 'h3', h3: 'h4' };

export function QuestionCard({
  suggestion,
  viewerId,
  as: Title = 'h3',
  link,
}: {
  suggestion: Suggestion;
  viewerId: string | null;
  as?: Heading;
  /** A link to the question's own page, shown under it. */
  link?: ReactNode;
}) {
  const { t } = useTranslation();
  const Sub = BELOW[Title];
  const { answer } = suggestion;
  const titleId = `question-${suggestion.id}`;
  return (
    <Card as="article" className="app-question" aria-labelledby={titleId}>
      <header>
        <Title id={titleId} className="nv-title-sm">
          {suggestion.title}
        </Title>
        <p className="nv-flush nv-text-muted app-question-meta">
          {t('suggestions.askedBy', {
            handle: suggestion.asker.handle,
            date: suggestion.created_at.slice(0, 10),
          })}
        </p>
      </header>
      {suggestion.description ? <p className="nv-prewrap">{suggestion.description}</p> : null}
      {answer ? (
        <section
          className="app-question-answer"
          aria-label={t('suggestions.answerOf', { title: suggestion.title })}
        >
          <Sub className="nv-title-sm">
            {t('suggestions.answerFrom', { handle: suggestion.box.owner.handle })}
          </Sub>
          <p className="nv-prewrap">{answer.answer}</p>
          {answer.what_i_like ? (
            <p className="nv-prewrap">
              <strong>{t('suggestions.whatILike')}:</strong> {answer.what_i_like}
            </p>
          ) : null}
          {answer.rating !== null ? (
            <p>
              <Badge tone="success">
                {t('suggestions.rated', { label: t(`mentoring.scale.${answer.rating}`) })}
              </Badge>
            </p>
          ) : ratesHere(suggestion) ? (
            <RateAnswer answerId={answer.id} />
          ) : null}
        </section>
      ) : answersHere(suggestion, viewerId) ? (
        <AnswerForm suggestion={suggestion} />
      ) : (
        <p>
          <Badge tone="warning">{t('suggestions.waiting')}</Badge>
        </p>
      )}
      {link}
    </Card>
  );
}
