import { defineTexts } from '@taper/ui';
/** The landing screen's texts. */
export const LANDING_TEXTS = /* @__PURE__ */ defineTexts('LANDING_TEXTS', {
  featureCalendarTitle: 'Calendar Tracking',
  featureCalendarBody:
    'Log each day on an intuitive month calendar and see your good days join up into streaks.',
  featureGoalTitle: 'Goal Setting',
  featureGoalBody:
    'Set a daily limit, a level or your own tags — the same every day or different per weekday.',
  featureProgressTitle: 'Progress Insights',
  featureProgressBody:
    'Weekly and monthly summaries, streak records and encouraging insights keep you going.',
  signInTitle: 'Sign In',
  signUpTitle: 'Create Account',
  signingIn: 'Signing in...',
  creatingAccount: 'Creating account...',
  needAccount: 'Need an account? Sign up',
  haveAccount: 'Already have an account? Sign in',
  /** The browser tab's title on the landing page (before ' — Taper'). */
  pageTitle: 'Habit reduction tracker',
  signIn: 'Sign In',
  heroTitle: 'Cut back on the habits',
  heroTitleEmphasis: 'you want less of',
  heroBody:
    'Easily track reducing habits with an intuitive calendar interface. Set goals, celebrate achievements.',
  getStarted: 'Get Started',
  bannerTitle: 'Ready to taper off?',
  bannerBody: 'It takes a minute to set up your first habit.',
  signUpNow: 'Sign up now',
  backToLanding: '← Back to landing',
  password: 'Password',
  features: 'Features',
  forgotPassword: 'Forgot password?',
  /** On sign-in when the server sends no mail: who can make a reset link. */
  askAdministrator: 'Forgot your password? Ask the administrator of this Taper for a reset link.',
  forgotTitle: 'Forgot password',
  forgotBody: 'Enter the email of your account and we send it a link to choose a new password.',
  sendLink: 'Send reset link',
  sendingLink: 'Sending...',
  backToSignIn: '← Back to sign in',
  forgotFailed: 'The link could not be sent. Please try again.',
  accountDeleted: 'Your account and all its data are deleted. Thank you for using Taper.',
} as const);
