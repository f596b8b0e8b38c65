/** The habit screen's texts (its streak tier and insights are rule texts, served from domain). */
export const HABIT_TEXTS = {
  insights: 'Insights',
  logYourResult: 'Log Your Result',
  streakProgress: 'Streak Progress',
  weeklySummary: 'Weekly Summary',
  strength: 'Strength',
  seeProgress: 'See progress →',
} as const;
