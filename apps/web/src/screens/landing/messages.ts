/** The landing screen's texts. */
export const LANDING_TEXTS = {
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
} as const;
