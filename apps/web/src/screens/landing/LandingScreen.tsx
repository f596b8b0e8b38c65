import { Button, Card, CalendarGlyph, ChartGlyph, TargetGlyph } from '@taper/ui';
import { useEffect, useRef, useState } from 'react';
import { useAuthOptions } from '../../hooks/account';
import { useSearchParams } from '../../lib/router';
import { usePageTitle } from '../../lib/page-title';
import { TEXTS } from '../../messages';
import { AuthCard, authTitle, type AuthMode } from './AuthCard';
import { ForgotPasswordCard } from './ForgotPasswordCard';
import { LANDING_TEXTS } from './messages';

// A function: its texts are read when drawn, in the language shown then.
const FEATURES = () =>
  [
    {
      title: LANDING_TEXTS.featureCalendarTitle,
      body: LANDING_TEXTS.featureCalendarBody,
      icon: CalendarGlyph,
    },
    {
      title: LANDING_TEXTS.featureGoalTitle,
      body: LANDING_TEXTS.featureGoalBody,
      icon: TargetGlyph,
    },
    {
      title: LANDING_TEXTS.featureProgressTitle,
      body: LANDING_TEXTS.featureProgressBody,
      icon: ChartGlyph,
    },
  ] as const;

/** What the landing's buttons open: the sign-up or the sign-in form. */
interface AuthOpeners {
  onSignUp: () => void;
  onSignIn: () => void;
}

/** What the landing shows: its sections, or one card (sign in, sign up, forgot password). */
type LandingMode = AuthMode | 'forgot' | null;

/**
 * `?forgot` opens 'Forgot password?' (a reset link that no longer works leads here);
 * `?deleted` says that the account was deleted.
 */
function useLandingParams() {
  const [params] = useSearchParams();
  return { forgot: params.has('forgot'), deleted: params.has('deleted') };
}

/**
 * A card opened or closed is a page change of its own: focus goes to the new h1 (the card's title,
 * or the landing's), never on the first render (no page takes focus on load).
 */
function useFocusHeadingOnChange(mode: LandingMode) {
  const shown = useRef(mode);
  useEffect(() => {
    if (shown.current === mode) return;
    shown.current = mode;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [mode]);
}

export function LandingScreen() {
  const landing = useLandingParams();
  const [mode, setMode] = useState<LandingMode>(landing.forgot ? 'forgot' : null);
  const options = useAuthOptions();
  const open = (next: LandingMode) => () => {
    setMode(next);
  };
  usePageTitle(
    mode === null
      ? LANDING_TEXTS.pageTitle
      : mode === 'forgot'
        ? LANDING_TEXTS.forgotTitle
        : authTitle(mode),
  );
  useFocusHeadingOnChange(mode);

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-light to-white dark:from-slate-900 dark:to-slate-950">
      <header className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4">
        <span className="text-2xl font-bold tracking-tight text-brand dark:text-teal-300">
          {TEXTS.brand}
        </span>
        {mode === null && (
          <Button variant="outline" onClick={open('login')}>
            {LANDING_TEXTS.signIn}
          </Button>
        )}
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 pb-16">
        {landing.deleted && mode === null && (
          <p
            role="status"
            className="mx-auto mt-2 max-w-2xl rounded-lg border border-teal-300 bg-white px-4 py-3 text-center text-sm text-slate-800 dark:border-teal-700 dark:bg-slate-900 dark:text-slate-200"
          >
            {LANDING_TEXTS.accountDeleted}
          </p>
        )}
        {mode === 'forgot' ? (
          <div className="pt-4 sm:pt-10">
            <ForgotPasswordCard onBack={open('login')} />
          </div>
        ) : mode !== null ? (
          <div className="pt-4 sm:pt-10">
            <AuthCard
              mode={mode}
              onModeChange={setMode}
              onBack={open(null)}
              onForgotPassword={
                options.data?.passwordResetByEmail === true ? open('forgot') : undefined
              }
              askAdministrator={options.data?.passwordResetByEmail === false}
            />
          </div>
        ) : (
          <>
            <Hero onSignUp={open('signup')} onSignIn={open('login')} />
            <FeatureList />
            <SignUpBanner onSignUp={open('signup')} />
          </>
        )}
      </main>
    </div>
  );
}

function Hero({ onSignUp, onSignIn }: AuthOpeners) {
  return (
    <section className="py-10 text-center sm:py-20">
      <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl dark:text-white">
        {LANDING_TEXTS.heroTitle}{' '}
        <span className="text-brand dark:text-teal-300">{LANDING_TEXTS.heroTitleEmphasis}</span>
      </h1>
      <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
        {LANDING_TEXTS.heroBody}
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Button size="lg" className="w-full sm:w-auto" onClick={onSignUp}>
          {LANDING_TEXTS.getStarted}
        </Button>
        <Button size="lg" variant="outline" className="w-full sm:w-auto" onClick={onSignIn}>
          {LANDING_TEXTS.signIn}
        </Button>
      </div>
    </section>
  );
}

function FeatureList() {
  return (
    <section aria-label={LANDING_TEXTS.features} className="grid gap-4 sm:grid-cols-3">
      {FEATURES().map((feature) => (
        <Card key={feature.title} className="p-6">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-light text-brand dark:bg-teal-950 dark:text-teal-300">
            <feature.icon className="h-6 w-6" />
          </span>
          <h2 className="mt-3 text-lg font-semibold">{feature.title}</h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{feature.body}</p>
        </Card>
      ))}
    </section>
  );
}

function SignUpBanner({ onSignUp }: Pick<AuthOpeners, 'onSignUp'>) {
  return (
    <section className="mt-12 rounded-2xl bg-brand px-6 py-10 text-center text-white">
      <h2 className="text-2xl font-bold">{LANDING_TEXTS.bannerTitle}</h2>
      <p className="mt-2 text-teal-50">{LANDING_TEXTS.bannerBody}</p>
      <Button size="lg" variant="outline" className="mt-6 border-white" onClick={onSignUp}>
        {LANDING_TEXTS.signUpNow}
      </Button>
    </section>
  );
}
