import { useTranslation } from '@nervus/ui-kit';
import type { CreationForm } from './form-state.js';
import '../../i18n/create.en.js';
import { imageSources } from '../../lib/images.js';

/** The challenge card as players will see it, filled in as the form is. */
export function Preview({ form, author }: { form: CreationForm; author: string }) {
  const { t } = useTranslation();
  const c = form.challenge;
  return (
    <aside className="app-card" aria-label={t('create.preview')}>
      <h2 style={{ marginTop: 0 }}>{t('create.preview')}</h2>
      {c.category_name ? <p>{c.category_name}</p> : null}
      {c.primary_image ? (
        <img
          {...imageSources(c.primary_image, '(min-width: 1000px) 400px, calc(100vw - 48px)')}
          alt=""
          width={600}
          height={400}
          loading="lazy"
          className="app-cover"
          style={{ width: '100%' }}
        />
      ) : null}
      {c.image_credit?.user ? (
        <p className="nv-hint">
          © {c.image_credit.user} / {c.image_credit.source}
        </p>
      ) : null}
      <h3>
        {c.question_title ? c.question_title.trim().replace(/\??$/, '?') : form.idea.title || '…'}
      </h3>
      <p className="nv-hint">@{author}</p>
      {c.question_detail ? <p>{c.question_detail}</p> : null}
      {form.idea.title ? <p>💡 {form.idea.title}</p> : null}
      <p className="nv-hint">
        {t(`create.prizeTypes.${form.prize.prize_type || 'points'}` as 'create.prizeTypes.points')}
        {form.prize.prize_money !== '0' ? ` · $${form.prize.prize_money}` : ''}
        {c.innovation_scale
          ? ` · ${t(`create.scale.${c.innovation_scale}` as 'create.scale.moonshot')}`
          : ''}
        {c.duration_end ? ` · ${c.duration_end}` : ''}
      </p>
      {c.article?.title ? <p>📰 {c.article.title}</p> : null}
    </aside>
  );
}
