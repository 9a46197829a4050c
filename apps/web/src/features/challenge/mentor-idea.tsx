/**
 * "Mentor this idea" under an idea being rated (the rating queue, the catalyst's ideas): a
 * module apart from the rest of the mentoring (`mentoring.tsx`), which those pages do not show.
 */
import { useTranslation } from '@nervus/ui-kit';
import { Suspense, useEffect, useState } from 'react';
import '../../i18n/mentoring.en.js';
import { lazyPart } from '../../lib/lazy-part.js';
import './challenge.css';

// The form is not part of the page's first load: the rating queue and the catalyst's ideas
// show the "Mentor this idea" summary with every idea, and most are rated without mentoring.
const MentorFormPart = lazyPart(() => import('./mentor-form.js').then((m) => m.MentorForm));
const preloadForm = () => {
  MentorFormPart.load().catch(() => {
    // Opening it asks again and shows the failure.
  });
};

export function MentorIdea({ ideaId }: { ideaId: string }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<number | null>(null);
  // Once opened the form stays mounted, so that closing and opening keeps what was typed.
  const [opened, setOpened] = useState(false);
  // Its download starts once the idea is on screen, so that opening it rarely waits.
  useEffect(preloadForm, []);
  if (sent !== null)
    return (
      <p role="status" className="nv-alert nv-flush" data-tone="success">
        {t('mentoring.sent', { count: sent })}
      </p>
    );
  return (
    <details
      className="challenge-disclosure"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>{t('mentoring.give')}</summary>
      {opened ? (
        <Suspense fallback={<p>{t('mentoring.loading')}</p>}>
          <MentorFormPart ideaId={ideaId} onSent={setSent} />
        </Suspense>
      ) : null}
    </details>
  );
}
