import { MAX_LEVEL, MENTOR_RATING_FULL_NEURONS_FROM, NEURON_TABLE } from '@nervus/game-rules';
import { Dialog, useTranslation } from '@nervus/ui-kit';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useMe } from '../session/queries.js';
import {
  advance,
  INACTIVE,
  nextGuide,
  startTour,
  storeOnboardingFlag,
  TOUR_DELAY_MS,
  type TourState,
  withoutTour,
} from './tour-machine.js';
import { TOUR_STEPS } from './tour-steps.js';
import '../../i18n/tour.en.js';
import './tour.css';

/** The numbers the guides' words name, from game-rules. */
const VALUES = {
  maxLevel: MAX_LEVEL,
  early: NEURON_TABLE.ideaCreated.earlyBonus.length,
  fullFrom: MENTOR_RATING_FULL_NEURONS_FROM,
};

/** Local storage, where the browser lets the page have it (a blocked one throws on access). */
function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Outlines the step's element while it shows, scrolled into view, when the page has it. */
function usePointAt(anchor: string | undefined) {
  useEffect(() => {
    if (!anchor) return;
    const element = document.querySelector<HTMLElement>(anchor);
    if (!element || element.getClientRects().length === 0) return;
    element.setAttribute('data-tour-active', '');
    element.scrollIntoView?.({ block: 'nearest' });
    return () => element.removeAttribute('data-tour-active');
  }, [anchor]);
}

/**
 * The guided tour the address asks for (`?tour=`): after a pause, each guide's steps in a dialog
 * (Next, Back, Done; Escape or Skip ends it), chained as the spec says. The home-page guide of a
 * signed-in player goes on to their innovator dashboard. Finishing or skipping stores the
 * onboarding-guide flag and takes the tour out of the address. Loaded lazily by `TourGate`.
 */
export default function Tour({ query, onEnd }: { query: string; onEnd: () => void }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const navigate = useNavigate();
  const [state, setState] = useState<TourState>(() => startTour(query));
  const [step, setStep] = useState(0);

  useEffect(() => {
    setState(startTour(query));
    setStep(0);
  }, [query]);

  const signedIn = Boolean(me);
  useEffect(() => {
    if (state.status !== 'active' || state.guide !== 'start-guide') return;
    const timer = setTimeout(() => setState((s) => advance(s, signedIn)), TOUR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, signedIn]);

  const guide = state.status === 'active' && state.guide !== 'start-guide' ? state.guide : null;
  const steps = guide ? TOUR_STEPS[guide] : [];
  const current = steps[step];
  usePointAt(current?.anchor);

  // Each step starts on its forward button, so Enter walks the tour and never skips it by
  // accident. After the dialog's own opening (which focuses its first button): a task later.
  const forward = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!guide) return;
    const timer = setTimeout(() => forward.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [guide, step]);

  const finish = () => {
    storeOnboardingFlag(localStore());
    setState(INACTIVE);
    onEnd();
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => withoutTour(prev),
      replace: true,
    } as never);
  };

  const next = () => {
    if (step + 1 < steps.length) {
      setStep(step + 1);
      return;
    }
    const after = advance(state, signedIn);
    if (after.status === 'inactive') return finish();
    setStep(0);
    if (after.guide === 'innovator-dashboard' && me) {
      // The dashboard's guide shows on the dashboard: the address carries the tour there (and
      // the gate holds it when the dashboard's redirect drops the query).
      setState(INACTIVE);
      void navigate({
        to: '/$platformSlug/my-dashboard/innovator',
        params: { platformSlug: me.user.handle },
        search: { tour: 'innovator-dashboard' },
      } as never);
      return;
    }
    setState(after);
  };

  if (!guide || !current) return null;
  const words = `tour.guides.${guide}.${current.key}`;
  const last = step + 1 === steps.length;
  return (
    <Dialog
      open
      title={t(`${words}.title`)}
      onClose={finish}
      closeOnBackdrop={false}
      actions={
        <div className="tour-actions">
          <button type="button" className="nv-button" data-variant="ghost" onClick={finish}>
            {t('tour.skip')}
          </button>
          <span className="tour-moves">
            {step > 0 ? (
              <button
                type="button"
                className="nv-button"
                data-variant="secondary"
                onClick={() => setStep(step - 1)}
              >
                {t('tour.back')}
              </button>
            ) : null}
            <button ref={forward} type="button" className="nv-button" onClick={next}>
              {last && !nextGuide(guide, { signedIn }) ? t('tour.done') : t('tour.next')}
            </button>
          </span>
        </div>
      }
    >
      <div className="tour-step" aria-live="polite">
        <p>{t(`${words}.body`, VALUES)}</p>
        {guide === 'nerve-on' ? (
          <p>
            <Link to="/nerve-boards" onClick={finish}>
              {t('tour.openBoards')}
            </Link>
          </p>
        ) : null}
        <p className="tour-count">{t('tour.step', { n: step + 1, total: steps.length })}</p>
      </div>
    </Dialog>
  );
}
