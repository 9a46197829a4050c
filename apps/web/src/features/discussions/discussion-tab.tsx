/**
 * One tab over a discussion: Discussions and Insightfuls are the same component over different
 * data (the order of the list, its words, and whether the composer is offered).
 */

import { Card, useTranslation } from '@nervus/ui-kit';
import { Link, useRouterState } from '@tanstack/react-router';
import { MessageForm } from './composer.js';
import type { DiscussionRef, DiscussionSort } from './queries.js';
import { MessageList } from './thread-list.js';
import { useViewer } from './viewer.js';
import '../../i18n/discussions.en.js';

export type DiscussionTabKind = 'discussions' | 'insightfuls';

interface TabSettings {
  readonly sort: DiscussionSort;
  readonly title: 'discussions.title' | 'discussions.insightfulsTitle';
  readonly intro: 'discussions.insightfulsIntro' | null;
  readonly empty: 'discussions.empty' | 'discussions.insightfulsEmpty';
  /** Whether players who may post get the form for a new message here. */
  readonly composer: boolean;
}

const TABS: Record<DiscussionTabKind, TabSettings> = {
  // The conversation, newest threads first.
  discussions: {
    sort: 'recent',
    title: 'discussions.title',
    intro: null,
    empty: 'discussions.empty',
    composer: true,
  },
  // The messages voted insightful, the most insightful first.
  insightfuls: {
    sort: 'insightful',
    title: 'discussions.insightfulsTitle',
    intro: 'discussions.insightfulsIntro',
    empty: 'discussions.insightfulsEmpty',
    composer: false,
  },
};

export function DiscussionTab({
  discussion,
  kind,
}: {
  discussion: DiscussionRef;
  kind: DiscussionTabKind;
}) {
  const { t } = useTranslation();
  const viewer = useViewer(discussion);
  const tab = TABS[kind];
  const titleId = `${kind}-title`;
  return (
    <section aria-labelledby={titleId} className="nv-stack" data-gap="lg">
      <div>
        <h2 id={titleId} className="nv-flush">
          {t(tab.title)}
        </h2>
        {tab.intro ? <p className="nv-text-muted nv-flush">{t(tab.intro)}</p> : null}
      </div>
      {viewer.id === null ? (
        <SignInPrompt />
      ) : tab.composer && viewer.canPost ? (
        <Card>
          <MessageForm
            discussion={discussion}
            label={t('discussions.messageLabel')}
            submitLabel={t('discussions.post')}
          />
        </Card>
      ) : viewer.blockedReason ? (
        <p className="nv-alert nv-flush" data-tone="info">
          {viewer.blockedReason}
        </p>
      ) : null}
      <MessageList discussion={discussion} viewer={viewer} sort={tab.sort} empty={t(tab.empty)} />
    </section>
  );
}

function SignInPrompt() {
  const { t } = useTranslation();
  const here = useRouterState({ select: (s) => s.location.href });
  return (
    <p className="nv-flush">
      <Link
        className="nv-button"
        data-variant="secondary"
        to="/accounts/gateway"
        search={{ continue: here }}
      >
        {t('discussions.signIn')}
      </Link>
    </p>
  );
}
