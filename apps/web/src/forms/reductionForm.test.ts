import { describe, expect, it } from 'vitest';
import {
  EMPTY_REDUCTION_FORM,
  habitToReductionForm,
  reductionFormProblems,
  reductionFormToInput,
} from './reductionForm';

describe('the reduction fields of the habit form', () => {
  it('reads "I used to have 5 cups a day at 3.20", blank as none', () => {
    const form = { baseline: '5', unit: ' cups ', costPerUnit: '3,20' };
    expect(reductionFormProblems(form)).toEqual({});
    expect(reductionFormToInput(form)).toEqual({ baseline: 5, unit: 'cups', costPerUnit: 3.2 });
    expect(reductionFormToInput(EMPTY_REDUCTION_FORM)).toEqual({
      baseline: null,
      unit: null,
      costPerUnit: null,
    });
    expect(habitToReductionForm({ baseline: 5, unit: 'cups', costPerUnit: 3.2 })).toEqual({
      baseline: '5',
      unit: 'cups',
      costPerUnit: '3.20',
    });
  });

  it("says what is wrong in the server's words", () => {
    expect(
      reductionFormProblems({ baseline: '-1', unit: 'x'.repeat(21), costPerUnit: '1.234' }),
    ).toEqual({
      baseline: 'The baseline cannot be negative',
      unit: 'The unit is at most 20 characters',
      costPerUnit: 'The cost per unit has at most two decimals, such as 3.20',
    });
    expect(
      reductionFormProblems({ ...EMPTY_REDUCTION_FORM, baseline: 'five' }).baseline,
    ).toBeDefined();
  });
});
