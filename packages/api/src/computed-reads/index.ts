export {
  computeRead,
  computeSummary,
  computedReadsInline,
  type AnyComputedRead,
  type CallUser,
  type ComputedRead,
  type ComputedReadInputs,
  type ComputedReadKind,
  type ComputedReadResults,
  type ComputedReads,
  type SummaryRead,
} from './calls';
