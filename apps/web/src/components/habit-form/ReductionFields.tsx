import type { BaselinePeriod } from '@taper/domain';
import { TextField } from '@taper/ui';
import type { ReductionFormState } from '../../forms/reductionForm';
import { reductionFormProblems } from '../../forms/reductionForm';
import { useSessionUser } from '../../lib/session';
import { FormSection } from './FormSection';
import { REDUCTION_FORM_TEXTS as T } from './messages';

/**
 * A number habit's baseline, unit and cost per unit, for Create and Settings; the baseline is asked
 * in the goal's own period (`per`: a day, or a budget's week or month), as the figures read it.
 */
export function ReductionFields({
  value,
  per,
  onChange,
}: {
  value: ReductionFormState;
  per: BaselinePeriod;
  onChange: (value: ReductionFormState) => void;
}) {
  const { currency } = useSessionUser();
  const problems = reductionFormProblems(value);
  return (
    <FormSection title={T.title}>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{T.hint(per)}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={T.baseline}
          inputMode="decimal"
          value={value.baseline}
          onValueChange={(baseline) => {
            onChange({ ...value, baseline });
          }}
          hint={T.baselineSuffix(value.unit, per)}
          {...(problems.baseline ? { problem: problems.baseline } : {})}
        />
        <TextField
          label={T.unit}
          placeholder={T.unitPlaceholder}
          maxLength={20}
          value={value.unit}
          onValueChange={(unit) => {
            onChange({ ...value, unit });
          }}
          {...(problems.unit ? { problem: problems.unit } : {})}
        />
        <TextField
          label={T.costPerUnit(currency)}
          inputMode="decimal"
          placeholder={T.costPlaceholder}
          value={value.costPerUnit}
          onValueChange={(costPerUnit) => {
            onChange({ ...value, costPerUnit });
          }}
          {...(problems.costPerUnit ? { problem: problems.costPerUnit } : {})}
        />
      </div>
    </FormSection>
  );
}
