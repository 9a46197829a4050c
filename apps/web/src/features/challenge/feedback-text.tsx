/** One mentoring's text: what the mentor likes, what could be improved, and who wrote it. */
import type { MentorFeedback } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import '../../i18n/mentoring.en.js';

export function FeedbackText({ feedback }: { feedback: MentorFeedback }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="nv-flush nv-prewrap">
        <strong>{t('mentoring.like')}:</strong> {feedback.what_i_like}
      </p>
      <p className="nv-flush nv-prewrap">
        <strong>{t('mentoring.improve')}:</strong> {feedback.what_could_be_improved}
      </p>
      <p className="nv-hint nv-flush">@{feedback.mentor.handle}</p>
    </>
  );
}
