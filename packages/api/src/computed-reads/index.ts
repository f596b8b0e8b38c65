export {
  computeRead,
  computedReadsInline,
  type AnyComputedRead,
  type CallUser,
  type ComputedRead,
  type ComputedReadInputs,
  type ComputedReadKind,
  type ComputedReadResults,
  type ComputedReads,
} from './calls';
