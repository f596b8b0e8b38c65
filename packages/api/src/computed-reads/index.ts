export {
  computeRead,
  computeSummary,
  computedReadsInline,
  keptEntryCount,
  lastKeptEntryCount,
  type AnyComputedRead,
  type CallUser,
  type ComputedRead,
  type ComputedReadInputs,
  type ComputedReadKind,
  type ComputedReadResults,
  type ComputedReads,
  type SummaryRead,
} from './calls';
export type { WrittenHabit } from './habit-histories';
