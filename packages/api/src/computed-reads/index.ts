export {
  computeRead,
  computeReadWithin,
  computeSummary,
  computedReadsInline,
  keptEntryCount,
  lastKeptEntryCount,
  LONGER_THAN_BOUND,
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
