import { Badge, Card, useTranslation } from '@nervus/ui-kit';
import type { CreationForm } from './form-state.js';
import '../../i18n/create.en.js';
import { imageSources } from '../../lib/images.js';

/** A closing day ('2026-12-24') as the reader's language writes it ('Dec 24, 2026'). */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** The challenge card as players will see it, filled in as the form is. */
export function Preview({ form, author }: { form: CreationForm; author: string }) {
  const { t, i18n } = useTranslation();
  const c = form.challenge;
  const assumptions = (['who', 'why', 'what'] as const).filter((k) => c[`assumption_${k}`].trim());
  const prize = [
    t(`create.prizeTypes.${form.prize.prize_type || 'points'}` as 'create.prizeTypes.points'),
    form.prize.prize_money !== '0' ? `$${form.prize.prize_money}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <aside className="app-create-preview" aria-label={t('create.preview')}>
      <Card padding="none">
        <h2 className="app-create-preview-head">{t('create.preview')}</h2>
        {c.primary_image ? (
          <figure>
            <img
              {...imageSources(
                c.primary_image,
                '(min-width: 1200px) 400px, (min-width: 960px) 33vw, calc(100vw - 48px)',
              )}
              alt=""
              width={600}
              height={400}
              loading="lazy"
            />
            {c.image_credit?.user ? (
              <figcaption>
                © {c.image_credit.user} / {c.image_credit.source}
              </figcaption>
            ) : null}
          </figure>
        ) : (
          <p className="app-create-placeholder">{t('create.previewNoImage')}</p>
        )}
        <div className="app-create-preview-body">
          {c.category_name ? <Badge tone="brand">{c.category_name}</Badge> : null}
          {c.question_title || form.idea.title ? (
            <h3>
              {c.question_title ? c.question_title.trim().replace(/\??$/, '?') : form.idea.title}
            </h3>
          ) : (
            <h3 className="nv-text-muted">{t('create.title')}…</h3>
          )}
          <p className="nv-hint">@{author}</p>
          {c.question_detail ? (
            <p className="app-create-clamp nv-prewrap">{c.question_detail}</p>
          ) : null}
          <dl className="app-create-facts">
            <div>
              <dt>{t('create.prizeType')}</dt>
              <dd>{prize}</dd>
            </div>
            <div>
              <dt>{t('create.scale.label')}</dt>
              <dd>
                {c.innovation_scale
                  ? t(`create.scale.${c.innovation_scale}` as 'create.scale.moonshot')
                  : '…'}
              </dd>
            </div>
            <div>
              <dt>{t('create.closing')}</dt>
              <dd>{c.duration_end ? formatDay(c.duration_end, i18n.language) : '…'}</dd>
            </div>
          </dl>
          {form.idea.title || c.article?.title || assumptions.length > 0 ? (
            <dl className="app-create-notes">
              {form.idea.title ? (
                <div>
                  <dt>{t('create.ideaTitle')}</dt>
                  <dd className="app-create-clamp">{form.idea.title}</dd>
                </div>
              ) : null}
              {c.article?.title ? (
                <div>
                  <dt>{t('create.step.article-source')}</dt>
                  <dd className="app-create-clamp">{c.article.title}</dd>
                </div>
              ) : null}
              {assumptions.map((k) => (
                <div key={k}>
                  <dt>{t(`create.${k}`)}</dt>
                  <dd className="app-create-clamp">{c[`assumption_${k}`]}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </Card>
    </aside>
  );
}
